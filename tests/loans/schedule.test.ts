import { describe, expect, it } from 'vitest';
import { buildSchedule, dueDateOf, periodRate } from '../../machines/loans/schedule.ts';
import type { LoanTerms } from '../../machines/loans/loan.schema.ts';

// domain.md "Arithmetic": 10,000.00 at 2 % a month, 12 monthly installments.
const worked: LoanTerms = {
  principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-01-31',
};

describe('buildSchedule: the worked example of domain.md', () => {
  it('French: 945.60 each, the last 945.55 (927.01 + 18.54), total interest 1,347.15', () => {
    const s = buildSchedule(worked);
    expect(s.rows.slice(0, 11).every((row) => row.total === 94_560)).toBe(true);
    expect(s.rows[11]).toMatchObject({ principal: 92_701, interest: 1_854, total: 94_555, balance: 0 });
    expect(s.totalInterest).toBe(134_715);
    expect(s.totalPayable).toBe(1_134_715);
    expect(s.installment).toBe(94_560);
    expect(s.lastDiffers).toBe(true);
  });

  it('flat: 1,033.33 × 11 and 1,033.37', () => {
    const s = buildSchedule({ ...worked, method: 'flat' });
    expect(s.rows.slice(0, 11).map((row) => row.total)).toEqual(Array(11).fill(103_333));
    expect(s.rows[11]?.total).toBe(103_337);
    expect(s.totalInterest).toBe(240_000);
  });

  it('equal principal: first 1,033.33, last 850.04', () => {
    const s = buildSchedule({ ...worked, method: 'equalPrincipal' });
    expect(s.rows[0]?.total).toBe(103_333);
    expect(s.rows[11]?.total).toBe(85_004);
    expect(s.lastDiffers).toBe(true);
  });

  it('counts due dates from the first, so month ends clamp and come back (Jan 31 → Feb 28 → Mar 31)', () => {
    expect(buildSchedule(worked).rows.slice(0, 3).map((row) => row.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(dueDateOf('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
    expect(dueDateOf('2026-01-31', 'biweekly', 2)).toBe('2026-02-28');
    expect(dueDateOf('2026-12-31', 'daily', 1)).toBe('2027-01-01');
  });

  it('spreads a rate over the frequency: 24 % a year paid weekly is 24/52 % a week; 2 % a month monthly stays 2 %', () => {
    expect(periodRate({ rateMillionths: 240_000, ratePeriod: 'year', frequency: 'weekly' })).toEqual({ numerator: 3, denominator: 650 });
    expect(periodRate({ rateMillionths: 20_000, ratePeriod: 'month', frequency: 'monthly' })).toEqual({ numerator: 1, denominator: 50 });
  });

  it('an interest-free loan splits the principal, the last row taking the rest', () => {
    const s = buildSchedule({ ...worked, rateMillionths: 0, principal: 100_000, installments: 3 });
    expect(s.rows.map((row) => row.total)).toEqual([33_333, 33_333, 33_334]);
    expect(s.totalInterest).toBe(0);
  });

  it('refuses terms outside the schema rather than computing nonsense', () => {
    expect(() => buildSchedule({ ...worked, installments: 0 })).toThrow(RangeError);
    expect(() => buildSchedule({ ...worked, principal: 0 })).toThrow(RangeError);
    expect(() => buildSchedule({ ...worked, rateMillionths: -1 })).toThrow(RangeError);
  });
});
