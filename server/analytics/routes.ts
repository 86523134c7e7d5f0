/**
 * 'Analítica' (#19; machines/analytics/analytics.schema.ts is the contract, docs/analytics.md the
 * definitions):
 * - GET /analitica?desde&hasta   analytics.view   200 Analytics; 400 {message, code} for a query
 *   that is not a period: `invalidQuery` (a date that is not YYYY-MM-DD; other keys are ignored, as in the lists), `onlyOne`
 *   (desde without hasta or the reverse), `fromAfterTo`, `afterToday` (hasta after the business
 *   date), `tooLong` (more than 366 days)
 * Every figure comes from one SQL statement (queries.ts) but 'Recargos cobrados', which replays the
 * loans with a late-charge rule paid in the window (chargesCollected.ts); the business date is the location's
 * (server/locations/today.ts), as in every area.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AnalyticsQuerySchema } from '../../machines/analytics/analytics.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { locationToday } from '../locations/today.ts';
import { analyticsOf } from './queries.ts';
import { chargesCollected } from './chargesCollected.ts';
import { MAX_PERIOD_DAYS, periodOf, type PeriodProblem } from './period.ts';

const PROBLEMS: Readonly<Record<PeriodProblem | 'invalidQuery', string>> = {
  invalidQuery: 'Expected ?desde=YYYY-MM-DD&hasta=YYYY-MM-DD, or neither',
  onlyOne: 'Give both desde and hasta, or neither (this month)',
  fromAfterTo: 'desde must not be after hasta',
  afterToday: 'hasta must not be after the business date',
  tooLong: `The period may not be longer than ${MAX_PERIOD_DAYS} days`,
};

export function analyticsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/analitica', requireSession(db), requirePermission('analytics.view'), async (c) => {
    const parsed = v.safeParse(AnalyticsQuerySchema, c.req.query());
    if (!parsed.success) return c.json({ message: PROBLEMS.invalidQuery, code: 'invalidQuery' }, 400);
    const today = await locationToday(deps);
    const period = periodOf(parsed.output, today);
    if (!period.ok) return c.json({ message: PROBLEMS[period.problem], code: period.problem }, 400);
    const [figures, charges] = await Promise.all([analyticsOf(db, today, period.from, period.to), chargesCollected(db, today, period.from, period.to)]);
    return c.json({ ...figures, chargesCollected: charges }, 200);
  });
}
