// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectedByKind,
  defaultPeriod,
  MAX_PERIOD_DAYS,
  par30Permille,
  periodErrorOf,
  presetOf,
  presetPeriod,
  PERIOD_PRESETS,
  totalCashOnHand,
} from '../../machines/analytics/index.ts';
import { addDays, daysBetween } from '../../machines/money/index.ts';

const TODAY = '2026-11-24';
/** Business dates from 2000 to 2099, as days after 2000-01-01. */
const aDate = fc.integer({ min: 0, max: 36_000 }).map((n) => addDays('2000-01-01', n));

describe('PAR30', () => {
  it('is the principal more than 30 days late over the outstanding principal, in tenths of a percent', () => {
    expect(par30Permille({ outstanding: 1_000_00, atRisk30: 123_00 })).toBe(123);
    expect(par30Permille({ outstanding: 3_000_00, atRisk30: 1_000_00 })).toBe(333);
    expect(par30Permille({ outstanding: 1_000_00, atRisk30: 1_000_00 })).toBe(1000);
  });

  it('is 0 when nothing is outstanding (a new business), not a division by zero', () => {
    expect(par30Permille({ outstanding: 0, atRisk30: 0 })).toBe(0);
  });

  it('rounds half to even', () => {
    // 1/2000 = 0.05 % = 0.5 tenths → 0; 3/2000 = 1.5 tenths → 2.
    expect(par30Permille({ outstanding: 2000, atRisk30: 1 })).toBe(0);
    expect(par30Permille({ outstanding: 2000, atRisk30: 3 })).toBe(2);
  });

  it('stays within 0..1000 and is exact beyond the float range', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.double({ min: 0, max: 1, noNaN: true }), (outstanding, share) => {
      const atRisk30 = Math.floor(outstanding * share);
      const permille = par30Permille({ outstanding, atRisk30 });
      expect(permille).toBeGreaterThanOrEqual(0);
      expect(permille).toBeLessThanOrEqual(1000);
      // Within half a tenth of the true ratio.
      expect(Math.abs(permille - (atRisk30 * 1000) / outstanding)).toBeLessThanOrEqual(0.5 + 1e-6);
    }));
  });
});

describe('the period', () => {
  it('defaults to this month: the 1st of the business date\'s month up to the business date', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(defaultPeriod('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('has the presets Hoy, Este mes and Últimos 30 días, each recognised as itself', () => {
    expect(presetPeriod('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetPeriod('last30', TODAY)).toEqual({ from: '2026-10-26', to: TODAY });
    for (const preset of PERIOD_PRESETS) expect(presetOf(presetPeriod(preset, TODAY), TODAY)).toBe(preset);
    expect(presetOf({ from: '2026-11-02', to: TODAY }, TODAY)).toBeNull();
  });

  it('accepts desde ≤ hasta ≤ the business date, 366 days at most', () => {
    expect(periodErrorOf({ from: '2026-11-01', to: TODAY }, TODAY)).toBeNull();
    expect(periodErrorOf({ from: addDays(TODAY, -(MAX_PERIOD_DAYS - 1)), to: TODAY }, TODAY)).toBeNull();
    expect(periodErrorOf({ from: addDays(TODAY, -MAX_PERIOD_DAYS), to: TODAY }, TODAY)).toEqual({ field: 'from', reason: 'tooLong' });
    expect(periodErrorOf({ from: '2026-11-20', to: '2026-11-10' }, TODAY)).toEqual({ field: 'from', reason: 'afterTo' });
    expect(periodErrorOf({ from: '2026-11-20', to: '2026-11-25' }, TODAY)).toEqual({ field: 'to', reason: 'afterToday' });
    expect(periodErrorOf({ from: '', to: TODAY }, TODAY)).toEqual({ field: 'from', reason: 'invalidDate' });
    expect(periodErrorOf({ from: TODAY, to: '2026-02-30' }, TODAY)).toEqual({ field: 'to', reason: 'invalidDate' });
  });

  it('accepts exactly the periods the rule describes (any dates)', () => {
    fc.assert(fc.property(aDate, aDate, aDate, (from, to, today) => {
      const ok = daysBetween(from, to) >= 0 && daysBetween(to, today) >= 0 && daysBetween(from, to) + 1 <= MAX_PERIOD_DAYS;
      expect(periodErrorOf({ from, to }, today) === null).toBe(ok);
    }));
  });

  it('every preset is a valid period on any business date', () => {
    fc.assert(fc.property(aDate, fc.constantFrom(...PERIOD_PRESETS), (today, preset) => {
      expect(periodErrorOf(presetPeriod(preset, today), today)).toBeNull();
    }));
  });
});

describe('totals', () => {
  it('adds every kind collected, listing each kind in order', () => {
    expect(collectedByKind({ loan: 100, rental: 20, debt: 3, fee: 0 })).toEqual({
      parts: [{ kind: 'loan', amount: 100 }, { kind: 'rental', amount: 20 }, { kind: 'debt', amount: 3 }, { kind: 'fee', amount: 0 }],
      total: 123,
    });
  });

  it('adds the expected cash of every open box (none: zero)', () => {
    expect(totalCashOnHand([])).toBe(0);
    expect(totalCashOnHand([{ expected: 500_00 }, { expected: 125_50 }])).toBe(625_50);
  });
});
