/**
 * The role form as a screen reads it: the pure view model (values, groups, errors, what each
 * control sends), tested on bare snapshots without React.
 */
import type { SnapshotFrom } from 'xstate';
import { roleErrorsOf, type roleFormMachine } from './roleForm.machine.ts';
import { entryGroupsOf, permissionGroupsOf, sameRoleValues, type EntryGroup, type RoleFormErrors, type RoleFormField, type RoleFormValues } from './roleForm.rules.ts';
import type { RoleFormEvent, RoleFormFailure } from './roleForm.types.ts';
import type { MenuEntry, RoleDetail } from './roles.schema.ts';

export type RoleFormSnapshot = SnapshotFrom<typeof roleFormMachine>;

/** What the form shows under its fields: nothing, the save's failure, a 409, its reload, or the reloaded version. */
export type RoleFormNotice = 'none' | 'failed' | 'conflict' | 'reloading' | 'reloaded';

export interface RoleFormView {
  /** 'loading' and 'failed' are the form's load (the kit's `<LoadState>`); 'ready' shows the form. */
  load: 'loading' | 'failed' | 'ready';
  retrying: boolean;
  /** Why the load or the save failed. */
  failure: RoleFormFailure | null;
  /** The load was refused (403) or there is no such role (404): said plainly, no retry. */
  refused: Exclude<RoleFormFailure, 'unavailable'> | null;
  editing: boolean;
  /** The role is the caller's own: saving it must keep the way back in, and applies at the next sign-in. */
  own: boolean;
  values: RoleFormValues;
  entryGroups: EntryGroup[];
  permissionGroups: { thing: string; codes: string[] }[];
  /** The start route's choices: the chosen entries, in the catalogue's order. */
  startOptions: MenuEntry[];
  errors: RoleFormErrors;
  locked: boolean;
  saving: boolean;
  canSubmit: boolean;
  saved: RoleDetail | null;
  notice: RoleFormNotice;
  unsaved: boolean;
  askingToLeave: boolean;

  changeName(value: string): void;
  changeStart(value: string): void;
  toggleEntry(route: string): void;
  togglePermission(code: string): void;
  submit(): void;
  retryLoad(): void;
  retry(): void;
  reload(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: RoleFormErrors = Object.freeze({});

function noticeOf(snapshot: RoleFormSnapshot): RoleFormNotice {
  if (snapshot.matches({ form: 'failed' })) return 'failed';
  if (snapshot.matches({ form: { conflict: 'reloading' } })) return 'reloading';
  if (snapshot.matches({ form: 'conflict' })) return 'conflict';
  if (snapshot.matches({ form: 'editing' }) && snapshot.context.reloaded) return 'reloaded';
  return 'none';
}

function loadOf(snapshot: RoleFormSnapshot): RoleFormView['load'] {
  if (snapshot.context.catalogue !== null) return 'ready';
  // A retry keeps the failure on screen while it runs ('Reintentando…').
  const retrying = snapshot.matches({ form: 'loading' }) && snapshot.context.failure !== null;
  return snapshot.matches({ form: 'loadFailed' }) || retrying ? 'failed' : 'loading';
}

export function connectRoleForm(snapshot: RoleFormSnapshot, send: (event: RoleFormEvent) => void): RoleFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const errors = context.showErrors ? roleErrorsOf(context) : NO_ERRORS;
  const entries = context.catalogue?.entries ?? [];
  return {
    load: loadOf(snapshot),
    retrying: snapshot.matches({ form: 'loading' }) && context.failure !== null,
    failure: context.failure,
    refused: snapshot.matches({ form: 'loadFailed' }) && context.failure !== 'unavailable' ? context.failure : null,
    editing: context.id !== null,
    own: context.original?.own ?? false,
    values: context.values,
    entryGroups: entryGroupsOf(entries),
    permissionGroups: permissionGroupsOf(context.catalogue?.permissions ?? []),
    startOptions: entries.filter((entry) => context.values.menu_entries.includes(entry.sm_ruta)),
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    locked: snapshot.hasTag('busy') || snapshot.matches({ form: 'conflict' }) || saved,
    saving: snapshot.matches({ form: 'saving' }),
    canSubmit: snapshot.can({ type: 'form.submitted' }),
    saved: saved ? context.saved : null,
    notice: noticeOf(snapshot),
    unsaved: !saved && context.catalogue !== null && !sameRoleValues(context.values, context.initial),
    askingToLeave: snapshot.matches({ leave: 'asking' }),

    changeName: (value) => send({ type: 'name.changed', value }),
    changeStart: (value) => send({ type: 'start.changed', value }),
    toggleEntry: (route) => send({ type: 'entry.toggled', route }),
    togglePermission: (code) => send({ type: 'permission.toggled', code }),
    submit: () => send({ type: 'form.submitted' }),
    retryLoad: () => send({ type: 'load.retried' }),
    retry: () => send({ type: 'save.retried' }),
    reload: () => send({ type: 'conflict.reload' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}

export type { RoleFormField };
