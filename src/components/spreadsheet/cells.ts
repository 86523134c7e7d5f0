/**
 * What every export format shares: the options and their defaults (specification section 9),
 * turning rows into a grid of typed cells, and the rules that keep cell text inert.
 * Pure functions, no spreadsheet library: the CSV writer needs nothing else.
 *
 * Amounts and days are cells a spreadsheet can add up and sort (#30): a field returns
 * `exportAmount(minor, format)` or `exportDate(day)`, written as a number with a number format
 * ('#,##0.00' for a two-digit currency; 'yyyy-mm-dd' for a day), never as the text the screen
 * shows ('3.496,72 ARS'). A column whose amounts share one currency says it in its header
 * ('Monto (ARS)'); a list of several currencies has them in a column of their own (Ubicaciones).
 * `totals` adds the rows the list shows under its table ('Saldo total'), summed exactly in minor
 * units.
 */
import { civilOf, dayNumber } from '../../../machines/money/civilDate.ts';
import { isBusinessDate } from '../../../machines/money/isoDate.ts';
import { fromMinor, isMinor, type Minor } from '../../../machines/money/minor.ts';

export type ExportType = 'xls' | 'xlsx' | 'csv';

/** How a column gets its value from a row: a key (dots reach into nested objects) or a function. */
export type FieldSource<Row> = string | ((row: Row) => unknown);

/** Column label → source, in column order. */
export type ExportFields<Row> = Readonly<Record<string, FieldSource<Row>>>;

export interface ExportOptions<Row> {
  /** Columns; by default the keys of the first row, labelled by their key. */
  fields?: ExportFields<Row>;
  /** 'xls' (BIFF8), 'xlsx' or 'csv'. */
  type?: ExportType;
  /** Worksheet name (xls, xlsx). */
  worksheet?: string;
  /** Numbers above 99 999 999 999, or non-zero ones below 1e-13 in size, are written as text. */
  stringifyLongNum?: boolean;
  /** Written where a row has no value (undefined or null). */
  defaultValue?: string;
  /** CSV: quote every field (RFC 4180); when off, only the fields that need it are quoted. */
  escapeCsv?: boolean;
  /** Rows added under the data: the totals the list shows (see ExportTotal). */
  totals?: readonly ExportTotal<Row>[];
  /** More worksheets after the data's (xls, xlsx): text only, their first row the header ('Ayuda' of a template). */
  sheets?: readonly ExtraSheet[];
}

/** A worksheet of text beside the data's: its name and its rows, the first one its header. */
export interface ExtraSheet {
  name: string;
  rows: readonly (readonly string[])[];
}

/** An amount for a spreadsheet: minor units, its currency and the currency's minor digits. */
export class ExportAmount {
  constructor(
    readonly minor: Minor,
    readonly currency: string,
    readonly digits: number,
  ) {}
}

/** A business day (YYYY-MM-DD) for a spreadsheet: a date cell. */
export class ExportDate {
  constructor(readonly date: string) {}
}

/** An amount of the location's currency (null while the currency is not known, or without an amount: an empty cell). */
export function exportAmount(minor: Minor | null | undefined, format: { currency: string; digits: number } | null): ExportAmount | null {
  return minor === null || minor === undefined || format === null ? null : new ExportAmount(minor, format.currency, format.digits);
}

/** A business day (null or undefined: an empty cell). */
export const exportDate = (date: string | null | undefined): ExportDate | null => (date === null || date === undefined ? null : new ExportDate(date));

/**
 * One row under the data: `label` in the first column and, under each named column, the sum of
 * that column's amounts (`true`) or of the amounts a function picks from each row ('Total
 * revertido': the reversed payments only). Sums are exact (BigInt of minor units).
 */
export interface ExportTotal<Row> {
  label: string;
  sums: Readonly<Record<string, true | ((row: Row) => ExportAmount | null)>>;
}

/** Specification section 9. The worksheet name is the Chinese word for "Sheet 1", as specified. */
export const EXPORT_DEFAULTS = {
  type: 'xls',
  name: 'jsonData.xls',
  worksheet: '表1',
  defaultValue: '',
  escapeCsv: true,
  stringifyLongNum: false,
} as const satisfies Required<Omit<ExportOptions<unknown>, 'fields' | 'totals' | 'sheets'>> & { name: string };

/** The default file name for a type: 'jsonData.xls' for the default type. */
export const defaultFileName = (type: ExportType) => `jsonData.${type}`;

export const MIME_TYPES: Readonly<Record<ExportType, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/**
 * A typed cell: strings are always text, never formulas; numbers and booleans keep their type. An
 * amount or a day is a number with its number format `z`, and `text`, its exact decimal or ISO
 * day for CSV (which has no formats).
 */
export type Cell = { t: 's'; v: string } | { t: 'n'; v: number; z?: string; text?: string; currency?: string } | { t: 'b'; v: boolean };

/** How a day shows in the file: ISO, the same in every language and unambiguous. */
export const DATE_FORMAT = 'yyyy-mm-dd';

/** '#,##0' and then one 0 per minor digit ('#,##0.00'): the program shows its own separators. */
export const amountFormat = (digits: number) => (digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0');

/**
 * Minor units → the number of major units a spreadsheet stores (IEEE doubles). Exact for every
 * amount the app accepts: |minor| ≤ 10^12 (and any safe integer) is an exact double, 10^digits too,
 * and IEEE division is correctly rounded, so the result is *the* double nearest the decimal
 * minor / 10^digits. A decimal of at most 15 significant digits has a double of its own (doubles
 * carry 15.95 digits): 10^12 minor units are at most 13 digits, so no two amounts share a double,
 * `String(result)` is exactly `fromMinor(minor, digits)` (trailing zeros aside), and a spreadsheet,
 * which shows 15 significant digits, shows the amount to the cent. Tested up to ±10^12 for 0–4 digits.
 */
export const majorUnits = (minor: Minor, digits: number): number => minor / 10 ** digits;

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01: a day's serial number is its day number plus this. */
const SERIAL_OF_1970 = 25_569;
/** Serial 61 is 1900-03-01: before it, Excel counts the 29 February 1900 that never was. */
const FIRST_PLAIN_SERIAL = 61;

function amountCell(amount: ExportAmount, stringifyLongNum: boolean): Cell {
  if (!isMinor(amount.minor)) return { t: 's', v: String(amount.minor) };
  const text = fromMinor(amount.minor, amount.digits);
  const value = majorUnits(amount.minor, amount.digits);
  if (stringifyLongNum && isLongNumber(value)) return { t: 's', v: text };
  return { t: 'n', v: value, z: amountFormat(amount.digits), text, currency: amount.currency };
}

function dateCell(date: ExportDate, defaultValue: string): Cell {
  if (!isBusinessDate(date.date)) return { t: 's', v: date.date === '' ? defaultValue : date.date };
  const serial = dayNumber(civilOf(date.date)) + SERIAL_OF_1970;
  return serial < FIRST_PLAIN_SERIAL ? { t: 's', v: date.date } : { t: 'n', v: serial, z: DATE_FORMAT, text: date.date };
}

/** Characters that make spreadsheet programs read a text as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

export const looksLikeFormula = (text: string) => FORMULA_START.test(text);

/** CSV only: a leading apostrophe makes the program show the text instead of running it. */
export const neutralizeForCsv = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

const LONG_NUMBER_MAX = 99_999_999_999;
const LONG_NUMBER_MIN = 1e-13;

/** The long-number rule: too large, or too small but not zero, for a spreadsheet to keep exactly. */
export const isLongNumber = (value: number) =>
  value > LONG_NUMBER_MAX || (value !== 0 && Math.abs(value) < LONG_NUMBER_MIN);

function lookup(row: unknown, key: string): unknown {
  let value: unknown = row;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function fieldsOf<Row>(rows: readonly Row[], fields: ExportFields<Row> | undefined): [string, FieldSource<Row>][] {
  if (fields) return Object.entries(fields);
  const first = rows[0];
  return first !== null && typeof first === 'object' ? Object.keys(first).map((key) => [key, key]) : [];
}

/** One value as a typed cell under the options' rules. */
export function toCell(value: unknown, options: { stringifyLongNum: boolean; defaultValue: string }): Cell {
  if (value === undefined || value === null) return { t: 's', v: options.defaultValue };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { t: 's', v: String(value) };
    return options.stringifyLongNum && isLongNumber(value) ? { t: 's', v: String(value) } : { t: 'n', v: value };
  }
  if (typeof value === 'bigint') return { t: 's', v: value.toString() };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof ExportAmount) return amountCell(value, options.stringifyLongNum);
  if (value instanceof ExportDate) return dateCell(value, options.defaultValue);
  if (value instanceof Date) return { t: 's', v: Number.isNaN(value.getTime()) ? options.defaultValue : value.toISOString() };
  if (typeof value === 'object') return { t: 's', v: JSON.stringify(value) };
  return { t: 's', v: String(value) };
}

export interface Grid {
  /** The header row: the column labels. */
  header: string[];
  rows: Cell[][];
}

/** The one currency of a column's amounts, or null (none, or several). */
function currencyOf(cells: readonly Cell[]): string | null {
  const currencies = new Set(cells.flatMap((cell) => (cell.t === 'n' && cell.currency !== undefined ? [cell.currency] : [])));
  return currencies.size === 1 ? ([...currencies][0] as string) : null;
}

/** `fromMinor` for a BigInt: a sum past 2^53 − 1 (only absurd data) keeps its exact digits as text. */
function bigDecimalText(total: bigint, digits: number): string {
  const text = (total < 0n ? -total : total).toString().padStart(digits + 1, '0');
  const point = text.length - digits;
  return `${total < 0n ? '-' : ''}${text.slice(0, point)}${digits > 0 ? '.' : ''}${text.slice(point)}`;
}

/** The sum of amounts as a cell (exact, in BigInt), or null when there are none, or of several currencies or digits. */
function sumCell(amounts: readonly ExportAmount[], cellOptions: { stringifyLongNum: boolean; defaultValue: string }): Cell | null {
  const first = amounts[0];
  if (first === undefined || amounts.some((a) => a.currency !== first.currency || a.digits !== first.digits || !isMinor(a.minor))) return null;
  const total = amounts.reduce((sum, a) => sum + BigInt(a.minor), 0n);
  const minor = Number(total);
  return Number.isSafeInteger(minor) ? toCell(new ExportAmount(minor, first.currency, first.digits), cellOptions) : { t: 's', v: bigDecimalText(total, first.digits) };
}

function totalRow<Row>(total: ExportTotal<Row>, columns: readonly [string, FieldSource<Row>][], rows: readonly Row[], cellOptions: { stringifyLongNum: boolean; defaultValue: string }): Cell[] {
  const cells: Cell[] = columns.map(() => ({ t: 's', v: '' }));
  cells[0] = { t: 's', v: total.label };
  columns.forEach(([label, source], c) => {
    const sum = total.sums[label];
    if (sum === undefined) return;
    const pick = sum === true ? (row: Row) => (typeof source === 'function' ? source(row) : lookup(row, source)) : sum;
    const cell = sumCell(rows.map(pick).filter((value): value is ExportAmount => value instanceof ExportAmount), cellOptions);
    if (cell !== null) cells[c] = cell;
  });
  return cells;
}

/** Rows → labelled columns of typed cells; the totals' rows last. */
export function toGrid<Row>(rows: readonly Row[], options: ExportOptions<Row> = {}): Grid {
  const columns = fieldsOf(rows, options.fields);
  const cellOptions = {
    stringifyLongNum: options.stringifyLongNum ?? EXPORT_DEFAULTS.stringifyLongNum,
    defaultValue: options.defaultValue ?? EXPORT_DEFAULTS.defaultValue,
  };
  const body = rows.map((row) =>
    columns.map(([, source]) => toCell(typeof source === 'function' ? source(row) : lookup(row, source), cellOptions)),
  );
  const header = columns.map(([label], c) => {
    const currency = currencyOf(body.map((row) => row[c] as Cell));
    return currency === null || label.endsWith(`(${currency})`) ? label : `${label} (${currency})`;
  });
  const totals = (options.totals ?? []).map((total) => totalRow(total, columns, rows, cellOptions));
  return { header, rows: [...body, ...totals] };
}

/** Thrown for an empty data set: the specification produces no file then. */
export class EmptyExportError extends Error {
  constructor() {
    super('Sofia App: there is no data to export.');
    this.name = 'EmptyExportError';
  }
}
