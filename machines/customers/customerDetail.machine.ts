import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { Customer } from './customers.schema.ts';

/** Why the customer could not be shown: no such customer, not allowed, or anything else (retry). */
export type CustomerDetailFailure = 'notFound' | 'forbidden' | 'unavailable';

export const customerDetailFailureOf = (error: unknown): CustomerDetailFailure => {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  return status === 403 ? 'forbidden' : 'unavailable';
};

export interface CustomerDetailInput {
  id: number;
}

export interface CustomerDetailContext {
  id: number;
  customer: Customer | null;
  failure: CustomerDetailFailure | null;
}

export type CustomerDetailEvent = { type: 'customer.retried' };

/**
 * A customer's detail (/clientes/{id}) and the edit form's loading step.
 *
 * - `loading` → `ready` (the record) | `failed` (`notFound` and `forbidden` final, else 'Reintentar').
 * - 'Historial' is not here: the page shows it beside the record with the shared
 *   `recordHistory` machine (machines/history), so a history that fails still shows the customer.
 */
export const customerDetailMachine = setup({
  types: {
    context: {} as CustomerDetailContext,
    events: {} as CustomerDetailEvent,
    input: {} as CustomerDetailInput,
  },
  actors: {
    loadCustomer: fromPromise<Customer, number>(async () => {
      throw new Error('customerDetail: the "loadCustomer" effect must be provided by the app');
    }),
  },
  actions: {
    assignCustomer: assign((_, customer: Customer) => ({ customer, failure: null })),
    assignFailure: assign((_, failure: CustomerDetailFailure) => ({ failure })),
  },
  guards: {
    isFinalFailure: (_, params: { error: unknown }) => customerDetailFailureOf(params.error) !== 'unavailable',
  },
}).createMachine({
  id: 'customerDetail',
  initial: 'loading',
  context: ({ input }) => ({ id: input.id, customer: null, failure: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'assignCustomer', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isFinalFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignFailure', params: ({ event }) => customerDetailFailureOf(event.error) },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: 'unavailable' as const } },
        ],
      },
    },
    failed: {
      on: { 'customer.retried': 'loading' },
    },
    /** 404 or 403: nothing to retry. */
    refused: {},
    /** The record is shown. */
    ready: {},
  },
});
