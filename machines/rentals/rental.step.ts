/**
 * The rental chart run as a pure function: the next status an event leads to from a stored
 * status, or null when the chart refuses it. The server decides every rental write with it; the
 * rental page asks `rentalAllows` which actions to offer, and `RENTAL_EVENT_PERMISSION` which
 * permission each one needs.
 */
import { getNextSnapshot } from 'xstate';
import type { Permission } from '../permissions.ts';
import type { RentalStatus } from './rental.schema.ts';
import { rentalLifecycle, type RentalLifecycleEvent, type RentalLifecycleEventType } from './rental.lifecycle.ts';

export function nextRentalStatus(status: RentalStatus, event: RentalLifecycleEvent): RentalStatus | null {
  const snapshot = rentalLifecycle.resolveState({ value: status, context: undefined });
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(rentalLifecycle, snapshot, event).value as RentalStatus;
}

/** Whether the chart has a transition for `type` from `status`, facts aside (which buttons to offer). */
export function rentalAllows(status: RentalStatus, type: RentalLifecycleEventType): boolean {
  return rentalLifecycle.states[status]?.ownEvents.includes(type) ?? false;
}

/** The permission each staff action needs (payments: PAYMENT_KIND_INFO.rental). */
export const RENTAL_EVENT_PERMISSION = {
  EDIT: 'rental.create',
  DISCARD: 'rental.create',
  SIGN: 'rental.create',
  RENEW: 'rental.create',
  END: 'rental.terminate',
  TERMINATE: 'rental.terminate',
  SETTLE: 'rental.settle',
} as const satisfies Record<Exclude<RentalLifecycleEventType, 'PAYMENT' | 'PAYMENT_REVERSED' | 'CREDIT_REFUNDED'>, Permission>;
