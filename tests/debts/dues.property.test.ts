// @vitest-environment node
/**
 * A debt's dues over random terms (fast-check, fixed seed): the parts sum exactly to the amount,
 * none is negative, all but the last are equal (the last takes the remainder, less than n more),
 * and the due dates are loans' `dueDateOf` from the first.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEBT_FREQUENCIES, DEBT_LIMITS, debtDues } from '../../machines/debts/index.ts';
import { dueDateOf } from '../../machines/loans/schedule.ts';

const SEED = 19_019;
const date = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const terms = fc.record({
  amount: fc.integer({ min: 1, max: DEBT_LIMITS.maxAmount }),
  installments: fc.integer({ min: 1, max: DEBT_LIMITS.maxInstallments }),
  frequency: fc.constantFrom(...DEBT_FREQUENCIES),
  firstDueDate: date,
});

describe('debtDues', () => {
  it('splits the amount exactly, the last part taking the remainder, on the loans’ due dates', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const dues = debtDues(t);
        expect(dues).toHaveLength(t.installments);
        expect(dues.reduce((sum, d) => sum + d.amount, 0)).toBe(t.amount);
        const share = dues[0]!.amount;
        dues.forEach((d, k) => {
          expect(d.amount).toBeGreaterThanOrEqual(0);
          expect(d.number).toBe(k + 1);
          expect(d.dueDate).toBe(dueDateOf(t.firstDueDate, t.frequency, k));
          if (k < dues.length - 1) expect(d.amount).toBe(share);
        });
        const last = dues[dues.length - 1]!.amount;
        expect(last - share).toBeGreaterThanOrEqual(0);
        expect(last - share).toBeLessThan(t.installments);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('examples: 1.000,00 in 3 monthly parts; month ends clamp', () => {
    expect(debtDues({ amount: 1_000_00, installments: 3, frequency: 'monthly', firstDueDate: '2026-01-31' })).toEqual([
      { number: 1, dueDate: '2026-01-31', amount: 333_33 },
      { number: 2, dueDate: '2026-02-28', amount: 333_33 },
      { number: 3, dueDate: '2026-03-31', amount: 333_34 },
    ]);
  });

  it('refuses terms the schema refuses', () => {
    expect(() => debtDues({ amount: 0, installments: 1, frequency: 'monthly', firstDueDate: '2026-01-01' })).toThrow(RangeError);
    expect(() => debtDues({ amount: 100, installments: 61, frequency: 'monthly', firstDueDate: '2026-01-01' })).toThrow(RangeError);
  });
});
