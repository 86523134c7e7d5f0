import { EmptyExportError, EXPORT_DEFAULTS, neutralizeForCsv, toGrid, type Cell, type ExportOptions } from './cells.ts';

/** A field that must be quoted under RFC 4180: it holds a quote, a comma or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(text: string, quoteAll: boolean): string {
  return quoteAll || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Numbers and booleans are written as they are (an amount as its exact decimal, '3496.72', and a
 * day as YYYY-MM-DD: CSV has no formats); text is neutralized first (a leading `=`, `+`,
 * `-`, `@`, tab, CR, LF or NUL gets an apostrophe), so no spreadsheet program runs it.
 */
function cellText(cell: Cell): string {
  if (cell.t === 'n') return cell.text ?? String(cell.v);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  return neutralizeForCsv(cell.v);
}

/**
 * RFC 4180 text: CRLF line ends, quotes doubled inside quoted fields. A UTF-8 byte order mark
 * leads, so spreadsheet programs read accents and other scripts correctly.
 */
export function buildCsvText<Row>(rows: readonly Row[], options: ExportOptions<Row> = {}): string {
  if (rows.length === 0) throw new EmptyExportError();
  const quoteAll = options.escapeCsv ?? EXPORT_DEFAULTS.escapeCsv;
  const grid = toGrid(rows, options);
  const lines = [grid.header.map((label) => csvField(neutralizeForCsv(label), quoteAll))];
  for (const row of grid.rows) lines.push(row.map((cell) => csvField(cellText(cell), quoteAll)));
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

export function buildCsv<Row>(rows: readonly Row[], options: ExportOptions<Row> = {}): Uint8Array {
  return new TextEncoder().encode(buildCsvText(rows, options));
}
