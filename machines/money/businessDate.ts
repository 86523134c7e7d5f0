/**
 * Business dates: the calendar day at the location, written `YYYY-MM-DD` (what PostgreSQL's `date`
 * and JSON carry). A due date or a posting date is a day, not an instant: arithmetic on it never
 * meets a time zone or a daylight-saving change. Only `businessDateOf` turns an instant into the
 * day it is at the location (date-fns and @date-fns/tz: docs/decisions.md, 'Money and dates').
 */
import * as v from 'valibot';
import { TZDate } from '@date-fns/tz';
import { isBusinessDate, type BusinessDate } from './isoDate.ts';
import { addDays as addDaysTo, addMonths as addMonthsTo, differenceInCalendarDays } from 'date-fns';

/** The zones already asked about: building a formatter per check cost 3–4 % of the server's CPU (#39). */
const knownZones = new Map<string, boolean>();
/** A bound on what the cache keeps (a form's typing asks about every prefix of a zone). */
const MAX_KNOWN_ZONES = 1_000;

/** Whether the runtime knows this IANA zone (`America/Lima`). Fixed offsets (`-05:00`) are refused: a location has rules, not an offset. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || /^[+-]/.test(timeZone)) return false;
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size >= MAX_KNOWN_ZONES) knownZones.clear();
  knownZones.set(timeZone, valid);
  return valid;
}

export const TimeZoneSchema = v.pipe(v.string(), v.check(isValidTimeZone, 'Must be a time zone such as America/Lima'));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date's own fields (year, month, day as the date object reads them) → `YYYY-MM-DD`. */
const write = (d: Date): BusinessDate => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The day → midnight UTC of it, as a TZDate, so date-fns's arithmetic is independent of the host's zone. */
function read(date: BusinessDate): TZDate {
  if (!isBusinessDate(date)) throw new RangeError(`not a business date: ${String(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 'UTC');
}

/** The day it is at `timeZone` at `instant` (the server's clock decides the instant: server/clock.ts). */
export function businessDateOf(instant: Date, timeZone: string): BusinessDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid instant');
  if (!isValidTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  return write(new TZDate(instant.getTime(), timeZone));
}

export function addDays(date: BusinessDate, days: number): BusinessDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return write(addDaysTo(read(date), days));
}

/**
 * Calendar months; a day the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28,
 * or 29). Schedules add k months to the *first* due date (Jan 31 → Feb 28 → Mar 31), never one
 * month to the previous due date, which would drift to the 28th for good.
 */
export function addMonths(date: BusinessDate, months: number): BusinessDate {
  if (!Number.isSafeInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  return write(addMonthsTo(read(date), months));
}

/** Days from `from` to `to` (negative when `to` is earlier): days past due = daysBetween(due, today). */
export function daysBetween(from: BusinessDate, to: BusinessDate): number {
  return differenceInCalendarDays(read(to), read(from));
}

/** -1, 0 or 1 (`YYYY-MM-DD` also sorts as text; this checks both are real dates). */
export function compareBusinessDates(a: BusinessDate, b: BusinessDate): -1 | 0 | 1 {
  const d = daysBetween(b, a);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}
