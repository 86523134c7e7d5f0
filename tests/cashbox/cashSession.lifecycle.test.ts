// @vitest-environment node
/**
 * The cash session's lifecycle chart (machines/cashbox/cashSession.lifecycle.ts) as the server runs
 * it (`nextSessionStatus`): every status × event, and the guards (pending deliveries, tolerance,
 * four eyes). server/cashbox/sessions.ts answers 409/403 exactly where this answers null
 * (tests/cashbox/cashbox.server.test.ts drives each refusal through the routes).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSessionStatus } from '../../machines/cashbox/cashSession.step.ts';
import { cashSessionLifecycle, type CashSessionLifecycleEvent } from '../../machines/cashbox/cashSession.lifecycle.ts';
import { CASH_SESSION_STATUSES } from '../../machines/cash/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import type { EventFixtures } from '../utils/fixtures.ts';

const close = (difference: number, pendingDeliveries = 0): Extract<CashSessionLifecycleEvent, { type: 'CLOSE' }> => ({ type: 'CLOSE', userId: 2, pendingDeliveries, difference, tolerance: 500_00 });

describe('nextSessionStatus', () => {
  it('opens only a closed box, records only while open', () => {
    expect(CASH_SESSION_STATUSES.map((s) => nextSessionStatus(s, null, { type: 'OPEN' }))).toEqual([null, null, 'open']);
    expect(CASH_SESSION_STATUSES.map((s) => nextSessionStatus(s, null, { type: 'RECORD' }))).toEqual(['open', null, null]);
  });

  it('closes within the tolerance, waits beyond it, refuses with pending deliveries', () => {
    expect(nextSessionStatus('open', null, close(0))).toBe('closed');
    expect(nextSessionStatus('open', null, close(-500_00))).toBe('closed');
    expect(nextSessionStatus('open', null, close(500_01))).toBe('closing');
    expect(nextSessionStatus('open', null, close(0, 1))).toBeNull();
    expect(nextSessionStatus('closing', 2, close(0))).toBeNull();
    expect(nextSessionStatus('closed', null, close(0))).toBeNull();
  });

  it('approves by anyone but the requester (four eyes); reopens a closing session only', () => {
    expect(nextSessionStatus('closing', 2, { type: 'APPROVE', userId: 1 })).toBe('closed');
    expect(nextSessionStatus('closing', 2, { type: 'APPROVE', userId: 2 })).toBeNull();
    expect(nextSessionStatus('open', null, { type: 'APPROVE', userId: 1 })).toBeNull();
    expect(nextSessionStatus('closing', 2, { type: 'REOPEN', userId: 1 })).toBe('open');
    expect(nextSessionStatus('open', null, { type: 'REOPEN', userId: 1 })).toBeNull();
    expect(nextSessionStatus('closed', null, { type: 'REOPEN', userId: 1 })).toBeNull();
  });

  it('four eyes off (the location\'s setting): the requester approves their own close too', () => {
    expect(nextSessionStatus('closing', 2, { type: 'APPROVE', userId: 2, fourEyes: false })).toBe('closed');
    expect(nextSessionStatus('closing', 2, { type: 'APPROVE', userId: 2, fourEyes: true })).toBeNull();
    expect(nextSessionStatus('open', null, { type: 'APPROVE', userId: 2, fourEyes: false })).toBeNull();
  });

  it('for any count: closed iff no pending deliveries and |difference| ≤ tolerance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_00, max: 10_000_00 }), fc.integer({ min: 0, max: 2_000_00 }), fc.nat(3), (difference, tolerance, pending) => {
        const next = nextSessionStatus('open', null, { type: 'CLOSE', userId: 1, pendingDeliveries: pending, difference, tolerance });
        expect(next).toBe(pending > 0 ? null : Math.abs(difference) <= tolerance ? 'closed' : 'closing');
      }),
    );
  });
});

const fixtures = {
  OPEN: { default: { type: 'OPEN' } },
  RECORD: { default: { type: 'RECORD' } },
  CLOSE: { within: close(100), beyond: close(600_00), pending: close(0, 2) },
  APPROVE: { other: { type: 'APPROVE', userId: 1 }, requester: { type: 'APPROVE', userId: 2 } },
  REOPEN: { default: { type: 'REOPEN', userId: 1 } },
} satisfies EventFixtures<CashSessionLifecycleEvent>;

describeModelPaths({ machine: cashSessionLifecycle, replayLogic: cashSessionLifecycle, fixtures });
