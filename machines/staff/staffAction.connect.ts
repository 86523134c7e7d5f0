/** One row action's dialog as a screen reads it (pure, tested without React). */
import type { SnapshotFrom } from 'xstate';
import type { StaffUser } from './staff.schema.ts';
import { staffActionErrors, type staffActionMachine } from './staffAction.machine.ts';
import type { StaffFieldErrors, StaffFormValues } from './staffForm.rules.ts';
import type { StaffActionEvent, StaffActionFailure, StaffActionKind, StaffActionRefusal } from './staffAction.types.ts';

export type StaffActionSnapshot = SnapshotFrom<typeof staffActionMachine>;

/** Which face the dialog shows. */
export type StaffActionFace = 'confirming' | 'working' | 'revealing' | 'refused' | 'failed' | 'done' | 'cancelled';

export interface StaffActionView {
  face: StaffActionFace;
  action: StaffActionKind;
  user: StaffUser;
  values: Pick<StaffFormValues, 'passwordMode' | 'password'>;
  errors: StaffFieldErrors;
  busy: boolean;
  failure: StaffActionFailure | null;
  /** `refused`: which rule said no. */
  refusal: StaffActionRefusal | null;
  /** The generated password to show once (null otherwise). */
  secret: string | null;
  /** `done`: the account as stored now (the list shows it). */
  result: StaffUser | null;

  change(field: 'passwordMode' | 'password', value: string): void;
  confirm(): void;
  retry(): void;
  cancel(): void;
  closeSecret(): void;
}

const NO_ERRORS: StaffFieldErrors = Object.freeze({});

function faceOf(snapshot: StaffActionSnapshot): StaffActionFace {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('working')) return 'working';
  if (snapshot.matches('revealing')) return 'revealing';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('done') ? 'done' : 'cancelled';
}

export function connectStaffAction(snapshot: StaffActionSnapshot, send: (event: StaffActionEvent) => void): StaffActionView {
  const { context } = snapshot;
  const face = faceOf(snapshot);
  const errors = context.showErrors ? staffActionErrors(context) : NO_ERRORS;
  return {
    face,
    action: context.action,
    user: context.user,
    values: context.values,
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' ? context.failure : null,
    refusal: face === 'refused' ? context.refusal : null,
    secret: face === 'revealing' ? context.secret : null,
    result: face === 'done' ? context.result : null,

    change: (field, value) => send({ type: 'field.changed', field, value }),
    confirm: () => send({ type: 'action.confirmed' }),
    retry: () => send({ type: 'action.retried' }),
    cancel: () => send({ type: 'action.cancelled' }),
    closeSecret: () => send({ type: 'secret.closed' }),
  };
}
