// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reversalFailureOf } from '../../machines/cashMovements/movementReversal.machine.ts';

describe("a movement reversal's refusal, as the dialog words it", () => {
  it('tells a box that would go below zero apart from the ledger saying no', () => {
    expect(reversalFailureOf({ kind: 'status', status: 409, code: 'insufficientCash', available: 1_034_56 })).toBe('insufficientCash');
    expect(reversalFailureOf({ kind: 'status', status: 409, code: 'alreadyReversed' })).toBe('conflict');
    expect(reversalFailureOf({ kind: 'status', status: 409 })).toBe('conflict');
    expect(reversalFailureOf({ kind: 'status', status: 403 })).toBe('forbidden');
    expect(reversalFailureOf({ kind: 'timeout' })).toBe('unavailable');
  });
});
