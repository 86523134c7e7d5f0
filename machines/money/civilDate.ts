/**
 * Calendar arithmetic on business dates in plain integers, for loops that compute hundreds of due
 * dates at a keystroke (machines/loans/schedule.ts): the same answers as businessDate.ts `addDays`
 * and `addMonths` (date-fns; a property test compares them over years 1000–9999), without building
 * a time-zone date per call. Day numbers are days since 1970-01-01 of the proleptic Gregorian
 * calendar (H. Hinnant's days_from_civil / civil_from_days).
 */
import { isBusinessDate, type BusinessDate } from './isoDate.ts';

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** A business date's fields (throws a RangeError on anything but a real `YYYY-MM-DD` day). */
export function civilOf(date: BusinessDate): CivilDate {
  if (!isBusinessDate(date)) throw new RangeError(`not a business date: ${String(date)}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD` (years past 9999 keep all their digits, as businessDate.ts writes them). */
export const civilText = ({ year, month, day }: CivilDate): BusinessDate => `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number => (month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] as number));

/** Days since 1970-01-01. */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date of a day number. */
export function civilOfDay(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** `date` + `days` (as businessDate.ts addDays). */
export const civilAddDays = (date: CivilDate, days: number): CivilDate => civilOfDay(dayNumber(date) + days);

/** `date` + `months`, a day the target month lacks becoming its last (as businessDate.ts addMonths). */
export function civilAddMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
