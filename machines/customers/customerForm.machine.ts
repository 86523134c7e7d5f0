import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { existingIdOf, statusOf } from '../apiFailure.ts';
import type { Customer } from './customers.schema.ts';
import { customerErrors, EMPTY_CUSTOMER_VALUES, firstInvalidField, inputOf, valuesOf, type CustomerField } from './customerForm.rules.ts';
import type { CustomerFormContext, CustomerFormEvent, CustomerFormFailure, CustomerFormInput, SaveCustomerRequest } from './customerForm.types.ts';
import { LEAVE_GUARD_REGION } from '../records/leaveGuard.ts';

export const customerFormFailureOf = (error: unknown): CustomerFormFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

const errorsOf = (context: CustomerFormContext) => customerErrors(context.values, context.rejectedDocument);

/** The request of the current submission (reachable only with valid values, and a key when creating). */
function saveRequestOf(context: CustomerFormContext): SaveCustomerRequest {
  const input = inputOf(context.values);
  if (context.original !== null) return { kind: 'update', id: context.original.id, update: { ...input, version: context.original.version } };
  if (context.idempotencyKey === null) throw new Error('customerForm: a new customer is sent only with its idempotency key');
  return { kind: 'create', input, idempotencyKey: context.idempotencyKey };
}

/** Takes a stored record as the form's starting point: its version, and (optionally) its values. */
const fromStored = (stored: Customer, keepValues: boolean, context: CustomerFormContext) => {
  const storedValues = valuesOf(stored);
  return {
    original: stored,
    initial: storedValues,
    values: keepValues ? context.values : storedValues,
    stored: null,
    failure: null,
  };
};

/**
 * 'Nuevo cliente' and 'Editar cliente': one form, two regions.
 *
 * `form`:
 * - `editing`: the fields; errors (the schema's rules) show from the first submit on. A submit
 *   with errors stays and moves the focus to the first invalid field; a valid one goes to
 *   `saving`, a new customer with a fresh idempotency key (one per user intent).
 * - `saving` (tag `busy`): POST /clientes with `Idempotency-Key`, or PUT /clientes/{id} with the
 *   version the edit started from. A second submit is ignored by construction.
 * - `saved` (final for the form): the answer is kept; the screen goes to the customer.
 * - `failed`: no verdict on the values (no answer, 500, 403): 'Reintentar' sends the same request
 *   with the same key, so a save that did reach the server is not made twice. Typing is a new intent.
 * - `duplicate`: 422, the document belongs to another customer: the error is on the field; a new
 *   submission after the change gets a new key.
 * - `conflict` (409, someone else saved first): the typed values are kept. `asking` explains and
 *   offers 'Recargar'; `reloading` fetches the stored record; `comparing` shows typed vs. stored
 *   per field and lets the user choose: keep theirs (on top of the new version) or take the stored.
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const customerFormMachine = setup({
  types: {
    context: {} as CustomerFormContext,
    events: {} as CustomerFormEvent,
    input: {} as CustomerFormInput,
  },
  actors: {
    saveCustomer: fromPromise<Customer, SaveCustomerRequest>(async () => {
      throw new Error('customerForm: the "saveCustomer" effect must be provided by the app');
    }),
    loadCustomer: fromPromise<Customer, number>(async () => {
      throw new Error('customerForm: the "loadCustomer" effect must be provided by the app');
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
      throw new Error('customerForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignSaved: assign((_, saved: Customer) => ({ saved, failure: null, initial: valuesOf(saved), values: valuesOf(saved) })),
    assignFailure: assign((_, failure: CustomerFormFailure) => ({ failure })),
    assignRejectedDocument: assign(({ context }, duplicateOf: number | null) => ({
      rejectedDocument: context.values.document_number.trim(),
      duplicateOf,
      showErrors: true,
      idempotencyKey: null,
    })),
    assignStored: assign((_, stored: Customer) => ({ stored, failure: null })),
    keepMine: assign(({ context }) => (context.stored === null ? {} : fromStored(context.stored, true, context))),
    takeStored: assign(({ context }) => (context.stored === null ? {} : fromStored(context.stored, false, context))),
    // Effects, provided by src.
    /** Moves the focus to a field (the first invalid one on a refused submit). */
    focusField: (_, _field: CustomerField) => {},
    notifySaved: () => {},
    /** Lets the held navigation go on (the changes are discarded). */
    proceedNavigation: () => {},
    /** Calls off the held navigation: the user stays with the form. */
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidField(errorsOf(context)) !== null,
    isCreating: ({ context }) => context.original === null,
    /** 409 means a stale version: only an edit has one (a 409 to a create is just a failed save). */
    isConflict: ({ context }, params: { error: unknown }) => context.original !== null && statusOf(params.error) === 409,
    isDuplicate: (_, params: { error: unknown }) => statusOf(params.error) === 422,
  },
}).createMachine({
  id: 'customerForm',
  type: 'parallel',
  context: ({ input }) => {
    const values = input.customer === null ? EMPTY_CUSTOMER_VALUES : valuesOf(input.customer);
    return {
      original: input.customer,
      values,
      initial: values,
      showErrors: false,
      rejectedDocument: null,
      duplicateOf: null,
      idempotencyKey: null,
      failure: null,
      stored: null,
      saved: null,
    };
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'assignValue' },
            'form.submitted': [
              {
                guard: 'hasErrors',
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidField(errorsOf(context)) ?? 'document_type' }],
              },
              { guard: 'isCreating', target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
              { target: 'saving', actions: 'showErrors' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCustomer',
            src: 'saveCustomer',
            input: ({ context }) => saveRequestOf(context),
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              {
                guard: { type: 'isDuplicate', params: ({ event }) => ({ error: event.error }) },
                target: 'duplicate',
                actions: [
                  { type: 'assignRejectedDocument', params: ({ event }) => existingIdOf(event.error) },
                  { type: 'focusField', params: 'document_number' as const },
                ],
              },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => customerFormFailureOf(event.error) } },
            ],
          },
        },
        saved: { type: 'final' },
        failed: {
          on: {
            'save.retried': 'saving',
            'field.changed': { target: 'editing', actions: ['assignValue', 'clearIdempotencyKey'] },
          },
        },
        duplicate: {
          on: {
            'field.changed': { target: 'editing', actions: 'assignValue' },
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
                id: 'loadCustomer',
                src: 'loadCustomer',
                input: ({ context }) => context.original?.id ?? 0,
                onDone: { target: 'comparing', actions: { type: 'assignStored', params: ({ event }) => event.output } },
                onError: { target: 'asking', actions: { type: 'assignFailure', params: ({ event }) => customerFormFailureOf(event.error) } },
              },
            },
            comparing: {
              on: {
                'conflict.keepMine': { target: '#customerForm.form.editing', actions: 'keepMine' },
                'conflict.takeStored': { target: '#customerForm.form.editing', actions: 'takeStored' },
              },
            },
          },
        },
      },
    },
    leave: LEAVE_GUARD_REGION,
  },
});
