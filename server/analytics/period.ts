/**
 * The period of 'Analítica' (machines/analytics/analytics.schema.ts, AnalyticsQuerySchema): `desde`
 * and `hasta` both or neither; without them the business date's month so far ("this month").
 * Pure: the route passes the business date it read from the location's clock.
 */
import type { AnalyticsQuery } from '../../machines/analytics/analytics.schema.ts';
import { addDays, daysBetween, type BusinessDate } from '../../machines/money/index.ts';

/** The longest period asked for, in days (inclusive): a leap year. */
export const MAX_PERIOD_DAYS = 366;

/** The last business days `dailyCollections` covers, ending at the business date. */
export const DAILY_COLLECTION_DAYS = 30;

export type PeriodProblem = 'onlyOne' | 'fromAfterTo' | 'afterToday' | 'tooLong';

export type PeriodOutcome = { ok: true; from: BusinessDate; to: BusinessDate } | { ok: false; problem: PeriodProblem };

/** The period the query asks for at `today`, or why it cannot be answered (a 400). */
export function periodOf(query: AnalyticsQuery, today: BusinessDate): PeriodOutcome {
  const { desde, hasta } = query;
  if (desde === undefined && hasta === undefined) return { ok: true, from: `${today.slice(0, 8)}01`, to: today };
  if (desde === undefined || hasta === undefined) return { ok: false, problem: 'onlyOne' };
  if (desde > hasta) return { ok: false, problem: 'fromAfterTo' };
  if (hasta > today) return { ok: false, problem: 'afterToday' };
  if (daysBetween(desde, hasta) + 1 > MAX_PERIOD_DAYS) return { ok: false, problem: 'tooLong' };
  return { ok: true, from: desde, to: hasta };
}

/** The first day of `dailyCollections`: 29 days before the business date. */
export const dailyCollectionsFrom = (today: BusinessDate): BusinessDate => addDays(today, -(DAILY_COLLECTION_DAYS - 1));
