/**
 * The loan's lifecycle (domain.md "Statecharts: Loan"). The SERVER runs it (loan.step.ts) with
 * XState's pure functions to refuse what it does not allow; the loan page reads the same chart to
 * offer only the actions it allows. The facts a guard needs travel on the event (who acts, the
 * cash the user's open session holds, what is left to pay), so the chart stays a pure function of
 * (status, who submitted, event).
 *
 * - submitted → approved (APPROVE, never by the submitter: four eyes, unless the location turned it
 *   off: the event's `fourEyes: false`) | rejected (REJECT, same rule) | withdrawn (WITHDRAW).
 * - approved → submitted (UNDO_APPROVAL) | active (DISBURSE: out of the user's open cash session,
 *   which must hold the principal).
 * - active → closed / overpaid (PAYMENT that leaves nothing, or less than nothing, to pay) |
 *   writtenOff (WRITE_OFF); a payment that leaves something stays active.
 * - closed | overpaid | active → by what is left once a payment is reversed (PAYMENT_REVERSED):
 *   something → active, nothing → closed, less than nothing → overpaid.
 * - overpaid → closed (CREDIT_REFUNDED: the credit was paid back to the customer, 'Devolver saldo
 *   a favor', leaving nothing to pay).
 * - active → by what is left once late charges are waived (CHARGE_WAIVED, 'Condonar recargo'): what
 *   had paid the charges pays interest and principal instead, so nothing left closes the loan and
 *   less than nothing leaves a credit.
 * - writtenOff → writtenOff (PAYMENT / PAYMENT_REVERSED: a recovery, 'Recuperos'; not beyond what is
 *   owed) | active (UNDO_WRITE_OFF).
 * rejected and withdrawn are ends: a new application is a new loan.
 */
import { assign, setup } from 'xstate';
import type { Minor } from '../money/minor.ts';

export interface LoanLifecycleContext {
  /** Who applied: the approver (or rejecter) must be someone else. */
  submittedBy: number | null;
}

export type LoanLifecycleEvent =
  /** `fourEyes`: the location's setting (absent: on); off lets the submitter decide too. */
  | { type: 'APPROVE'; userId: number; fourEyes?: boolean }
  | { type: 'REJECT'; userId: number; fourEyes?: boolean }
  | { type: 'WITHDRAW' }
  | { type: 'UNDO_APPROVAL' }
  /** `available`: what the user's open cash session holds (null: they have none open). */
  | { type: 'DISBURSE'; amount: Minor; available: Minor | null }
  /** `outstanding`: what is left to pay once the payment is allocated (negative: paid too much). */
  | { type: 'PAYMENT'; outstanding: Minor }
  | { type: 'PAYMENT_REVERSED'; outstanding: Minor }
  /** `outstanding`: what is left to pay once the credit is refunded (0: the loan is paid). */
  | { type: 'CREDIT_REFUNDED'; outstanding: Minor }
  /** 'Condonar recargo': `outstanding` is what is left to pay once the charges are waived (negative: paid too much). */
  | { type: 'CHARGE_WAIVED'; outstanding: Minor }
  | { type: 'WRITE_OFF' }
  | { type: 'UNDO_WRITE_OFF' };

export type LoanLifecycleEventType = LoanLifecycleEvent['type'];

const outstandingOf = (event: LoanLifecycleEvent): Minor | null =>
  event.type === 'PAYMENT' || event.type === 'PAYMENT_REVERSED' || event.type === 'CREDIT_REFUNDED' || event.type === 'CHARGE_WAIVED' ? event.outstanding : null;

/** After a payment or a reversal, the state the outstanding amount leads to. */
const byOutstanding = [
  { guard: 'somethingLeft', target: 'active' },
  { guard: 'nothingLeft', target: 'closed' },
  { guard: 'paidTooMuch', target: 'overpaid' },
] as const;

export const loanLifecycle = setup({
  types: {
    context: {} as LoanLifecycleContext,
    events: {} as LoanLifecycleEvent,
  },
  guards: {
    fourEyesHold: ({ context, event }) =>
      (event.type === 'APPROVE' || event.type === 'REJECT') && (event.fourEyes === false || event.userId !== context.submittedBy),
    sessionHoldsAmount: ({ event }) => event.type === 'DISBURSE' && event.available !== null && event.available >= event.amount,
    somethingLeft: ({ event }) => (outstandingOf(event) ?? 0) > 0,
    nothingLeft: ({ event }) => outstandingOf(event) === 0,
    paidTooMuch: ({ event }) => (outstandingOf(event) ?? 0) < 0,
    notPaidTooMuch: ({ event }) => (outstandingOf(event) ?? -1) >= 0,
  },
  actions: {
    forgetSubmitter: assign({ submittedBy: null }),
  },
}).createMachine({
  id: 'loanLifecycle',
  initial: 'submitted',
  context: { submittedBy: null },
  states: {
    submitted: {
      on: {
        APPROVE: { guard: 'fourEyesHold', target: 'approved' },
        REJECT: { guard: 'fourEyesHold', target: 'rejected' },
        WITHDRAW: { target: 'withdrawn' },
      },
    },
    approved: {
      on: {
        UNDO_APPROVAL: { target: 'submitted' },
        DISBURSE: { guard: 'sessionHoldsAmount', target: 'active' },
      },
    },
    // Plain states, not `type: 'final'`: a final top-level state would stop the path replays of the tests.
    rejected: {},
    withdrawn: {},
    active: {
      on: {
        PAYMENT: [...byOutstanding],
        PAYMENT_REVERSED: [...byOutstanding],
        // What had paid a waived charge pays the installment's interest and principal instead.
        CHARGE_WAIVED: [...byOutstanding],
        WRITE_OFF: { target: 'writtenOff' },
      },
    },
    closed: { on: { PAYMENT_REVERSED: [...byOutstanding] } },
    overpaid: { on: { PAYMENT_REVERSED: [...byOutstanding], CREDIT_REFUNDED: { guard: 'nothingLeft', target: 'closed' } } },
    // A payment on a written-off loan is a recovery: it stays written off (never overpaid).
    writtenOff: {
      on: {
        PAYMENT: { guard: 'notPaidTooMuch', target: 'writtenOff' },
        PAYMENT_REVERSED: { guard: 'notPaidTooMuch', target: 'writtenOff' },
        UNDO_WRITE_OFF: { target: 'active', actions: 'forgetSubmitter' },
      },
    },
  },
});
