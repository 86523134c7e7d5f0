/**
 * The chart's answer for one delivery and one event, with XState's pure functions (no actor): the
 * status the event leads to, or why it is refused (a code the API sends with its 409 and the
 * screens translate). The server calls `nextStatus` under the delivery's row lock; the screens call
 * `allowedActions` to offer only what the chart allows.
 */
import { getNextSnapshot } from 'xstate';
import type { CashDeliveryStatus } from '../cash/cash.schema.ts';
import { cashDeliveryLifecycle, type CashDeliveryContext, type CashDeliveryEvent } from './cashDelivery.lifecycle.ts';

/** Why the chart refuses an event. */
export type LifecycleRefusal = 'wrongStatus' | 'ownDelivery' | 'noOpenSession' | 'notSender';

export type LifecycleAnswer = { ok: true; status: CashDeliveryStatus } | { ok: false; code: LifecycleRefusal };

export function snapshotOf(status: CashDeliveryStatus, context: CashDeliveryContext) {
  return cashDeliveryLifecycle.resolveState({ value: status, context });
}

/** Does the status accept this kind of event at all (whatever its guards say)? */
function acceptsType(status: CashDeliveryStatus, type: CashDeliveryEvent['type']): boolean {
  const node = cashDeliveryLifecycle.states[status];
  return node !== undefined && Object.prototype.hasOwnProperty.call(node.config.on ?? {}, type);
}

function guardRefusal(context: CashDeliveryContext, event: CashDeliveryEvent): LifecycleRefusal {
  if (event.type === 'RECEIVE') return event.actorId === context.senderId ? 'ownDelivery' : 'noOpenSession';
  return 'notSender';
}

export function nextStatus(status: CashDeliveryStatus, context: CashDeliveryContext, event: CashDeliveryEvent): LifecycleAnswer {
  const snapshot = snapshotOf(status, context);
  if (!acceptsType(status, event.type)) return { ok: false, code: 'wrongStatus' };
  if (!snapshot.can(event)) return { ok: false, code: guardRefusal(context, event) };
  const next = getNextSnapshot(cashDeliveryLifecycle, snapshot, event);
  return { ok: true, status: next.value as CashDeliveryStatus };
}

export interface DeliveryActor {
  userId: number;
  /** The caller's role holds these codes. */
  canReceive: boolean;
  canResolve: boolean;
  canCreate: boolean;
}

export interface DeliveryActions {
  receive: boolean;
  cancel: boolean;
  resolve: boolean;
}

/**
 * What the screen offers on one delivery: the chart's transitions the caller's permissions allow.
 * 'Recibir' is offered to a receiver who is not the sender (the open session is checked by the
 * server, which answers `noOpenSession`).
 */
export function allowedActions(delivery: { status: CashDeliveryStatus; sender_id: number; declared_amount: number }, actor: DeliveryActor): DeliveryActions {
  const context = { senderId: delivery.sender_id, declared: delivery.declared_amount };
  const receive = { type: 'RECEIVE', actorId: actor.userId, receivedAmount: delivery.declared_amount, actorHasOpenSession: true } as const;
  return {
    receive: actor.canReceive && nextStatus(delivery.status, context, receive).ok,
    cancel: actor.canCreate && nextStatus(delivery.status, context, { type: 'CANCEL', actorId: actor.userId }).ok,
    resolve: actor.canResolve && nextStatus(delivery.status, context, { type: 'RESOLVE' }).ok,
  };
}
