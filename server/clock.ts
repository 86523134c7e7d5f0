/**
 * The business clock: the server's one source of "now" and of the business date (the day at the
 * location, in its time zone). Routes read `deps.clock`; nothing else under server/ or machines/
 * asks the system for the time when deciding something about the business (arrears, due dates,
 * the day a payment is posted), so tests and a demo can set the date (tests/server/clock.test.ts
 * checks the sources, with the infrastructure that keeps real time listed and justified).
 *
 * Real time stays for security and housekeeping (token expiry, login throttling, log lines, the
 * data-dir lock): a demo frozen on a date must still expire tokens and throttle logins.
 */
import { businessDateOf, isValidTimeZone, type BusinessDate } from '../machines/money/index.ts';
import type { ServerMode } from './mode.ts';

export interface Clock {
  now(): Date;
  /** The day it is at `timeZone` (an IANA name, the location's). */
  businessDate(timeZone: string): BusinessDate;
}

/** The zone of the business date while there is no location yet (a new production install). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'UTC';

/**
 * Today at the business: the clock's day in the active location's time zone. `zoneOf` reads that
 * zone (server/locations/today.ts reads the locations table); without a location, or with a zone
 * this runtime does not know (a tz database older than the one that stored it), the day in UTC,
 * rather than failing every business call.
 */
export async function businessToday(clock: Clock, zoneOf: () => Promise<string | null>): Promise<BusinessDate> {
  const zone = await zoneOf();
  return clock.businessDate(zone !== null && isValidTimeZone(zone) ? zone : DEFAULT_BUSINESS_TIME_ZONE);
}

/** The real clock: the default. */
export const systemClock: Clock = {
  now: () => new Date(),
  businessDate: (timeZone) => businessDateOf(new Date(), timeZone),
};

export interface SettableClock extends Clock {
  /** Moves to an instant (tests: "it is now the 31st"). */
  set(instant: Date | string): void;
  /** Moves forward (or back, with a negative amount): milliseconds, or whole days. */
  advance(by: { ms?: number; days?: number }): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function instantOf(value: Date | string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(value)}`);
  return ms;
}

/** A clock that stands still at `start` until set or advanced: tests, and the demo's SOFIA_CLOCK. */
export function fixedClock(start: Date | string): SettableClock {
  let ms = instantOf(start);
  return {
    // A new Date each time: a caller mutating what it got cannot move the clock.
    now: () => new Date(ms),
    businessDate: (timeZone) => businessDateOf(new Date(ms), timeZone),
    set(instant) {
      ms = instantOf(instant);
    },
    advance({ ms: delta = 0, days = 0 }) {
      ms = instantOf(new Date(ms + delta + days * DAY_MS));
    },
  };
}

/** An instant with its zone, so the demo's date does not depend on the host's. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * SOFIA_CLOCK=2026-11-23T10:00:00Z freezes the business clock at that instant (demos, e2e). Unset:
 * the real clock. Refused in production: a wrong date there would post payments on the wrong day
 * and age every loan wrongly.
 */
export function clockFromEnv(env: Record<string, string | undefined>, mode: ServerMode): Clock {
  const raw = env.SOFIA_CLOCK?.trim() ?? '';
  if (raw === '') return systemClock;
  if (mode === 'production') {
    throw new Error('SOFIA_CLOCK sets a fake business date and is refused in production mode (SOFIA_MODE=production): unset it');
  }
  if (!ISO_INSTANT.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new Error(`SOFIA_CLOCK must be an instant with its zone, e.g. 2026-11-23T10:00:00Z, got "${raw}"`);
  }
  return fixedClock(raw);
}
