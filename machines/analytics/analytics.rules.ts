/**
 * The rules of 'Analítica' (#19) the page applies to the contract's answer: PAR30 from its
 * amounts, the period a person may ask for, the presets, and the totals by kind. Pure and
 * framework-free; the server answers the amounts, these only derive from them.
 */
import { addDays, daysBetween, divRoundHalfEven, isBusinessDate, type BusinessDate } from '../money/index.ts';
import type { CollectedByKind } from './analytics.schema.ts';

/** The longest period, in days counted inclusively (a leap year). */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  from: BusinessDate;
  to: BusinessDate;
}

/**
 * Why a period cannot be asked for, by the field that shows it: a date that is not one, `from`
 * after `to`, `to` after the business date (the future has no figures), longer than 366 days.
 */
export type PeriodError =
  | { field: 'from' | 'to'; reason: 'invalidDate' }
  | { field: 'from'; reason: 'afterTo' }
  | { field: 'to'; reason: 'afterToday' }
  | { field: 'from'; reason: 'tooLong' };

/** desde ≤ hasta ≤ the business date, at most 366 days; null when the period may be asked for. */
export function periodErrorOf(period: Period, businessDate: BusinessDate): PeriodError | null {
  if (!isBusinessDate(period.from)) return { field: 'from', reason: 'invalidDate' };
  if (!isBusinessDate(period.to)) return { field: 'to', reason: 'invalidDate' };
  if (daysBetween(businessDate, period.to) > 0) return { field: 'to', reason: 'afterToday' };
  if (daysBetween(period.from, period.to) < 0) return { field: 'from', reason: 'afterTo' };
  if (daysBetween(period.from, period.to) + 1 > MAX_PERIOD_DAYS) return { field: 'from', reason: 'tooLong' };
  return null;
}

/** The first day of the business date's month. */
export const firstOfMonth = (date: BusinessDate): BusinessDate => `${date.slice(0, 8)}01`;

export const PERIOD_PRESETS = ['today', 'month', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** 'Hoy', 'Este mes' (the default: the 1st … the business date), 'Últimos 30 días' (30 days ending today). */
export function presetPeriod(preset: PeriodPreset, businessDate: BusinessDate): Period {
  switch (preset) {
    case 'today':
      return { from: businessDate, to: businessDate };
    case 'month':
      return { from: firstOfMonth(businessDate), to: businessDate };
    case 'last30':
      return { from: addDays(businessDate, -29), to: businessDate };
  }
}

/** The period the page asks for when none is chosen: this month. */
export const defaultPeriod = (businessDate: BusinessDate): Period => presetPeriod('month', businessDate);

/** The preset a period is, if any (so its button shows as pressed). */
export function presetOf(period: Period, businessDate: BusinessDate): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, businessDate);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;
}

/**
 * PAR30 in tenths of a percent (an integer: 123 is 12.3 %), rounded half-even: the principal more
 * than 30 days late over the whole outstanding principal. 0 when nothing is outstanding.
 */
export function par30Permille(portfolio: { outstanding: number; atRisk30: number }): number {
  if (portfolio.outstanding <= 0) return 0;
  return Number(divRoundHalfEven(BigInt(portfolio.atRisk30) * 1000n, BigInt(portfolio.outstanding)));
}

export const RECEIVABLE_KINDS = ['loan', 'rental', 'debt', 'fee'] as const satisfies readonly (keyof CollectedByKind)[];
export type ReceivableKind = (typeof RECEIVABLE_KINDS)[number];

/** Money taken of every kind together. */
export const totalCollected = (byKind: CollectedByKind): number =>
  RECEIVABLE_KINDS.reduce((sum, kind) => sum + byKind[kind], 0);

/** Each kind's part, in RECEIVABLE_KINDS order, and their total. */
export function collectedByKind(byKind: CollectedByKind): { parts: { kind: ReceivableKind; amount: number }[]; total: number } {
  return { parts: RECEIVABLE_KINDS.map((kind) => ({ kind, amount: byKind[kind] })), total: totalCollected(byKind) };
}

/** Σ expected cash over every open box. */
export const totalCashOnHand = (boxes: readonly { expected: number }[]): number =>
  boxes.reduce((sum, box) => sum + box.expected, 0);
