/**
 * The debt chart run as a pure function: from a stored status, the next status an event leads to,
 * or null when the chart refuses it. The server decides every debt write with it (and the payments
 * slice's PaymentTarget.next); the debt page asks `debtAllows` which actions to offer.
 */
import { getNextSnapshot } from 'xstate';
import type { DebtStatus } from './debt.schema.ts';
import { debtLifecycle, type DebtLifecycleEvent } from './debt.lifecycle.ts';

export function nextDebtStatus(status: DebtStatus, event: DebtLifecycleEvent): DebtStatus | null {
  const snapshot = debtLifecycle.resolveState({ value: status, context: undefined });
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(debtLifecycle, snapshot, event).value as DebtStatus;
}

/** Whether the chart has a transition for `type` from `status` at all, facts aside (the page's buttons). */
export function debtAllows(status: DebtStatus, type: DebtLifecycleEvent['type']): boolean {
  return debtLifecycle.states[status]?.ownEvents.includes(type) ?? false;
}
