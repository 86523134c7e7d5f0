import { assign, fromPromise, setup } from 'xstate';
import { refusalOf, statusOf } from '../apiFailure.ts';
import { ROLE_REFUSALS, type RoleRefusal } from './role.rules.ts';
import type { RoleDetail } from './roles.schema.ts';
import {
  EMPTY_ROLE_VALUES,
  FIELD_OF,
  firstInvalidField,
  knownOf,
  roleFormErrors,
  roleInputOf,
  roleValuesOf,
  toggleEntry,
  togglePermission,
  type RoleFormField,
} from './roleForm.rules.ts';
import type { RoleFormContext, RoleFormData, RoleFormEvent, RoleFormFailure, RoleFormInput, SaveRoleRequest } from './roleForm.types.ts';
import { LEAVE_GUARD_REGION } from '../records/leaveGuard.ts';
import { ROLE_GRANT_REFUSALS } from '../grants.ts';

export function roleFormFailureOf(error: unknown): RoleFormFailure {
  // 403 with the grant rule's code (machines/grants.ts): said on its own.
  const beyond = refusalOf(error, 403, ROLE_GRANT_REFUSALS);
  if (beyond !== null) return beyond;
  const status = statusOf(error);
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'unavailable';
}

export const roleErrorsOf = (context: RoleFormContext) =>
  roleFormErrors(context.values, knownOf(context.catalogue), context.original?.own ?? false, context.rejectedName, context.serverRefusal);

/** The rule a 422 names (`{message, code}`), or null for a 422 without a rule's code. */
const ruleRefusalOf = (error: unknown): RoleRefusal | null => refusalOf(error, 422, ROLE_REFUSALS);

/** The request of the current submission (reachable only with valid values, and a key when creating). */
function saveRequestOf(context: RoleFormContext): SaveRoleRequest {
  const input = roleInputOf(context.values);
  if (context.original !== null) return { kind: 'update', id: context.original.id_rol, update: { ...input, version: context.original.version } };
  if (context.idempotencyKey === null) throw new Error('roleForm: a new role is sent only with its idempotency key');
  return { kind: 'create', input, idempotencyKey: context.idempotencyKey };
}

/** The changes the user makes, answered alike while editing and after a failed save. */
const CHANGES = ['name.changed', 'start.changed', 'entry.toggled', 'permission.toggled'] as const;

/**
 * 'Nuevo rol' and 'Editar rol': one form, two regions.
 *
 * `form`:
 * - `loading`: the catalogue (menu entries, permission codes) and, when editing, the role.
 *   `loadFailed` says why (403, 404, anything else) and offers 'Reintentar'.
 * - `editing`: the name, the start route, the entries by group, the permissions by area. The
 *   rules (machines/roles/role.rules.ts, the server's own) show from the first submit on; a
 *   submit with errors stays and moves the focus to the first invalid field; a valid one goes to
 *   `saving`, a new role with a fresh idempotency key (one per user intent). A 422 `nameTaken`
 *   (the one refusal the form cannot foresee) comes back here with the error on the name; a 422
 *   with another rule's code (the catalogue or the caller's role changed meanwhile) with that
 *   rule's error on its field, until a change. A 422 without a rule's code is `failed`.
 * - `saving` (tag `busy`): POST /roles with `Idempotency-Key`, or PUT /roles/{id} with the version.
 * - `saved` (final for the form): the screen goes back to the list.
 * - `failed`: no verdict on the values (no answer, 500, 403): 'Reintentar' sends the same request
 *   with the same key; a change is a new intent.
 * - `conflict` (409, someone else saved first): `asking` offers 'Recargar'; `reloading` fetches the
 *   stored role and returns to `editing` on its version, keeping everything typed.
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const roleFormMachine = setup({
  types: {
    context: {} as RoleFormContext,
    events: {} as RoleFormEvent,
    input: {} as RoleFormInput,
  },
  actors: {
    loadForm: fromPromise<RoleFormData, number | null>(async () => {
      throw new Error('roleForm: the "loadForm" effect must be provided by the app');
    }),
    saveRole: fromPromise<RoleDetail, SaveRoleRequest>(async () => {
      throw new Error('roleForm: the "saveRole" effect must be provided by the app');
    }),
    loadRole: fromPromise<RoleDetail, number>(async () => {
      throw new Error('roleForm: the "loadRole" effect must be provided by the app');
    }),
  },
  actions: {
    assignLoaded: assign((_, data: RoleFormData) => {
      const values = data.role === null ? EMPTY_ROLE_VALUES : roleValuesOf(data.role);
      return { catalogue: data.catalogue, original: data.role, values, initial: values, failure: null };
    }),
    // Any change answers the server's refusal: the next submit is judged again.
    assignChange: assign(({ context, event }) => {
      switch (event.type) {
        case 'name.changed':
          return { values: { ...context.values, r_nombre: event.value }, serverRefusal: null };
        case 'start.changed':
          return { values: { ...context.values, r_inicio: event.value }, serverRefusal: null };
        case 'entry.toggled':
          return { values: toggleEntry(context.values, event.route), serverRefusal: null };
        case 'permission.toggled':
          return { values: togglePermission(context.values, event.code), serverRefusal: null };
        default:
          return {};
      }
    }),
    /** A change after a failed submission makes the next submission a new intent. */
    clearIdempotencyKey: assign({ idempotencyKey: null, failure: null }),
    showErrors: assign({ showErrors: true, reloaded: false }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('roleForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignSaved: assign((_, saved: RoleDetail) => ({ saved, failure: null, idempotencyKey: null, original: saved, initial: roleValuesOf(saved), values: roleValuesOf(saved) })),
    assignFailure: assign((_, failure: RoleFormFailure) => ({ failure })),
    assignRejectedName: assign(({ context }) => ({ rejectedName: context.values.r_nombre.trim(), showErrors: true, idempotencyKey: null })),
    assignServerRefusal: assign((_, serverRefusal: RoleRefusal) => ({ serverRefusal, showErrors: true, idempotencyKey: null })),
    /** The stored role becomes the edit's base (its version); what was typed stays. */
    assignStored: assign((_, stored: RoleDetail) => ({ original: stored, initial: roleValuesOf(stored), failure: null, reloaded: true })),
    // Effects, provided by src.
    /** Moves the focus to a field (the first invalid one on a refused submit). */
    focusField: (_, _field: RoleFormField) => {},
    /** 'Guardado'; when the role is the caller's own, that their menu changes at their next sign-in. */
    notifySaved: () => {},
    proceedNavigation: () => {},
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidField(roleErrorsOf(context)) !== null,
    isCreating: ({ context }) => context.original === null,
    isConflict: ({ context }, params: { error: unknown }) => context.original !== null && statusOf(params.error) === 409,
    /** 422 `nameTaken`: the one rule the form cannot check itself. */
    isNameTaken: (_, params: { error: unknown }) => ruleRefusalOf(params.error) === 'nameTaken',
    /** 422 with another rule's code: the form's view of the rules was out of date. */
    isRuleRefusal: (_, params: { error: unknown }) => ruleRefusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'roleForm',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id,
    catalogue: null,
    original: null,
    values: EMPTY_ROLE_VALUES,
    initial: EMPTY_ROLE_VALUES,
    showErrors: false,
    rejectedName: null,
    serverRefusal: null,
    idempotencyKey: null,
    failure: null,
    reloaded: false,
    saved: null,
  }),
  states: {
    form: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadForm',
            src: 'loadForm',
            input: ({ context }) => context.id,
            onDone: { target: 'editing', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => roleFormFailureOf(event.error) } },
          },
        },
        loadFailed: {
          on: { 'load.retried': 'loading' },
        },
        editing: {
          on: {
            ...Object.fromEntries(CHANGES.map((type) => [type, { actions: 'assignChange' }])),
            'form.submitted': [
              {
                guard: 'hasErrors',
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidField(roleErrorsOf(context)) ?? 'r_nombre' }],
              },
              { guard: 'isCreating', target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
              { target: 'saving', actions: 'showErrors' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveRole',
            src: 'saveRole',
            input: ({ context }) => saveRequestOf(context),
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              {
                guard: { type: 'isNameTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: ['assignRejectedName', { type: 'focusField', params: 'r_nombre' as const }],
              },
              {
                guard: { type: 'isRuleRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                // `?? 'nameRequired'` only satisfies the compiler: the guard made sure there is a rule.
                actions: [
                  { type: 'assignServerRefusal', params: ({ event }) => ruleRefusalOf(event.error) ?? 'nameRequired' },
                  { type: 'focusField', params: ({ event }) => FIELD_OF[ruleRefusalOf(event.error) ?? 'nameRequired'] },
                ],
              },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => roleFormFailureOf(event.error) } },
            ],
          },
        },
        saved: { type: 'final' },
        failed: {
          on: {
            'save.retried': 'saving',
            ...Object.fromEntries(CHANGES.map((type) => [type, { target: 'editing', actions: ['assignChange', 'clearIdempotencyKey'] }])),
          },
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
                id: 'loadRole',
                src: 'loadRole',
                input: ({ context }) => context.id ?? 0,
                onDone: { target: '#roleForm.form.editing', actions: { type: 'assignStored', params: ({ event }) => event.output } },
                onError: { target: 'asking', actions: { type: 'assignFailure', params: ({ event }) => roleFormFailureOf(event.error) } },
              },
            },
          },
        },
      },
    },
    leave: LEAVE_GUARD_REGION,
  },
});
