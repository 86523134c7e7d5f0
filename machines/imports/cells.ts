/**
 * A spreadsheet's cell → the text the import sends (imports.schema.ts: every cell is text, read by
 * the server with the forms' rules). An amount typed in a spreadsheet is stored as a number: it is
 * written back with the decimal sign of the language the file is read in and no group sign
 * (10000.5 → '10000,5' in Spanish, '10000.5' in English), so the server reads it exactly as a
 * typed one. A date cell is its UTC day written 'aaaa-mm-dd' (spreadsheets store days without a
 * zone; the ISO form cannot be read month first), a boolean its word, an empty cell ''. Pure: no DOM.
 */
import type { NumberConventions } from '../money/numberConventions.ts';

/** A number's decimal digits without exponent or group signs, rounded to the 15 digits a spreadsheet keeps (0.1 + 0.2 is '0.3'). */
function plainNumber(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return rounded.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const two = (n: number) => String(n).padStart(2, '0');

/** A date cell's UTC day, 'aaaa-mm-dd': unambiguous in every language (a typed '03/02/2026' is not). */
export const dayText = (date: Date): string => `${String(date.getUTCFullYear()).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;

/** One cell's text (see the module's comment); an invalid date or a number that is not finite is ''. */
export function cellText(value: unknown, conventions: Pick<NumberConventions, 'decimal'>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? plainNumber(value).replace('.', conventions.decimal) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayText(value);
  return String(value);
}

/** A sheet's rows → text rows, with fully empty rows at the end dropped (as csv.ts does). */
export function sheetRows(rows: readonly (readonly unknown[])[], conventions: Pick<NumberConventions, 'decimal'>): string[][] {
  const text = rows.map((row) => row.map((value) => cellText(value, conventions)));
  while (text.length > 0 && text[text.length - 1]!.every((cell) => cell === '')) text.pop();
  return text;
}
