import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formFailureOf, isFormVerdict } from '../records/formFailure.ts';
import type { LoanDetail } from './loan.schema.ts';
import {
  applicationOf,
  defaultFirstDueDate,
  emptyLoanValues,
  firstInvalidField,
  loanFormErrors,
  previewOf,
  type LoanFormField,
  type LoanFormValues,
  type PickedCustomer,
} from './loanForm.rules.ts';
import type { ApplyRequest, LoanFormContext, LoanFormEvent, LoanFormFailure, LoanFormInput } from './loanForm.types.ts';

const REFUSALS = ['customerBlocked', 'customerNotFound'] as const;

export function loanFormFailureOf(error: unknown): LoanFormFailure {
  return formFailureOf(error, REFUSALS);
}

const isVerdict = isFormVerdict;

const errorsOf = (context: LoanFormContext) => loanFormErrors(context.customer, context.values, context.digits, context.businessDate);

function withValue(context: LoanFormContext, field: keyof LoanFormValues, value: string) {
  const values = { ...context.values, [field]: value } as LoanFormValues;
  const dueDateTouched = context.dueDateTouched || field === 'firstDueDate';
  // One period after the business date follows the frequency until staff pick a date themselves.
  if (field === 'frequency' && !dueDateTouched) values.firstDueDate = defaultFirstDueDate(context.businessDate, values.frequency);
  return { values, dueDateTouched, preview: previewOf(values, context.digits, context.businessDate) };
}

/**
 * 'Nuevo préstamo' (/prestamos/nuevo): the application and its live 'Vista previa del cronograma'.
 * Three regions:
 *
 * `form`:
 * - `editing`: the fields; every change recomputes the preview (`buildSchedule`, the function the
 *   server stores the schedule with). Errors show from the first submit on; a submit with errors
 *   stays and moves the focus to the first invalid field (a blocked customer is one); a valid one
 *   goes to `saving` with a fresh idempotency key (one per intent).
 * - `saving` (tag `busy`): POST /prestamos with `Idempotency-Key`. A second submit is ignored.
 * - `saved` (final): the loan as stored; the screen goes to its page.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key; any change is
 *   a new intent (the key is dropped).
 * - `refused`: a verdict (422 `customerBlocked`, `customerNotFound`, 400): its own text; the values
 *   stay; a change goes back to `editing`.
 *
 * Picking another customer starts with 'Cambiar cliente' (`customer.cleared`), itself a change.
 *
 * `picker`: the customer search: `idle` ⇄ `searching` (GET /clientes?q) | `failed` (search again).
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const loanFormMachine = setup({
  types: {
    context: {} as LoanFormContext,
    events: {} as LoanFormEvent,
    input: {} as LoanFormInput,
  },
  actors: {
    applyForLoan: fromPromise<LoanDetail, ApplyRequest>(async () => {
      throw new Error('loanForm: the "applyForLoan" effect must be provided by the app');
    }),
    searchCustomers: fromPromise<PickedCustomer[], string>(async () => {
      throw new Error('loanForm: the "searchCustomers" effect must be provided by the app');
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
      throw new Error('loanForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignSaved: assign((_, saved: LoanDetail) => ({ saved, failure: null })),
    assignFailure: assign(({ context }, failure: LoanFormFailure) => ({
      failure,
      // The server knows better: the picked customer is blocked now.
      customer: failure === 'customerBlocked' && context.customer !== null ? { ...context.customer, blocked: true } : context.customer,
      idempotencyKey: isVerdict(failure) ? null : context.idempotencyKey,
    })),
    // Effects, provided by src.
    focusField: (_, _field: LoanFormField) => {},
    notifySaved: () => {},
    proceedNavigation: () => {},
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidField(errorsOf(context)) !== null,
    isVerdict: (_, params: { error: unknown }) => isVerdict(loanFormFailureOf(params.error)),
  },
}).createMachine({
  id: 'loanForm',
  type: 'parallel',
  context: ({ input }) => {
    const values = emptyLoanValues(input.businessDate);
    return {
      ...input,
      customer: null,
      values,
      initial: values,
      dueDateTouched: false,
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
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidField(errorsOf(context)) ?? 'customer' }],
              },
              { target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'applyForLoan',
            src: 'applyForLoan',
            input: ({ context }) => {
              if (context.customer === null || context.idempotencyKey === null) throw new Error('loanForm: saving needs a customer and a key');
              return { application: applicationOf(context.customer, context.values, context.digits, context.businessDate), idempotencyKey: context.idempotencyKey };
            },
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              {
                guard: { type: 'isVerdict', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: [{ type: 'assignFailure', params: ({ event }) => loanFormFailureOf(event.error) }, { type: 'focusField', params: 'customer' as const }],
              },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => loanFormFailureOf(event.error) } },
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
