import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cashAfterMovement,
  cashDifference,
  denominationTotal,
  expectedCash,
  leavesCashBelowZero,
  overShortOf,
  reversalDirection,
  signedAmount,
  withinTolerance,
  type SignedAmount,
} from '../../machines/cash/index.ts';

const movement = fc.record({
  direction: fc.constantFrom<'in' | 'out'>('in', 'out'),
  amount: fc.integer({ min: 1, max: 10_000_000_00 }),
});

describe('cash arithmetic (domain.md "Cash")', () => {
  it('expected = opening + Σ in − Σ out, on a worked example', () => {
    const movements: SignedAmount[] = [
      { direction: 'in', amount: 150_00 },
      { direction: 'out', amount: 20_50 },
      { direction: 'in', amount: 5 },
    ];
    expect(expectedCash(1_000_00, movements)).toBe(1_129_55);
    expect(cashDifference(1_129_00, 1_129_55)).toBe(-55);
  });

  it('a reversal nets to zero whatever it reverses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(movement, { maxLength: 30 }), movement, (opening, before, reversed) => {
        const reversal = { direction: reversalDirection(reversed.direction), amount: reversed.amount };
        expect(expectedCash(opening, [...before, reversed, reversal])).toBe(expectedCash(opening, before));
      }),
    );
  });

  it('posting the over/short of a count makes the expected cash equal the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(movement, { maxLength: 30 }), fc.integer({ min: 0, max: 2e9 }), (opening, moves, counted) => {
        const expected = expectedCash(opening, moves);
        const overShort = overShortOf(cashDifference(counted, expected));
        expect(expectedCash(opening, overShort === null ? moves : [...moves, overShort])).toBe(counted);
      }),
    );
  });

  it('order does not change the expected cash (a sum, not a running counter)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(movement, { maxLength: 30 }), (opening, moves) => {
        expect(expectedCash(opening, [...moves].reverse())).toBe(expectedCash(opening, moves));
      }),
    );
  });

  it('tolerance is inclusive and symmetric', () => {
    expect(withinTolerance(500, 500)).toBe(true);
    expect(withinTolerance(-500, 500)).toBe(true);
    expect(withinTolerance(501, 500)).toBe(false);
    expect(withinTolerance(-501, 500)).toBe(false);
    expect(withinTolerance(1, 0)).toBe(false);
    expect(withinTolerance(0, 0)).toBe(true);
  });

  it('refuses a float, a zero or a negative amount instead of computing with it', () => {
    expect(() => signedAmount({ direction: 'in', amount: 1.5 })).toThrow(RangeError);
    expect(() => signedAmount({ direction: 'out', amount: 0 })).toThrow(RangeError);
    expect(() => signedAmount({ direction: 'in', amount: -3 })).toThrow(RangeError);
    expect(() => expectedCash(0.1, [])).toThrow(RangeError);
  });

  it('counts by denomination exactly, and refuses nonsense counts', () => {
    expect(denominationTotal({ '10000': 3, '500': 2, '10': 7 })).toBe(31_070);
    expect(denominationTotal({})).toBe(0);
    expect(() => denominationTotal({ '100': -1 })).toThrow(RangeError);
    expect(() => denominationTotal({ '100': 1.5 })).toThrow(RangeError);
    expect(() => denominationTotal({ abc: 1 })).toThrow(RangeError);
    expect(() => denominationTotal({ '0': 1 })).toThrow(RangeError);
  });
});

describe('no movement takes a session below zero (issue #29 item 5)', () => {
  it('the worked example of the issue: an expense of 100.000 in a box holding 71.557,09 is refused', () => {
    expect(cashAfterMovement(71_557_09, { direction: 'out', amount: 100_000_00 })).toBe(-28_442_91);
    expect(leavesCashBelowZero(71_557_09, { direction: 'out', amount: 100_000_00 })).toBe(true);
  });

  it('taking exactly what the box holds leaves zero and is allowed; money in is always allowed', () => {
    expect(leavesCashBelowZero(1_250_00, { direction: 'out', amount: 1_250_00 })).toBe(false);
    expect(leavesCashBelowZero(1_250_00, { direction: 'out', amount: 1_250_01 })).toBe(true);
    expect(leavesCashBelowZero(0, { direction: 'in', amount: 1 })).toBe(false);
  });

  it('agrees with expectedCash for any session and movement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.array(movement, { maxLength: 20 }), movement, (opening, before, next) => {
        const expected = expectedCash(opening, before);
        expect(cashAfterMovement(expected, next)).toBe(expectedCash(opening, [...before, next]));
        expect(leavesCashBelowZero(expected, next)).toBe(expectedCash(opening, [...before, next]) < 0);
      }),
    );
  });
});
