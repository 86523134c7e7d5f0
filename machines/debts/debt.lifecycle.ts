/**
 * A debt's (or a fee's) lifecycle (domain.md "Debt"). The SERVER runs it (debt.step.ts) to refuse
 * what it does not allow; the debt page reads the same chart to offer only the actions it allows.
 * Payments carry `outstanding` (owed − overpaid) exactly as the loan chart's do, so the payments
 * slice's `PaymentTarget.next` is one call.
 *
 * - open → paid / overpaid (PAYMENT that leaves nothing, or less than nothing, to pay); a payment
 *   that leaves something stays open.
 * - paid | overpaid | open → by what is left once a payment is reversed (PAYMENT_REVERSED).
 * - overpaid → paid (CREDIT_REFUNDED: the credit paid back to the customer, 'Devolver saldo a
 *   favor', leaving nothing to pay).
 * - open → cancelled (CANCEL: a mistake, only while nothing is paid: `paid` on the event).
 * - open → writtenOff (WRITE_OFF: given up as lost; what is owed stays owed) → open (UNDO_WRITE_OFF).
 * cancelled is an end: a debt typed again is a new debt.
 */
import { setup } from 'xstate';
import type { Minor } from '../money/minor.ts';

export type DebtLifecycleEvent =
  /** `outstanding`: what is left to pay once the payment is allocated (negative: paid too much). */
  | { type: 'PAYMENT'; outstanding: Minor }
  | { type: 'PAYMENT_REVERSED'; outstanding: Minor }
  /** `outstanding`: what is left to pay once the credit is refunded (0: paid). */
  | { type: 'CREDIT_REFUNDED'; outstanding: Minor }
  /** `paid`: Σ unreversed payments; a debt with any payment is not cancelled (reverse them first). */
  | { type: 'CANCEL'; paid: Minor }
  | { type: 'WRITE_OFF' }
  | { type: 'UNDO_WRITE_OFF' };

export type DebtLifecycleEventType = DebtLifecycleEvent['type'];

const outstandingOf = (event: DebtLifecycleEvent): Minor | null =>
  event.type === 'PAYMENT' || event.type === 'PAYMENT_REVERSED' || event.type === 'CREDIT_REFUNDED' ? event.outstanding : null;

const byOutstanding = [
  { guard: 'somethingLeft', target: 'open' },
  { guard: 'nothingLeft', target: 'paid' },
  { guard: 'paidTooMuch', target: 'overpaid' },
] as const;

export const debtLifecycle = setup({
  types: {
    events: {} as DebtLifecycleEvent,
  },
  guards: {
    somethingLeft: ({ event }) => (outstandingOf(event) ?? 0) > 0,
    nothingLeft: ({ event }) => outstandingOf(event) === 0,
    paidTooMuch: ({ event }) => (outstandingOf(event) ?? 0) < 0,
    nothingPaid: ({ event }) => event.type === 'CANCEL' && event.paid === 0,
  },
}).createMachine({
  id: 'debtLifecycle',
  initial: 'open',
  states: {
    open: {
      on: {
        PAYMENT: [...byOutstanding],
        PAYMENT_REVERSED: [...byOutstanding],
        CANCEL: { guard: 'nothingPaid', target: 'cancelled' },
        WRITE_OFF: { target: 'writtenOff' },
      },
    },
    paid: { on: { PAYMENT_REVERSED: [...byOutstanding] } },
    overpaid: { on: { PAYMENT_REVERSED: [...byOutstanding], CREDIT_REFUNDED: { guard: 'nothingLeft', target: 'paid' } } },
    // A plain state, not `type: 'final'`: a final top-level state would stop the path replays of the tests.
    cancelled: {},
    writtenOff: { on: { UNDO_WRITE_OFF: { target: 'open' } } },
  },
});
