/**
 * The lifecycle chart run as a pure function: from a stored status, which next status an event
 * leads to, or null when the chart refuses it. The server decides every session write with it.
 */
import { getNextSnapshot } from 'xstate';
import type { CashSessionStatus } from '../cash/cash.schema.ts';
import { cashSessionLifecycle, type CashSessionLifecycleEvent } from './cashSession.lifecycle.ts';

export function nextSessionStatus(status: CashSessionStatus, requestedBy: number | null, event: CashSessionLifecycleEvent): CashSessionStatus | null {
  const snapshot = cashSessionLifecycle.resolveState({ value: status, context: { requestedBy } });
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(cashSessionLifecycle, snapshot, event).value as CashSessionStatus;
}
