import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { refusalOf, statusOf } from '../apiFailure.ts';
import type { StaffRoleOption, StaffUser } from './staff.schema.ts';
import { createBodyOf, EMPTY_STAFF_VALUES, firstInvalidStaffField, staffErrors, staffValuesOf, type StaffField } from './staffForm.rules.ts';
import type { SaveStaffRequest, SaveStaffResult, StaffFormContext, StaffFormEvent, StaffFormFailure, StaffFormInput } from './staffForm.types.ts';
import { LEAVE_GUARD_REGION } from '../records/leaveGuard.ts';
import { ACCOUNT_GRANT_REFUSALS } from '../grants.ts';

export const staffFormFailureOf = (error: unknown): StaffFormFailure =>
  refusalOf(error, 403, ACCOUNT_GRANT_REFUSALS) ?? (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

const errorsOf = (context: StaffFormContext) => staffErrors(context.values, context.original === null, context.takenUsername);

/** The request of the current submission (reachable only with valid values, and a key when creating). */
function saveRequestOf(context: StaffFormContext): SaveStaffRequest {
  const { values, original } = context;
  if (original !== null) return { kind: 'update', id: original.id, update: { name: values.name.trim(), id_rol: Number(values.id_rol), version: original.version } };
  if (context.idempotencyKey === null) throw new Error('staffForm: a new account is sent only with its idempotency key');
  return { kind: 'create', input: createBodyOf(values), idempotencyKey: context.idempotencyKey };
}

/**
 * 'Nuevo usuario' and 'Editar usuario': one form, two regions.
 *
 * `form`:
 * - `loadingRoles` → `editing` once the role picker's options are in; `rolesFailed` offers
 *   'Reintentar' (403: the role may not manage accounts; nothing to retry then but it is harmless).
 * - `editing`: errors (the contract's rules) show from the first submit on; a refused submit moves
 *   the focus to the first invalid field; a valid one saves, a new account with a fresh
 *   idempotency key (one per user intent).
 * - `saving` (tag `busy`): POST /usuarios with `Idempotency-Key`, or PUT /usuarios/{id} with the
 *   version the edit started from.
 * - `revealing`: a generated password came back; it is on screen until 'secret.closed' drops it.
 * - `saved` (final for the form).
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' sends the same request with the same
 *   key. Typing is a new intent. A 403 with the grant rule's code (`ownRole`, `roleBeyondGrant`,
 *   `accountBeyondGrant`: machines/grants.ts) is kept as the failure, so the view says which.
 * - `taken`: 422 `usernameTaken` to a create, the user name is another account's: the error is on the field.
 * - `refused`: 422 `lastManager` to an edit: the change would leave nobody able to manage accounts.
 *   A 422 with neither code is `failed`.
 * - `conflict` (409, someone else changed the account first): `asking` explains; 'Recargar' runs
 *   `reloading`, which takes the stored account's version (and role name) and keeps every typed
 *   value, back to `editing`.
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const staffFormMachine = setup({
  types: {
    context: {} as StaffFormContext,
    events: {} as StaffFormEvent,
    input: {} as StaffFormInput,
  },
  actors: {
    loadRoles: fromPromise<StaffRoleOption[]>(async () => {
      throw new Error('staffForm: the "loadRoles" effect must be provided by the app');
    }),
    saveStaff: fromPromise<SaveStaffResult, SaveStaffRequest>(async () => {
      throw new Error('staffForm: the "saveStaff" effect must be provided by the app');
    }),
    loadStaff: fromPromise<StaffUser, number>(async () => {
      throw new Error('staffForm: the "loadStaff" effect must be provided by the app');
    }),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    /** A change after a submission makes the next submission a new intent. */
    clearIdempotencyKey: assign({ idempotencyKey: null, failure: null }),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('staffForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignRoles: assign((_, roles: StaffRoleOption[]) => ({ roles, failure: null })),
    assignSaved: assign((_, result: SaveStaffResult) => ({ saved: result.user, secret: result.password, failure: null })),
    dropSecret: assign({ secret: null }),
    assignFailure: assign((_, failure: StaffFormFailure) => ({ failure })),
    assignTakenUsername: assign(({ context }) => ({ takenUsername: context.values.username.trim(), showErrors: true, idempotencyKey: null })),
    /** The stored account's version replaces the old one; what was typed stays. */
    assignReloaded: assign((_, stored: StaffUser) => ({ original: stored, failure: null })),
    // Effects, provided by src.
    /** Moves the focus to a field (the first invalid one on a refused submit). */
    focusField: (_, _field: StaffField) => {},
    notifySaved: () => {},
    /** Lets the held navigation go on (the changes are discarded). */
    proceedNavigation: () => {},
    /** Calls off the held navigation: the user stays with the form. */
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidStaffField(errorsOf(context)) !== null,
    isCreating: ({ context }) => context.original === null,
    revealsPassword: (_, params: { result: SaveStaffResult }) => params.result.password !== null,
    /** 409 means a stale version: only an edit has one. */
    isConflict: ({ context }, params: { error: unknown }) => context.original !== null && statusOf(params.error) === 409,
    /** 422 `usernameTaken` to a create; any other 422 is no verdict on the values (`failed`). */
    isTaken: ({ context }, params: { error: unknown }) => context.original === null && refusalOf(params.error, 422, ['usernameTaken']) !== null,
    /** 422 `lastManager` to an edit: nobody would be left to manage accounts. */
    isRefused: ({ context }, params: { error: unknown }) => context.original !== null && refusalOf(params.error, 422, ['lastManager']) !== null,
  },
}).createMachine({
  id: 'staffForm',
  type: 'parallel',
  context: ({ input }) => {
    const values = input.user === null ? EMPTY_STAFF_VALUES : staffValuesOf(input.user);
    return {
      original: input.user,
      roles: [],
      values,
      initial: values,
      showErrors: false,
      takenUsername: null,
      idempotencyKey: null,
      failure: null,
      secret: null,
      saved: null,
    };
  },
  states: {
    form: {
      initial: 'loadingRoles',
      states: {
        loadingRoles: {
          tags: ['busy'],
          invoke: {
            id: 'loadRoles',
            src: 'loadRoles',
            onDone: { target: 'editing', actions: { type: 'assignRoles', params: ({ event }) => event.output } },
            onError: { target: 'rolesFailed', actions: { type: 'assignFailure', params: ({ event }) => staffFormFailureOf(event.error) } },
          },
        },
        rolesFailed: {
          on: { 'roles.retried': 'loadingRoles' },
        },
        editing: {
          on: {
            'field.changed': { actions: 'assignValue' },
            'form.submitted': [
              {
                guard: 'hasErrors',
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidStaffField(errorsOf(context)) ?? 'name' }],
              },
              { guard: 'isCreating', target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
              { target: 'saving', actions: 'showErrors' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveStaff',
            src: 'saveStaff',
            input: ({ context }) => saveRequestOf(context),
            onDone: [
              {
                guard: { type: 'revealsPassword', params: ({ event }) => ({ result: event.output }) },
                target: 'revealing',
                // The password dialog is the confirmation: no 'Guardado' alert over it.
                actions: { type: 'assignSaved', params: ({ event }) => event.output },
              },
              { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            ],
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              {
                guard: { type: 'isTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'taken',
                actions: ['assignTakenUsername', { type: 'focusField', params: 'username' as const }],
              },
              { guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) }, target: 'refused' },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => staffFormFailureOf(event.error) } },
            ],
          },
        },
        revealing: {
          on: { 'secret.closed': { target: 'saved', actions: 'dropSecret' } },
        },
        saved: { type: 'final' },
        failed: {
          on: {
            'save.retried': 'saving',
            'field.changed': { target: 'editing', actions: ['assignValue', 'clearIdempotencyKey'] },
          },
        },
        taken: {
          on: { 'field.changed': { target: 'editing', actions: 'assignValue' } },
        },
        refused: {
          on: { 'field.changed': { target: 'editing', actions: 'assignValue' } },
        },
        conflict: {
          initial: 'asking',
          states: {
            asking: {
              on: { 'conflict.reload': 'reloading' },
            },
            reloading: {
              tags: ['busy'],
              invoke: {
                id: 'loadStaff',
                src: 'loadStaff',
                input: ({ context }) => context.original?.id ?? 0,
                onDone: { target: '#staffForm.form.editing', actions: { type: 'assignReloaded', params: ({ event }) => event.output } },
                onError: { target: 'asking', actions: { type: 'assignFailure', params: ({ event }) => staffFormFailureOf(event.error) } },
              },
            },
          },
        },
      },
    },
    leave: LEAVE_GUARD_REGION,
  },
});
