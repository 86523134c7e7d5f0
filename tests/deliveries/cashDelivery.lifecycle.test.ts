/**
 * The delivery's lifecycle chart (machines/deliveries/cashDelivery.lifecycle.ts) through the pure
 * functions the server uses (cashDelivery.transitions.ts), and the arithmetic of
 * cashDelivery.rules.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CASH_DELIVERY_STATUSES } from '../../machines/cash/cash.schema.ts';
import {
  LIFECYCLE_STATUSES,
  allowedActions,
  availableToDeliver,
  cashDeliveryLifecycle,
  declarableRefusal,
  deliveryDifference,
  nextStatus,
  resolutionShortfall,
} from '../../machines/deliveries/index.ts';

const SENDER = 3;
const RECEIVER = 2;
const context = { senderId: SENDER, declared: 100_00 };
const receive = (receivedAmount: number, actorId = RECEIVER, actorHasOpenSession = true) =>
  ({ type: 'RECEIVE', actorId, receivedAmount, actorHasOpenSession }) as const;

describe('the cash delivery lifecycle', () => {
  it('has exactly the statuses of the table', () => {
    expect(Object.keys(cashDeliveryLifecycle.states).sort()).toEqual([...CASH_DELIVERY_STATUSES].sort());
    expect([...LIFECYCLE_STATUSES].sort()).toEqual([...CASH_DELIVERY_STATUSES].sort());
  });

  it('pending → received when the amounts match, → disputed when they differ', () => {
    expect(nextStatus('pending', context, receive(100_00))).toEqual({ ok: true, status: 'received' });
    expect(nextStatus('pending', context, receive(99_99))).toEqual({ ok: true, status: 'disputed' });
    expect(nextStatus('pending', context, receive(100_01))).toEqual({ ok: true, status: 'disputed' });
    expect(nextStatus('pending', context, receive(0))).toEqual({ ok: true, status: 'disputed' });
  });

  it('refuses the sender as receiver, and a receiver without an open session', () => {
    expect(nextStatus('pending', context, receive(100_00, SENDER))).toEqual({ ok: false, code: 'ownDelivery' });
    expect(nextStatus('pending', context, receive(100_00, RECEIVER, false))).toEqual({ ok: false, code: 'noOpenSession' });
  });

  it('lets only the sender cancel, and only while pending', () => {
    expect(nextStatus('pending', context, { type: 'CANCEL', actorId: SENDER })).toEqual({ ok: true, status: 'cancelled' });
    expect(nextStatus('pending', context, { type: 'CANCEL', actorId: RECEIVER })).toEqual({ ok: false, code: 'notSender' });
    for (const status of ['received', 'disputed', 'resolved', 'cancelled'] as const)
      expect(nextStatus(status, context, { type: 'CANCEL', actorId: SENDER })).toEqual({ ok: false, code: 'wrongStatus' });
  });

  it('resolves only a disputed delivery; received, resolved and cancelled are final', () => {
    expect(nextStatus('disputed', context, { type: 'RESOLVE' })).toEqual({ ok: true, status: 'resolved' });
    for (const status of ['pending', 'received', 'resolved', 'cancelled'] as const)
      expect(nextStatus(status, context, { type: 'RESOLVE' })).toEqual({ ok: false, code: 'wrongStatus' });
    for (const status of ['received', 'disputed', 'resolved', 'cancelled'] as const) expect(nextStatus(status, context, receive(100_00))).toEqual({ ok: false, code: 'wrongStatus' });
    for (const status of ['received', 'resolved', 'cancelled'] as const) expect(Object.keys(cashDeliveryLifecycle.states[status]!.config.on ?? {})).toEqual([]);
  });

  it('offers only what the chart and the permissions allow', () => {
    const delivery = { status: 'pending' as const, sender_id: SENDER, declared_amount: 100_00 };
    const cashier = { userId: RECEIVER, canReceive: true, canResolve: false, canCreate: false };
    const collector = { userId: SENDER, canReceive: false, canResolve: false, canCreate: true };
    const admin = { userId: 1, canReceive: true, canResolve: true, canCreate: true };
    expect(allowedActions(delivery, cashier)).toEqual({ receive: true, cancel: false, resolve: false });
    expect(allowedActions(delivery, collector)).toEqual({ receive: false, cancel: true, resolve: false });
    expect(allowedActions(delivery, admin)).toEqual({ receive: true, cancel: false, resolve: false });
    expect(allowedActions({ ...delivery, status: 'disputed' }, admin)).toEqual({ receive: false, cancel: false, resolve: true });
    expect(allowedActions({ ...delivery, status: 'disputed' }, cashier)).toEqual({ receive: false, cancel: false, resolve: false });
    expect(allowedActions({ ...delivery, sender_id: 1 }, admin)).toEqual({ receive: false, cancel: true, resolve: false });
  });
});

describe('the delivery arithmetic', () => {
  it('available = expected − pending − disputed shortfalls, never below zero', () => {
    expect(availableToDeliver({ expected: 500_00, pendingDeclared: 100_00, disputedShortfall: 50_00 })).toBe(350_00);
    expect(availableToDeliver({ expected: 100_00, pendingDeclared: 100_00, disputedShortfall: 1 })).toBe(0);
  });

  it('refuses zero, negative and more than available; accepts up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (amount, available) => {
        const refusal = declarableRefusal(amount, available);
        if (amount <= 0) expect(refusal).toBe('notPositive');
        else expect(refusal).toBe(amount > available ? 'exceedsHeld' : null);
      }),
    );
  });

  it('the difference is received − declared; the shortfall its negative part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (declared, received) => {
        expect(deliveryDifference(declared, received)).toBe(received - declared);
        expect(resolutionShortfall(declared, received)).toBe(Math.max(0, declared - received));
      }),
    );
  });
});
