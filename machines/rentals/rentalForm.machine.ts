import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PickedCustomer } from '../records/customerPick.ts';
import { NO_CUSTOMER_PICKED } from '../records/customerPick.ts';
import { formFailureOf, isFormVerdict } from '../records/formFailure.ts';
import type { RentalDetail } from './rental.schema.ts';
import { defaultEndDate, emptyRentalValues, firstInvalidField, rentalFormErrors, rentalInputOf, termsPreviewOf, type RentalFormField, type RentalFormValues } from './rentalForm.rules.ts';
import { RENTAL_FORM_REFUSALS, type CreateRentalRequest, type RentalFormContext, type RentalFormEvent, type RentalFormFailure, type RentalFormInput } from './rentalForm.types.ts';

export const rentalFormFailureOf = (error: unknown): RentalFormFailure => formFailureOf(error, RENTAL_FORM_REFUSALS);

/** The field a refusal is about, where the focus goes so the user reads its text next to it. */
export const REFUSAL_FIELD: Record<RentalFormFailure, RentalFormField> = {
  customerBlocked: 'customer',
  customerNotFound: 'customer',
  notWholePeriods: 'endDate',
  tooManyTerms: 'endDate',
  dueDayOutOfPeriod: 'dueDay',
  percentTooHigh: 'lateFeeValue',
  invalid: 'customer',
  forbidden: 'customer',
  unavailable: 'customer',
};

const errorsOf = (context: RentalFormContext) => rentalFormErrors(context.customer, context.values, context.digits);

function withValue(context: RentalFormContext, field: keyof RentalFormValues, value: string) {
  const values = { ...context.values, [field]: value } as RentalFormValues;
  const endTouched = context.endTouched || field === 'endDate';
  // A year of whole periods from the start follows the start and the frequency until staff type an end themselves.
  if ((field === 'startDate' || field === 'frequency') && !endTouched) values.endDate = defaultEndDate(values.startDate, values.frequency);
  return { values, endTouched, preview: termsPreviewOf(values, context.digits) };
}

/**
 * 'Nuevo alquiler' (/alquileres/nuevo): the contract's terms and their live preview. Three regions:
 *
 * `form`:
 * - `editing`: the fields; every change recomputes the terms (`buildTerms`, the function the
 *   server derives them with). Errors show from the first submit on; a submit with errors stays and
 *   moves the focus to the first invalid field (a blocked tenant is one); a valid one goes to
 *   `saving` with a fresh idempotency key (one per intent).
 * - `saving` (tag `busy`): POST /alquileres with `Idempotency-Key`. A second submit is ignored.
 * - `saved` (final): the draft as stored; the screen goes to its page.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key; any change is a
 *   new intent (the key is dropped).
 * - `refused`: a verdict (422 with one of the form's refusal codes, 400): its own text, the focus
 *   on its field; the values stay; a change goes back to `editing`.
 *
 * `picker`: the tenant search: `idle` ⇄ `searching` (GET /clientes?q) | `failed` (search again).
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const rentalFormMachine = setup({
  types: {
    context: {} as RentalFormContext,
    events: {} as RentalFormEvent,
    input: {} as RentalFormInput,
  },
  actors: {
    createRental: fromPromise<RentalDetail, CreateRentalRequest>(async () => {
      throw new Error('rentalForm: the "createRental" effect must be provided by the app');
    }),
    searchCustomers: fromPromise<PickedCustomer[], string>(async () => {
      throw new Error('rentalForm: the "searchCustomers" effect must be provided by the app');
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
      throw new Error('rentalForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignSaved: assign((_, saved: RentalDetail) => ({ saved, failure: null })),
    assignFailure: assign(({ context }, failure: RentalFormFailure) => ({
      failure,
      // The server knows better: the picked tenant is blocked now.
      customer: failure === 'customerBlocked' && context.customer !== null ? { ...context.customer, blocked: true } : context.customer,
      idempotencyKey: isFormVerdict(failure) ? null : context.idempotencyKey,
    })),
    // Effects, provided by src.
    focusField: (_, _field: RentalFormField) => {},
    notifySaved: () => {},
    proceedNavigation: () => {},
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidField(errorsOf(context)) !== null,
    isVerdict: (_, params: { error: unknown }) => isFormVerdict(rentalFormFailureOf(params.error)),
  },
}).createMachine({
  id: 'rentalForm',
  type: 'parallel',
  context: ({ input }) => {
    const values = emptyRentalValues(input.businessDate);
    return {
      ...input,
      ...NO_CUSTOMER_PICKED,
      values,
      initial: values,
      endTouched: false,
      preview: termsPreviewOf(values, input.digits),
      showErrors: false,
      idempotencyKey: null,
      failure: null,
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
            id: 'createRental',
            src: 'createRental',
            input: ({ context }) => {
              const rental = rentalInputOf(context.customer, context.values, context.digits);
              if (rental === null || context.idempotencyKey === null) throw new Error('rentalForm: saving needs valid terms and a key');
              return { rental, idempotencyKey: context.idempotencyKey };
            },
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              {
                guard: { type: 'isVerdict', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: [
                  { type: 'assignFailure', params: ({ event }) => rentalFormFailureOf(event.error) },
                  { type: 'focusField', params: ({ event }) => REFUSAL_FIELD[rentalFormFailureOf(event.error)] },
                ],
              },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => rentalFormFailureOf(event.error) } },
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
