/**
 * The period of 'Analítica' (machines/analytics/analytics.schema.ts, AnalyticsQuerySchema): `desde`
 * and `hasta` both or neither; without them the business date's month so far ("this month").
 * Pure: the route passes the business date it read from the location's clock.
 */
import type { AnalyticsQuery } from '../../machines/analytics/analytics.schema.ts';
import { defaultPeriod, MAX_PERIOD_DAYS, periodErrorOf, type PeriodError } from '../../machines/analytics/analytics.rules.ts';
import { addDays, type BusinessDate } from '../../machines/money/index.ts';

export { MAX_PERIOD_DAYS };

/** The last business days `dailyCollections` covers, ending at the business date. */
export const DAILY_COLLECTION_DAYS = 30;

export type PeriodProblem = 'onlyOne' | 'fromAfterTo' | 'afterToday' | 'tooLong' | 'invalidQuery';

export type PeriodOutcome = { ok: true; from: BusinessDate; to: BusinessDate } | { ok: false; problem: PeriodProblem };

/** The page's rule (analytics.rules.ts, one rule for both sides) in the API's refusal codes. */
const PROBLEMS: Record<PeriodError['reason'], PeriodProblem> = {
  invalidDate: 'invalidQuery',
  afterTo: 'fromAfterTo',
  afterToday: 'afterToday',
  tooLong: 'tooLong',
};

/** The period the query asks for at `today`, or why it cannot be answered (a 400). */
export function periodOf(query: AnalyticsQuery, today: BusinessDate): PeriodOutcome {
  const { desde, hasta } = query;
  if (desde === undefined && hasta === undefined) return { ok: true, ...defaultPeriod(today) };
  if (desde === undefined || hasta === undefined) return { ok: false, problem: 'onlyOne' };
  const error = periodErrorOf({ from: desde, to: hasta }, today);
  return error === null ? { ok: true, from: desde, to: hasta } : { ok: false, problem: PROBLEMS[error.reason] };
}

/** The first day of `dailyCollections`: 29 days before the business date. */
export const dailyCollectionsFrom = (today: BusinessDate): BusinessDate => addDays(today, -(DAILY_COLLECTION_DAYS - 1));
