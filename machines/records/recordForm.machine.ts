import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PickedCustomer } from './customerPick.ts';
import { CUSTOMER_SEARCH_REGION, NO_CUSTOMER_PICKED } from './customerPick.ts';
import { formFailureOf, isFormVerdict } from './formFailure.ts';
import { LEAVE_GUARD_REGION } from './leaveGuard.ts';
import type { RecordFormContext, RecordFormEvent, RecordFormField, RecordFormFailure, RecordFormOptions, RecordFormTypes, RecordSaveRequest, RecordTextField } from './recordForm.types.ts';

/** The first field (in the page's order) with an error, null when none has one. */
export const firstInvalidOf = <F extends string>(fields: readonly F[], errors: object): F | null => fields.find((field) => field in errors) ?? null;

/**
 * A 'Nuevo …' form for a record that is for a customer ('Nuevo préstamo', 'Nuevo alquiler',
 * 'Nueva deuda' / 'Nuevo honorario'). Each area creates its own with `recordFormMachine<Types>({
 * id, refusals, fields, emptyValues, errorsOf, previewOf, requestOf, … })`, so charts, coverage and
 * the inspector name it after the area, and `.provide`s the generic `saveRecord` and
 * `searchCustomers` actors. Three regions:
 *
 * `form`:
 * - `editing`: the fields; every change recomputes the preview (the function the server stores the
 *   record with). Errors show from the first submit on; a submit with errors stays and moves the
 *   focus to the first invalid field (a blocked customer is one); a valid one goes to `saving` with
 *   a fresh idempotency key (one per intent).
 * - `saving` (tag `busy`): the POST with `Idempotency-Key`. A second submit is ignored.
 * - `saved` (final): the record as stored; the screen goes to its page.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key; any change is a
 *   new intent (the key is dropped).
 * - `refused`: a verdict (422 with one of the form's refusal codes, 400): its own text, the focus
 *   on its field; the values stay; a change goes back to `editing`.
 *
 * Picking another customer starts with 'Cambiar cliente' (`customer.cleared`), itself a change.
 *
 * `picker`: the customer search: `idle` ⇄ `searching` (GET /clientes?q) | `failed` (search again).
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export function recordFormMachine<T extends RecordFormTypes>(options: RecordFormOptions<T>) {
  const { id, refusals, fields } = options;
  const failureOf = (error: unknown): RecordFormFailure<T> => formFailureOf(error, refusals);
  const errorsOf = (context: RecordFormContext<T>) => options.errorsOf(context.customer, context.values, context.input);
  const refusalField = (failure: RecordFormFailure<T>): RecordFormField<T> => options.refusalField?.(failure) ?? 'customer';

  function withValue(context: RecordFormContext<T>, field: RecordTextField<T>, value: string) {
    const follow = options.follow;
    const changed = { ...context.values, [field]: value } as T['values'];
    if (follow === undefined) return { values: changed, preview: options.previewOf(changed, context.input) };
    const typed = follow.fields.includes(field) && !context.typed.includes(field) ? [...context.typed, field] : context.typed;
    const values = follow.values(changed, field, typed, context.input);
    return { values, typed, preview: options.previewOf(values, context.input) };
  }

  return setup({
    types: {
      context: {} as RecordFormContext<T>,
      events: {} as RecordFormEvent<T>,
      input: {} as T['input'],
    },
    actors: {
      saveRecord: fromPromise<T['saved'], RecordSaveRequest<T['body']>>(async () => {
        throw new Error(`${id}: the "saveRecord" effect must be provided by the app`);
      }),
      searchCustomers: fromPromise<PickedCustomer[], string>(async () => {
        throw new Error(`${id}: the "searchCustomers" effect must be provided by the app`);
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
        throw new Error(`${id}: the "newIdempotencyKey" action must be provided by the app`);
      }),
      // The record comes wrapped: a bare type parameter as an action's params defeats XState's typing.
      assignSaved: assign((_, params: { saved: T['saved'] }) => ({ saved: params.saved, failure: null })),
      assignFailure: assign(({ context }, params: { error: unknown }) => {
        const failure = failureOf(params.error);
        return {
          failure,
          // The server knows better: the picked customer is blocked now.
          customer: failure === 'customerBlocked' && context.customer !== null ? { ...context.customer, blocked: true } : context.customer,
          idempotencyKey: isFormVerdict(failure) ? null : context.idempotencyKey,
        };
      }),
      // Effects, provided by src.
      focusField: (_, _params: { field: RecordFormField<T> }) => {},
      notifySaved: () => {},
      proceedNavigation: () => {},
      cancelNavigation: () => {},
    },
    guards: {
      hasErrors: ({ context }) => firstInvalidOf(fields, errorsOf(context)) !== null,
      isVerdict: (_, params: { error: unknown }) => isFormVerdict(failureOf(params.error)),
    },
  }).createMachine({
    id,
    type: 'parallel',
    context: ({ input }) => {
      const values = options.emptyValues(input);
      return {
        ...NO_CUSTOMER_PICKED,
        input,
        values,
        initial: values,
        typed: [],
        preview: options.previewOf(values, input),
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
                  actions: ['showErrors', { type: 'focusField', params: ({ context }) => ({ field: firstInvalidOf(fields, errorsOf(context)) ?? 'customer' }) }],
                },
                { target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
              ],
            },
          },
          saving: {
            tags: ['busy'],
            invoke: {
              id: 'saveRecord',
              src: 'saveRecord',
              input: ({ context }) => {
                const body = options.bodyOf(context.customer, context.values, context.input);
                if (body === null || context.idempotencyKey === null) throw new Error(`${id}: saving needs valid values and a key`);
                return { body, idempotencyKey: context.idempotencyKey };
              },
              onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) }, 'notifySaved'] },
              onError: [
                {
                  guard: { type: 'isVerdict', params: ({ event }) => ({ error: event.error }) },
                  target: 'refused',
                  actions: [
                    { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'focusField', params: ({ event }) => ({ field: refusalField(failureOf(event.error)) }) },
                  ],
                },
                { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
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
      picker: CUSTOMER_SEARCH_REGION,
      leave: LEAVE_GUARD_REGION,
    },
  });
}

export type RecordFormMachine<T extends RecordFormTypes> = ReturnType<typeof recordFormMachine<T>>;
