/**
 * The cash delivery's lifecycle (domain.md "Cash delivery"), run by the server with XState's pure
 * functions (server/deliveries/lifecycle.ts) and read by the screens to offer only what it allows:
 *
 *   pending ──RECEIVE (received = declared)──▶ received
 *   pending ──RECEIVE (received ≠ declared)──▶ disputed ──RESOLVE──▶ resolved
 *   pending ──CANCEL (by the sender)─────────▶ cancelled
 *
 * Guards: the receiver is not the sender and has an open session; only the sender cancels. The
 * permission codes (delivery.receive, delivery.resolve, delivery.create) are the route's, and the
 * "declared ≤ what the sender holds" rule is checked when the delivery is made
 * (cashDelivery.rules.ts `declarableRefusal`), before there is a delivery to run a chart on.
 */
import { setup } from 'xstate';
import type { Minor } from '../money/minor.ts';
import type { CashDeliveryStatus } from '../cash/cash.schema.ts';

export interface CashDeliveryContext {
  senderId: number;
  declared: Minor;
}

export type CashDeliveryEvent =
  | { type: 'RECEIVE'; actorId: number; receivedAmount: Minor; actorHasOpenSession: boolean }
  | { type: 'CANCEL'; actorId: number }
  | { type: 'RESOLVE' };

export const cashDeliveryLifecycle = setup({
  types: {
    context: {} as CashDeliveryContext,
    events: {} as CashDeliveryEvent,
    input: {} as CashDeliveryContext,
  },
  guards: {
    receivableAsDeclared: ({ context, event }) =>
      event.type === 'RECEIVE' && event.actorId !== context.senderId && event.actorHasOpenSession && event.receivedAmount === context.declared,
    receivableWithDifference: ({ context, event }) =>
      event.type === 'RECEIVE' && event.actorId !== context.senderId && event.actorHasOpenSession && event.receivedAmount !== context.declared,
    bySender: ({ context, event }) => event.type === 'CANCEL' && event.actorId === context.senderId,
  },
}).createMachine({
  id: 'cashDelivery',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        RECEIVE: [
          { guard: 'receivableAsDeclared', target: 'received' },
          { guard: 'receivableWithDifference', target: 'disputed' },
        ],
        CANCEL: { guard: 'bySender', target: 'cancelled' },
      },
    },
    // The ends of the lifecycle accept no event. Not `type: 'final'`: a final top-level state would
    // end the actor, and the chart is resolved from a stored status, never run to completion.
    received: {},
    disputed: { on: { RESOLVE: { target: 'resolved' } } },
    resolved: {},
    cancelled: {},
  },
});

/** Every state of the chart is a status of the table (010_cash.sql) and of CASH_DELIVERY_STATUSES. */
export const LIFECYCLE_STATUSES = ['pending', 'received', 'disputed', 'resolved', 'cancelled'] as const satisfies readonly CashDeliveryStatus[];
