/**
 * How an import reads a cell of each kind: the same readers as the forms (an amount in the file's
 * number convention, a rate as the form takes it), plus dates as staff write them in a spreadsheet
 * and the template's choice words.
 */
import { isInputDate, MAX_INPUT_DATE, MIN_INPUT_DATE } from '../input/bounds.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import { headerKey } from './templates.ts';

export type DateRead = { ok: true; date: BusinessDate } | { ok: false; error: 'required' | 'invalidDate' | 'dateOutOfRange' | 'ambiguousDate' };

/**
 * Whether the language writes a date month, day, year ('en-US' 2/3/2026 is 3 February): a file
 * saved in it may hold such dates, so a day-first reading of '02/03/2026' would be a guess.
 */
export function writesMonthFirst(locale: string): boolean {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(Date.UTC(2026, 1, 3, 12)));
    // Month, day, year (en-US); a year-first language (ja 2026/2/3) writes no day-first look-alike.
    const order = parts.filter((part) => part.type === 'month' || part.type === 'day' || part.type === 'year').map((part) => part.type);
    return order[0] === 'month' && order[1] === 'day';
  } catch {
    return false;
  }
}

const pad2 = (n: string) => n.padStart(2, '0');

/**
 * A date written dd/mm/aaaa (also with '-' or '.', a day and month of one digit) or aaaa-mm-dd, as
 * a spreadsheet in Spanish writes it and as the app writes an XLSX date cell. A two-digit year is
 * refused (it would be guessed), and so is a day-first date whose day could be its month when the
 * file comes from a language that writes the month first (`monthFirst`: '02/03/2026').
 */
export function readDate(text: string, monthFirst = false): DateRead {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  let iso: string | null = null;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dayFirst) {
    const [day, month] = [Number(dayFirst[1]), Number(dayFirst[2])];
    if (monthFirst && day <= 12 && month <= 12 && day !== month) return { ok: false, error: 'ambiguousDate' };
    iso = `${dayFirst[3]}-${pad2(dayFirst[2] as string)}-${pad2(dayFirst[1] as string)}`;
  }
  else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) iso = trimmed;
  if (iso === null || !isBusinessDate(iso)) return { ok: false, error: 'invalidDate' };
  if (!isInputDate(iso)) return { ok: false, error: 'dateOutOfRange' };
  return { ok: true, date: iso };
}

export const DATE_SPAN = { min: MIN_INPUT_DATE, max: MAX_INPUT_DATE } as const;

/**
 * One of a choice's words (case, accents and spaces aside) or its code: `words` maps each code to
 * its Spanish word ('french' → 'frances'). An empty cell is the first code, the template's default.
 */
export function readChoice<Code extends string>(text: string, words: Readonly<Record<Code, string>>): Code | null {
  const codes = Object.keys(words) as Code[];
  const key = headerKey(text);
  if (key === '') return codes[0] ?? null;
  return codes.find((code) => headerKey(words[code]) === key || code.toLowerCase() === key.replace(/_/g, '')) ?? null;
}
