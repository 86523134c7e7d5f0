/**
 * The shape of a business date, `YYYY-MM-DD` (see businessDate.ts), apart from the arithmetic:
 * @date-fns/tz has module-level code that bundlers keep, so screens that only show a date import
 * this file and not the time-zone library.
 */
import * as v from 'valibot';

/** `2026-11-23`: a day of the Gregorian calendar. */
export type BusinessDate = string;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day: the shape, and the day exists (no 2026-02-30). */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string') return false;
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; business dates start at year 1000 anyway.
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const BusinessDateSchema = v.pipe(v.string(), v.check((s: string) => isBusinessDate(s), 'Must be a date written YYYY-MM-DD'));
