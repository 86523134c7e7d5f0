import { assign, fromPromise, setup } from 'xstate';
import type { CustomerOwed } from './customerOwed.schema.ts';

export interface CustomerOwedContext {
  customerId: number;
  owed: CustomerOwed | null;
}

export type CustomerOwedEvent = { type: 'owed.retried' };

/**
 * 'Total adeudado' on a customer's page, apart from the customer's own load so that a total that
 * fails still shows the customer (as 'Historial' does).
 *
 * - `loading` → `shown` (the total and each kind's part) | `failed` ('Reintentar' loads again).
 */
export const customerOwedMachine = setup({
  types: {
    context: {} as CustomerOwedContext,
    events: {} as CustomerOwedEvent,
    input: {} as { customerId: number },
  },
  actors: {
    loadOwed: fromPromise<CustomerOwed, number>(async () => {
      throw new Error('customerOwed: the "loadOwed" effect must be provided by the app');
    }),
  },
  actions: {
    assignOwed: assign((_, owed: CustomerOwed) => ({ owed })),
  },
}).createMachine({
  id: 'customerOwed',
  initial: 'loading',
  context: ({ input }) => ({ customerId: input.customerId, owed: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOwed',
        src: 'loadOwed',
        input: ({ context }) => context.customerId,
        onDone: { target: 'shown', actions: { type: 'assignOwed', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    shown: {},
    failed: {
      on: { 'owed.retried': 'loading' },
    },
  },
});
