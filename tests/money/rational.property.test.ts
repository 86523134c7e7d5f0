// @vitest-environment node
/**
 * The fast integer arithmetic of the schedule (machines/money/rational.ts, civilDate.ts) against
 * the big.js and date-fns rules it replaces in the hot loop: identical results on random inputs,
 * including products beyond 2^53, ties, negative amounts and month ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, annuityPayment, applyRate, divideRound } from '../../machines/money/index.ts';
import { annuityRatio, applyRatio, compoundingWithin, divRoundHalfEven, divideShare, frenchKeepsShape } from '../../machines/money/rational.ts';
import { civilAddDays, civilAddMonths, civilOf, civilText, dayNumber, civilOfDay } from '../../machines/money/civilDate.ts';

const SEED = 20_261_124;
const amount = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }));
// Period rates as machines/loans/periodRate gives them (reduced millionths over periods a year), and odd ones.
const rate = fc.record({ numerator: fc.oneof(fc.integer({ min: 0, max: 120_000_000 }), fc.integer({ min: 0, max: 10 })), denominator: fc.oneof(fc.integer({ min: 1, max: 365_000_000 }), fc.constantFrom(1, 2, 3, 12, 50, 650)) });

describe('rational.ts gives the results of decimal.ts and annuity.ts (big.js)', () => {
  it('applyRatio = applyRate, also when amount · p passes 2^53 (or both refuse an unsafe result)', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        let expected: number | 'throws';
        try {
          expected = applyRate(a, r);
        } catch {
          expected = 'throws';
        }
        if (expected === 'throws') expect(() => applyRatio(a, r)).toThrow(RangeError);
        else expect(applyRatio(a, r)).toBe(expected);
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('divideShare = divideRound (ties to even, negatives too)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 12_000 }), (a, n) => {
        expect(divideShare(a, n)).toBe(divideRound(a, n));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
    // Ties: 5/2, 7/2, −5/2 → 2, 4, −2.
    expect([divideShare(5, 2), divideShare(7, 2), divideShare(-5, 2)]).toEqual([2, 4, -2]);
  });

  it('annuityRatio = annuityPayment for 1–360 periods', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_000 }), rate, fc.integer({ min: 1, max: 360 }), (p, r, n) => {
        let expected: number | 'throws';
        try {
          expected = annuityPayment(p, r, n);
        } catch {
          expected = 'throws';
        }
        if (expected === 'throws') expect(() => annuityRatio(p, r, n)).toThrow(RangeError);
        else expect(annuityRatio(p, r, n)).toBe(expected);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('compoundingWithin compares G(n) = ((1 + r)^n − 1) / r exactly: 13.41… for 2 % over 12 periods, n at 0 %', () => {
    const twoPercent = { numerator: 1, denominator: 50 };
    expect([compoundingWithin(twoPercent, 12, 14), compoundingWithin(twoPercent, 12, 13)]).toEqual([true, false]);
    expect([compoundingWithin({ numerator: 0, denominator: 1 }, 12, 12), compoundingWithin({ numerator: 0, denominator: 1 }, 12, 11)]).toEqual([true, false]);
  });

  it('frenchKeepsShape: the worked example keeps it; 0.10 over 12 rows at 2 % does not (its first principal part is under a cent)', () => {
    const twoPercent = { numerator: 1, denominator: 50 };
    expect(frenchKeepsShape(1_000_000, twoPercent, 12)).toBe(true);
    expect(frenchKeepsShape(10, twoPercent, 12)).toBe(false);
    expect(frenchKeepsShape(10, twoPercent, 1)).toBe(true);
  });

  it('divRoundHalfEven rounds ties to the even neighbour on both signs', () => {
    expect([5n, 15n, -5n, -15n, 7n, -7n].map((n) => divRoundHalfEven(n, 10n))).toEqual([0n, 2n, 0n, -2n, 1n, -1n]);
  });
});

describe('civilDate.ts gives the days of businessDate.ts (date-fns)', () => {
  const day = fc.integer({ min: dayNumber({ year: 1000, month: 1, day: 1 }), max: dayNumber({ year: 9_999, month: 12, day: 31 }) }).map((d) => civilText(civilOfDay(d)));
  // The last day of a month: the day before the first of the next.
  const monthEnd = fc
    .record({ year: fc.integer({ min: 1000, max: 9_998 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => civilText(civilOfDay(dayNumber(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }) - 1)));
  const date = fc.oneof(day, monthEnd, fc.constantFrom('2026-01-31', '2028-02-29', '2026-12-31', '2024-02-29', '2100-02-28'));

  it('addDays and addMonths agree for any date and step, backwards too (month ends clamp and return)', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -4_000, max: 4_000 }), (d, k) => {
        expect(civilText(civilAddDays(civilOf(d), k))).toBe(addDays(d, k));
        expect(civilText(civilAddMonths(civilOf(d), k % 400))).toBe(addMonths(d, k % 400));
      }),
      { seed: SEED, numRuns: 3_000 },
    );
  });

  it('reads and writes every day back unchanged, and refuses what is not a day', () => {
    fc.assert(fc.property(day, (d) => {
        expect(civilText(civilOf(d))).toBe(d);
      }), { seed: SEED, numRuns: 1_000 });
    expect(() => civilOf('2026-02-30')).toThrow(RangeError);
  });
});
