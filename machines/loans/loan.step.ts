/**
 * The loan chart run as a pure function: from a stored status, the next status an event leads to,
 * or null when the chart refuses it. The server decides every loan write with it; the loan page
 * asks `loanAllows` which actions to offer.
 */
import { getNextSnapshot } from 'xstate';
import type { LoanStatus } from './loan.schema.ts';
import { loanLifecycle, type LoanLifecycleEvent } from './loan.lifecycle.ts';

export function nextLoanStatus(status: LoanStatus, submittedBy: number | null, event: LoanLifecycleEvent): LoanStatus | null {
  const snapshot = loanLifecycle.resolveState({ value: status, context: { submittedBy } });
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(loanLifecycle, snapshot, event).value as LoanStatus;
}

/**
 * Whether the chart has a transition for `type` from `status` at all, facts aside (guards are the
 * server's to check with the facts): which buttons the loan page offers.
 */
export function loanAllows(status: LoanStatus, type: LoanLifecycleEvent['type']): boolean {
  return loanLifecycle.states[status]?.ownEvents.includes(type) ?? false;
}
