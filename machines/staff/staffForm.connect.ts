/**
 * The staff-account form as a screen reads it: the pure view model (values, errors, what each
 * control sends), tested on bare snapshots without React.
 */
import type { SnapshotFrom } from 'xstate';
import type { StaffRoleOption, StaffUser } from './staff.schema.ts';
import type { staffFormMachine } from './staffForm.machine.ts';
import { sameStaffValues, staffErrors, type StaffField, type StaffFieldErrors, type StaffFormValues } from './staffForm.rules.ts';
import type { StaffFormEvent, StaffFormFailure } from './staffForm.types.ts';

export type StaffFormSnapshot = SnapshotFrom<typeof staffFormMachine>;

/** What the form shows under its fields. */
export type StaffFormNotice = 'none' | 'rolesLoading' | 'rolesFailed' | 'failed' | 'refused' | 'conflict' | 'reloading';

export interface StaffFormView {
  /** Editing an existing account (else 'Nuevo usuario'). */
  editing: boolean;
  roles: StaffRoleOption[];
  values: StaffFormValues;
  errors: StaffFieldErrors;
  /** The inputs wait: roles or a save on their way, a 409 to answer, or saved. */
  locked: boolean;
  saving: boolean;
  canSubmit: boolean;
  notice: StaffFormNotice;
  failure: StaffFormFailure | null;
  /** The generated password to show once (null otherwise). */
  secret: string | null;
  /** Saved and nothing left to show: the dialog may close. */
  finished: StaffUser | null;
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: StaffField, value: string): void;
  submit(): void;
  retryRoles(): void;
  retry(): void;
  reload(): void;
  closeSecret(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: StaffFieldErrors = Object.freeze({});

function noticeOf(snapshot: StaffFormSnapshot): StaffFormNotice {
  if (snapshot.matches({ form: 'loadingRoles' })) return 'rolesLoading';
  if (snapshot.matches({ form: 'rolesFailed' })) return 'rolesFailed';
  if (snapshot.matches({ form: 'failed' })) return 'failed';
  if (snapshot.matches({ form: 'refused' })) return 'refused';
  if (snapshot.matches({ form: { conflict: 'reloading' } })) return 'reloading';
  if (snapshot.matches({ form: 'conflict' })) return 'conflict';
  return 'none';
}

export function connectStaffForm(snapshot: StaffFormSnapshot, send: (event: StaffFormEvent) => void): StaffFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const revealing = snapshot.matches({ form: 'revealing' });
  const errors = context.showErrors ? staffErrors(context.values, context.original === null, context.takenUsername) : NO_ERRORS;
  const notice = noticeOf(snapshot);
  return {
    editing: context.original !== null,
    roles: context.roles,
    values: context.values,
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    locked: snapshot.hasTag('busy') || snapshot.matches({ form: 'conflict' }) || snapshot.matches({ form: 'rolesFailed' }) || saved || revealing,
    saving: snapshot.matches({ form: 'saving' }),
    canSubmit: snapshot.can({ type: 'form.submitted' }),
    notice,
    failure: notice === 'failed' || notice === 'conflict' || notice === 'rolesFailed' ? context.failure : null,
    secret: revealing ? context.secret : null,
    finished: saved ? context.saved : null,
    unsaved: !saved && !revealing && !sameStaffValues(context.values, context.initial),
    askingToLeave: snapshot.matches({ leave: 'asking' }),

    change: (field, value) => send({ type: 'field.changed', field, value }),
    submit: () => send({ type: 'form.submitted' }),
    retryRoles: () => send({ type: 'roles.retried' }),
    retry: () => send({ type: 'save.retried' }),
    reload: () => send({ type: 'conflict.reload' }),
    closeSecret: () => send({ type: 'secret.closed' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}
