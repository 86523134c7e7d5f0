import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { refusalOf, statusOf } from '../apiFailure.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import type { DebtDetail } from './debt.schema.ts';
import { debtCreateOf, debtFormErrors, debtPreviewOf, emptyDebtValues, firstInvalidDebtField, type DebtFormField, type DebtFormValues } from './debtForm.rules.ts';
import type { CreateDebtRequest, DebtFormContext, DebtFormEvent, DebtFormFailure, DebtFormInput } from './debtForm.types.ts';

const REFUSALS = ['customerBlocked', 'customerNotFound', 'firstDuePassed'] as const;

export function debtFormFailureOf(error: unknown): DebtFormFailure {
  const refusal = refusalOf(error, 422, REFUSALS);
  if (refusal !== null) return refusal;
  const status = statusOf(error);
  if (status === 400 || status === 422) return 'invalid';
  return status === 403 ? 'forbidden' : 'unavailable';
}

/** A refusal is a verdict on what was typed: only a change can make the next submission differ. */
const isVerdict = (failure: DebtFormFailure): boolean => failure !== 'forbidden' && failure !== 'unavailable';

/** Where a refusal sends the focus: the field it is about. */
const fieldOfRefusal = (failure: DebtFormFailure): DebtFormField => (failure === 'firstDuePassed' ? 'firstDueDate' : 'customer');

const errorsOf = (context: DebtFormContext) => debtFormErrors(context.kind, context.customer, context.values, context.digits, context.businessDate);

function withValue(context: DebtFormContext, field: keyof DebtFormValues, value: string) {
  const values = { ...context.values, [field]: value } as DebtFormValues;
  return { values, preview: debtPreviewOf(context.kind, values, context.digits, context.businessDate) };
}

/**
 * 'Nueva deuda' (/deudas/nuevo) and 'Nuevo honorario' (/honorarios/nuevo), one machine by `kind`:
 * the record and the live preview of its installments. Three regions:
 *
 * `form`:
 * - `editing`: the fields; every change recomputes the preview (`debtDues`, the function the server
 *   stores the installments with). Errors show from the first submit on; a submit with errors stays
 *   and moves the focus to the first invalid field (a blocked customer is one); a valid one goes to
 *   `saving` with a fresh idempotency key (one per intent).
 * - `saving` (tag `busy`): POST /deudas | /honorarios with `Idempotency-Key`. A second submit is ignored.
 * - `saved` (final): the record as stored; the screen goes to its page.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key; any change is a
 *   new intent (the key is dropped).
 * - `refused`: a verdict (422 `customerBlocked`, `customerNotFound`, `firstDuePassed`, 400): its own
 *   text, the focus on its field; the values stay; a change goes back to `editing`.
 *
 * `picker`: the customer search: `idle` ⇄ `searching` (GET /clientes?q) | `failed` (search again).
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const debtFormMachine = setup({
  types: {
    context: {} as DebtFormContext,
    events: {} as DebtFormEvent,
    input: {} as DebtFormInput,
  },
  actors: {
    createDebt: fromPromise<DebtDetail, CreateDebtRequest>(async () => {
      throw new Error('debtForm: the "createDebt" effect must be provided by the app');
    }),
    searchCustomers: fromPromise<PickedCustomer[], string>(async () => {
      throw new Error('debtForm: the "searchCustomers" effect must be provided by the app');
    }),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return withValue(context, event.field, event.value);
    }),
    assignCustomer: assign(({ event }) => {
      assertEvent(event, 'customer.picked');
      return { customer: event.customer };
    }),
    clearCustomer: assign({ customer: null }),
    assignSearch: assign(({ event }) => {
      assertEvent(event, 'customer.searched');
      return { search: event.search.trim() };
    }),
    assignResults: assign((_, results: PickedCustomer[]) => ({ results })),
    /** A change after a submission makes the next submission a new intent. */
    clearIdempotencyKey: assign({ idempotencyKey: null, failure: null }),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('debtForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignSaved: assign((_, saved: DebtDetail) => ({ saved, failure: null })),
    assignFailure: assign(({ context }, failure: DebtFormFailure) => ({
      failure,
      // The server knows better: the picked customer is blocked now.
      customer: failure === 'customerBlocked' && context.customer !== null ? { ...context.customer, blocked: true } : context.customer,
      idempotencyKey: isVerdict(failure) ? null : context.idempotencyKey,
    })),
    // Effects, provided by src.
    focusField: (_, _field: DebtFormField) => {},
    notifySaved: () => {},
    proceedNavigation: () => {},
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidDebtField(errorsOf(context)) !== null,
    isVerdict: (_, params: { error: unknown }) => isVerdict(debtFormFailureOf(params.error)),
  },
}).createMachine({
  id: 'debtForm',
  type: 'parallel',
  context: ({ input }) => {
    const values = emptyDebtValues(input.businessDate);
    return {
      ...input,
      customer: null,
      values,
      initial: values,
      preview: null,
      showErrors: false,
      idempotencyKey: null,
      failure: null,
      saved: null,
      search: '',
      results: [],
    };
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'assignValue' },
            'customer.picked': { actions: 'assignCustomer' },
            'customer.cleared': { actions: 'clearCustomer' },
            'form.submitted': [
              {
                guard: 'hasErrors',
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidDebtField(errorsOf(context)) ?? 'customer' }],
              },
              { target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createDebt',
            src: 'createDebt',
            input: ({ context }) => {
              if (context.customer === null || context.idempotencyKey === null) throw new Error('debtForm: saving needs a customer and a key');
              return { kind: context.kind, input: debtCreateOf(context.kind, context.customer, context.values, context.digits), idempotencyKey: context.idempotencyKey };
            },
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              {
                guard: { type: 'isVerdict', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: [
                  { type: 'assignFailure', params: ({ event }) => debtFormFailureOf(event.error) },
                  { type: 'focusField', params: ({ event }) => fieldOfRefusal(debtFormFailureOf(event.error)) },
                ],
              },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => debtFormFailureOf(event.error) } },
            ],
          },
        },
        saved: { type: 'final' },
        failed: {
          on: {
            'save.retried': 'saving',
            'field.changed': { target: 'editing', actions: ['assignValue', 'clearIdempotencyKey'] },
            'customer.cleared': { target: 'editing', actions: ['clearCustomer', 'clearIdempotencyKey'] },
          },
        },
        refused: {
          on: {
            'field.changed': { target: 'editing', actions: ['assignValue', 'clearIdempotencyKey'] },
            'customer.cleared': { target: 'editing', actions: ['clearCustomer', 'clearIdempotencyKey'] },
          },
        },
      },
    },
    picker: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'customer.searched': { target: 'searching', actions: 'assignSearch' } },
        },
        searching: {
          invoke: {
            id: 'searchCustomers',
            src: 'searchCustomers',
            input: ({ context }) => context.search,
            onDone: { target: 'idle', actions: { type: 'assignResults', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'assignResults', params: [] } },
          },
          // A newer search replaces the running one (the stale request is aborted).
          on: { 'customer.searched': { target: 'searching', reenter: true, actions: 'assignSearch' } },
        },
        failed: {
          on: { 'customer.searched': { target: 'searching', actions: 'assignSearch' } },
        },
      },
    },
    leave: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'leave.requested': 'asking' },
        },
        asking: {
          on: {
            'leave.confirmed': { target: 'idle', actions: 'proceedNavigation' },
            'leave.cancelled': { target: 'idle', actions: 'cancelNavigation' },
          },
        },
      },
    },
  },
});
