// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, applyRate } from '../../machines/money/index.ts';

describe('annuityPayment (French method)', () => {
  it('gives the published example: 10,000.00 at 2 % a month over 12 months is 945.60', () => {
    expect(annuityPayment(1_000_000, '0.02', 12)).toBe(94_560);
  });

  it('with half-even interest each period, leaves the worked example with a last installment of 945.55 and 1,347.15 of interest', () => {
    const installment = annuityPayment(1_000_000, '0.02', 12);
    let balance = 1_000_000;
    let interestTotal = 0;
    let last = 0;
    for (let k = 1; k <= 12; k++) {
      const interest = applyRate(balance, '0.02');
      interestTotal += interest;
      // The last installment takes whatever principal is left.
      const principal = k === 12 ? balance : installment - interest;
      if (k === 12) last = principal + interest;
      balance -= principal;
    }
    expect(last).toBe(94_555);
    expect(interestTotal).toBe(134_715);
  });

  it('matches other known values', () => {
    // 100,000.00 at 6 % a year, monthly over 30 years: the textbook mortgage, 599.55.
    expect(annuityPayment(10_000_000, { numerator: '0.06', denominator: 12 }, 360)).toBe(59_955);
    // 1,000 at 10 % a period over 1 period: everything plus one period's interest.
    expect(annuityPayment(100_000, '0.10', 1)).toBe(110_000);
    // 5,000 JPY-like (0 digits) at 1 % over 3: 1700.11… → 1700.
    expect(annuityPayment(5000, '0.01', 3)).toBe(1700);
  });

  it('divides the principal evenly at 0 %, half-even', () => {
    expect(annuityPayment(1_000_000, '0', 12)).toBe(83_333);
    expect(annuityPayment(10, '0', 4)).toBe(2);
  });

  it('refuses impossible inputs', () => {
    expect(() => annuityPayment(100, '0.02', 0)).toThrow(RangeError);
    expect(() => annuityPayment(100, '-0.01', 12)).toThrow(RangeError);
    expect(() => annuityPayment(100.5, '0.02', 12)).toThrow(RangeError);
    expect(() => annuityPayment(100, { numerator: 1, denominator: 0 }, 12)).toThrow(RangeError);
  });

  it('pays the loan off: after n installments with interest charged each period, the balance is within rounding of zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 500 }).map((bp) => (bp / 10_000).toFixed(4)),
        fc.integer({ min: 1, max: 60 }),
        (principal, rate, periods) => {
          const installment = annuityPayment(principal, rate, periods);
          let balance = principal;
          for (let k = 0; k < periods; k++) balance = balance + applyRate(balance, rate) - installment;
          // Each period's interest is rounded by at most half a unit, and the installment itself by
          // half a unit; compounded over the term that stays within a few units per period.
          expect(Math.abs(balance)).toBeLessThanOrEqual(periods * (1 + Number(rate)) ** periods);
        },
      ),
      { numRuns: 200 },
    );
  });
});
