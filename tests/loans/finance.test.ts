/**
 * The rates staff are told (machines/loans/finance.ts): rate per period, periods per year, nominal
 * annual rate, TEA and CFT, against reference values computed apart (40-digit decimals) and
 * properties over random terms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate, internalRatePerPeriod, loanRates, periodRateOf, totalFinancialCost } from '../../machines/loans/finance.ts';
import { LOAN_FREQUENCIES, PERIODS_PER_YEAR, RATE_PERIODS, termsProblem, type LoanTerms } from '../../machines/loans/loan.schema.ts';
import { buildSchedule } from '../../machines/loans/schedule.ts';

const WORKED: LoanTerms = { principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-02-15' };
const totals = (terms: LoanTerms) => buildSchedule(terms).rows.map((row) => row.total);

describe('the rate per period and the periods per year', () => {
  it('uses 12, 26, 52 and 365 periods a year', () => {
    expect(PERIODS_PER_YEAR).toEqual({ monthly: 12, biweekly: 26, weekly: 52, daily: 365 });
  });

  it('spreads a monthly rate over the year and divides an annual (nominal) one', () => {
    expect(periodRateOf({ rateMillionths: 20_000, ratePeriod: 'month', frequency: 'monthly' })).toBe(0.02);
    expect(periodRateOf({ rateMillionths: 20_000, ratePeriod: 'month', frequency: 'weekly' })).toBeCloseTo((0.02 * 12) / 52, 15);
    expect(periodRateOf({ rateMillionths: 360_000, ratePeriod: 'year', frequency: 'monthly' })).toBe(0.03);
    expect(periodRateOf({ rateMillionths: 260_000, ratePeriod: 'year', frequency: 'biweekly' })).toBe(0.01);
    expect(periodRateOf({ rateMillionths: 365_000, ratePeriod: 'year', frequency: 'daily' })).toBe(0.001);
  });
});

describe('TEA = (1 + i)^n − 1', () => {
  // References: Python's decimal at 40 digits.
  it.each([
    [0.02, 12, '0.268241794562545318'],
    [0.03, 12, '0.425760886846178945'],
    [0.01, 26, '0.295256314967405950'],
    [0.36 / 52, 52, '0.431552569049477687'],
    [0.001, 365, '0.440251313429578361'],
    [0, 12, '0'],
  ])('i = %s over %s periods → %s', (i, n, tea) => {
    expect(effectiveAnnualRate(i, n)).toBeCloseTo(Number(tea), 14);
  });

  it('keeps its digits for a tiny rate (1 millionth a year, daily)', () => {
    const i = 0.000001 / 365;
    // Reference: 1.0000004986303022856e-6; (1 + i) ** 365 - 1 in doubles loses about 9 digits of it.
    expect(effectiveAnnualRate(i, 365) / Number('0.0000010000004986303022856')).toBeCloseTo(1, 14);
  });

  it('equals (1 + i)^n − 1 and is never below the nominal rate i · n (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.5, noNaN: true }), fc.constantFrom(12, 26, 52, 365), (i, n) => {
        const tea = effectiveAnnualRate(i, n);
        expect(tea).toBeGreaterThanOrEqual(i * n * (1 - 1e-12));
        expect(Math.abs(tea - ((1 + i) ** n - 1))).toBeLessThanOrEqual(1e-9 * Math.max(1, tea));
      }),
    );
  });

  it('refuses a rate of −100 % or less and a period count that is not a positive integer', () => {
    expect(() => effectiveAnnualRate(-1, 12)).toThrow(RangeError);
    expect(() => effectiveAnnualRate(0.01, 0)).toThrow(RangeError);
  });
});

describe('the internal rate of return and the CFT', () => {
  it('finds 10 % for 1,000 → 1,100 one period later', () => {
    expect(internalRatePerPeriod(1000, [1100])).toBeCloseTo(0.1, 15);
  });

  it('is the worked example\'s 2 % a month, a little above by the installment rounded up (945.60 for 945.596…)', () => {
    // Reference (40-digit bisection): i = 0.0200000526564734423, CFT = 0.268242580223243378.
    expect(internalRatePerPeriod(1_000_000, totals(WORKED))).toBeCloseTo(0.020_000_052_656_473_442, 15);
    expect(totalFinancialCost({ principal: 1_000_000, payments: totals(WORKED), periodsPerYear: 12 })).toBeCloseTo(Number('0.268242580223243378'), 13);
  });

  it('is zero for an interest-free loan and negative when less comes back than was lent', () => {
    expect(internalRatePerPeriod(1200, [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100])).toBeCloseTo(0, 15);
    expect(internalRatePerPeriod(1000, [500, 400])).toBeLessThan(0);
  });

  it('is the TEA for an exact annuity, and a charge at disbursement raises it (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0001, max: 0.2, noNaN: true }), fc.integer({ min: 1, max: 360 }), fc.constantFrom(12, 26, 52, 365), (i, n, ppy) => {
        const principal = 1_000_000_000;
        // 1 − (1 + i)^−n without the cancellation a small i suffers (seed 755480526 found i = 0.0001,
        // n = 1: computed as written, the payment itself was off by 5e-9 relative to i's scale).
        const payment = (principal * i) / -Math.expm1(-n * Math.log1p(i));
        const payments = Array.from({ length: n }, () => payment);
        expect(internalRatePerPeriod(principal, payments) / i).toBeCloseTo(1, 8);
        const cft = totalFinancialCost({ principal, payments, periodsPerYear: ppy });
        expect(cft / effectiveAnnualRate(i, ppy)).toBeCloseTo(1, 6);
        expect(totalFinancialCost({ principal, upfrontCharges: principal / 100, payments, periodsPerYear: ppy })).toBeGreaterThan(cft);
      }),
    );
  });

  it('refuses an empty or negative set of flows', () => {
    expect(() => internalRatePerPeriod(0, [1])).toThrow(RangeError);
    expect(() => internalRatePerPeriod(100, [])).toThrow(RangeError);
    expect(() => internalRatePerPeriod(100, [-1, 200])).toThrow(RangeError);
  });
});

describe('loanRates: what the preview and the loan page say', () => {
  it('says the worked example: 2 % a month, 12 periods, 24 % nominal, TEA 26.82 %, CFT 26.82 %', () => {
    const rates = loanRates(WORKED, totals(WORKED));
    expect(rates.perPeriod).toBe(0.02);
    expect(rates.periodsPerYear).toBe(12);
    expect(rates.nominalAnnual).toBe(0.24);
    expect(rates.effectiveAnnual).toBeCloseTo(0.268241794562545, 14);
    expect(rates.totalFinancialCost).toBeCloseTo(0.268242580223243, 13);
  });

  it('reads an annual rate as nominal: 36 % a year paid weekly is 36/52 % a week, TEA 43.16 %', () => {
    const terms: LoanTerms = { ...WORKED, rateMillionths: 360_000, ratePeriod: 'year', frequency: 'weekly', installments: 52 };
    const rates = loanRates(terms, totals(terms));
    expect(rates.nominalAnnual).toBe(0.36);
    expect(rates.perPeriod).toBeCloseTo(0.36 / 52, 16);
    expect(rates.effectiveAnnual).toBeCloseTo(Number('0.431552569049477687'), 14);
  });

  it('CFT is within a rounding of the TEA for every accepted schedule (property: loans have no fees)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...RATE_PERIODS),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(...LOAN_FREQUENCIES),
        (principal, rateMillionths, ratePeriod, installments, frequency) => {
          const terms: LoanTerms = { principal, rateMillionths, ratePeriod, installments, frequency, method: 'french', firstDueDate: '2026-03-31' };
          fc.pre(termsProblem(terms) === null);
          const rates = loanRates(terms, totals(terms));
          expect(Number.isFinite(rates.totalFinancialCost)).toBe(true);
          expect(Math.abs(rates.totalFinancialCost - rates.effectiveAnnual)).toBeLessThan(1e-3 * Math.max(1, rates.effectiveAnnual));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the refusal docs/loans.md names', () => {
  const french = { ratePeriod: 'month', frequency: 'monthly', method: 'french', firstDueDate: '2026-01-31', rateMillionths: 20_000 } as const;

  it('10,000.00 at 2 % a month over 360 months is tooSteep: no larger amount would do (2 % a month stops at 183)', () => {
    expect(termsProblem({ ...french, principal: 1_000_000, installments: 360 })).toBe('tooSteep');
    expect(termsProblem({ ...french, principal: 1_000_000_000_000, installments: 360 })).toBe('tooSteep');
    expect(termsProblem({ ...french, principal: 1_000_000, installments: 183 })).toBeNull();
    expect(termsProblem({ ...french, principal: 1_000_000, installments: 184 })).toBe('tooSteep');
  });

  it('100.00 at 2 % a month over 180 months is tooSmall: 1,000.00 would do', () => {
    expect(termsProblem({ ...french, principal: 10_000, installments: 180 })).toBe('tooSmall');
    expect(termsProblem({ ...french, principal: 100_000, installments: 180 })).toBeNull();
  });
});
