/**
 * The business date every route uses: the business clock (server/clock.ts) read in the active
 * location's time zone. A route that needs "today" calls `locationToday(deps)`, never the system
 * time (tests/server/clock.test.ts).
 */
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import { businessToday, type Clock } from '../clock.ts';
import type { Queryable } from '../db/adapter.ts';
import { activeLocation } from './repository.ts';

export const locationToday = (deps: { db: Queryable; clock: Clock }): Promise<BusinessDate> =>
  businessToday(deps.clock, async () => (await activeLocation(deps.db))?.time_zone ?? null);
