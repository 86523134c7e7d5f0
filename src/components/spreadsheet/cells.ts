/**
 * What every export format shares: the options and their defaults (specification section 9),
 * turning rows into a grid of typed cells, and the rules that keep cell text inert.
 * Pure functions, no spreadsheet library: the CSV writer needs nothing else.
 */

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
}

/** Specification section 9. The worksheet name is the Chinese word for "Sheet 1", as specified. */
export const EXPORT_DEFAULTS = {
  type: 'xls',
  name: 'jsonData.xls',
  worksheet: '表1',
  defaultValue: '',
  escapeCsv: true,
  stringifyLongNum: false,
} as const satisfies Required<Omit<ExportOptions<unknown>, 'fields'>> & { name: string };

/** The default file name for a type: 'jsonData.xls' for the default type. */
export const defaultFileName = (type: ExportType) => `jsonData.${type}`;

export const MIME_TYPES: Readonly<Record<ExportType, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** A typed cell: strings are always text, never formulas; numbers and booleans keep their type. */
export type Cell = { t: 's'; v: string } | { t: 'n'; v: number } | { t: 'b'; v: boolean };

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
  if (value instanceof Date) return { t: 's', v: Number.isNaN(value.getTime()) ? options.defaultValue : value.toISOString() };
  if (typeof value === 'object') return { t: 's', v: JSON.stringify(value) };
  return { t: 's', v: String(value) };
}

export interface Grid {
  /** The header row: the column labels. */
  header: string[];
  rows: Cell[][];
}

/** Rows → labelled columns of typed cells. */
export function toGrid<Row>(rows: readonly Row[], options: ExportOptions<Row> = {}): Grid {
  const columns = fieldsOf(rows, options.fields);
  const cellOptions = {
    stringifyLongNum: options.stringifyLongNum ?? EXPORT_DEFAULTS.stringifyLongNum,
    defaultValue: options.defaultValue ?? EXPORT_DEFAULTS.defaultValue,
  };
  return {
    header: columns.map(([label]) => label),
    rows: rows.map((row) =>
      columns.map(([, source]) => toCell(typeof source === 'function' ? source(row) : lookup(row, source), cellOptions)),
    ),
  };
}

/** Thrown for an empty data set: the specification produces no file then. */
export class EmptyExportError extends Error {
  constructor() {
    super('Sofia App: there is no data to export.');
    this.name = 'EmptyExportError';
  }
}
