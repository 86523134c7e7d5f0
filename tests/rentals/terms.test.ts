import { describe, expect, it } from 'vitest';
import { buildTerms, periodEndAfter, rentalTermsProblem, termCount } from '../../machines/rentals/terms.ts';
import type { RentalContract } from '../../machines/rentals/rental.schema.ts';

const base = { frequency: 'monthly', dueDay: 5, startDate: '2026-01-01', endDate: '2026-12-31', rent: 50_000, lateFeeKind: 'fixed', lateFeeValue: 0 } as const satisfies Partial<RentalContract>;

describe('a rental\'s terms', () => {
  it('a year of monthly terms, each due on its due day', () => {
    const terms = buildTerms(base);
    expect(terms).toHaveLength(12);
    expect(terms[0]).toEqual({ number: 1, from: '2026-01-01', to: '2026-01-31', dueDate: '2026-01-05', rent: 50_000 });
    expect(terms[11]).toEqual({ number: 12, from: '2026-12-01', to: '2026-12-31', dueDate: '2026-12-05', rent: 50_000 });
  });

  it('month ends clamp without drifting, and a due day before the start day falls in the next month', () => {
    const terms = buildTerms({ ...base, startDate: '2026-01-31', endDate: periodEndAfter({ frequency: 'monthly', startDate: '2026-01-31' }, 3), dueDay: 10 });
    expect(terms.map((t) => [t.from, t.to, t.dueDate])).toEqual([
      ['2026-01-31', '2026-02-27', '2026-02-10'],
      ['2026-02-28', '2026-03-30', '2026-03-10'],
      ['2026-03-31', '2026-04-29', '2026-04-10'],
    ]);
    // Jan 31 → Feb 27: due day 28 would be outside the period, so it is due on its last day.
    expect(buildTerms({ ...base, startDate: '2026-01-31', endDate: '2026-02-27', dueDay: 28 })[0]?.dueDate).toBe('2026-02-27');
  });

  it('weekly and biweekly terms are due on the period\'s n-th day', () => {
    expect(buildTerms({ ...base, frequency: 'weekly', dueDay: 3, startDate: '2026-03-02', endDate: '2026-03-15' }).map((t) => t.dueDate)).toEqual(['2026-03-04', '2026-03-11']);
    expect(buildTerms({ ...base, frequency: 'biweekly', dueDay: 14, startDate: '2026-03-02', endDate: '2026-03-15' }).map((t) => t.dueDate)).toEqual(['2026-03-15']);
  });

  it('whole periods only: an end that is no period\'s end is refused', () => {
    expect(termCount({ ...base, endDate: '2026-12-30' })).toBeNull();
    expect(rentalTermsProblem({ ...base, endDate: '2026-12-30' })).toBe('notWholePeriods');
    expect(rentalTermsProblem({ ...base, frequency: 'weekly', dueDay: 8, endDate: '2026-01-07' })).toBe('dueDayOutOfPeriod');
    expect(rentalTermsProblem({ ...base, lateFeeKind: 'percent', lateFeeValue: 10_001 })).toBe('percentTooHigh');
    expect(rentalTermsProblem({ ...base, endDate: '2048-12-31' })).toBe('tooManyTerms');
    expect(rentalTermsProblem(base)).toBeNull();
    expect(() => buildTerms({ ...base, endDate: '2026-12-30' })).toThrow(RangeError);
  });
});
