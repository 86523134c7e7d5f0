/**
 * buildWorkbook(rows, options) → the bytes of the file. Pure (no DOM): the export button and the
 * tests call the same function. This module imports SheetJS (≈155 KB gzip), so the app only ever
 * loads it with `import()` when the user asks for a spreadsheet.
 *
 * The build is sheetjs-style's `dist/xlsx.core.min.js`: the writers for BIFF8 and xlsx (with its
 * zip library) but none of the code pages (cpexcel, ≈175 KB gzip) that the package's main file
 * pulls in. BIFF8 stores text as UTF-16 and xlsx as UTF-8, so writing needs no code page; only
 * reading old single-byte files would. (docs/decisions.md, 'Lighter lazy chunks'.)
 *
 * Write-only on purpose: sheetjs-style bundles SheetJS 0.15.6, whose *read* path has known CVEs
 * (security.md §2, F4). Cells are built by hand as typed cells: text is `t: 's'` and no cell ever
 * has `f`, so nothing exported can become a formula (F1).
 */
import XLSX from 'sheetjs-style/dist/xlsx.core.min.js';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import { EmptyExportError, EXPORT_DEFAULTS, toGrid, type Cell, type ExportOptions } from './cells.ts';
import { buildCsv } from './csv.ts';

/** Excel's rules for sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[:\\/?*[\]]/g, '_').slice(0, 31).trim();
  return cleaned === '' ? EXPORT_DEFAULTS.worksheet : cleaned;
}

const BOOK_TYPES = { xls: 'biff8', xlsx: 'xlsx' } as const;

/** An amount or a day keeps its number format ('#,##0.00', 'yyyy-mm-dd'): a number the program adds up and shows. */
function toCellObject(cell: Cell): CellObject {
  return cell.t === 'n' && cell.z !== undefined ? { t: 'n', v: cell.v, z: cell.z } : { t: cell.t, v: cell.v };
}

/** Characters a cell shows: an amount's digits with its group signs, a day's ten. */
function widthOf(cell: Cell | undefined): number {
  if (cell === undefined) return 0;
  if (cell.t === 'n' && cell.text !== undefined) return cell.text.length + Math.floor(cell.text.length / 3);
  return String(cell.v).length;
}

function toSheet(header: string[], rows: Cell[][]): WorkSheet {
  const sheet: WorkSheet = {};
  const all: Cell[][] = [header.map((label) => ({ t: 's', v: label })), ...rows];
  all.forEach((row, r) =>
    row.forEach((cell, c) => {
      sheet[XLSX.utils.encode_cell({ r, c })] = toCellObject(cell);
    }),
  );
  const lastColumn = Math.max(0, header.length - 1);
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: all.length - 1, c: lastColumn } });
  // Wide enough for the longest text of each column (capped), so the file opens readable.
  sheet['!cols'] = header.map((_, c) => ({
    wch: Math.min(60, Math.max(...all.map((row) => widthOf(row[c])), 8) + 2),
  }));
  return sheet;
}

/** The file's bytes: BIFF8 .xls (a real spreadsheet), .xlsx, or RFC 4180 .csv. */
export function buildWorkbook<Row>(rows: readonly Row[], options: ExportOptions<Row> = {}): Uint8Array {
  const type = options.type ?? EXPORT_DEFAULTS.type;
  if (type === 'csv') return buildCsv(rows, options);
  if (rows.length === 0) throw new EmptyExportError();
  const grid = toGrid(rows, options);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, toSheet(grid.header, grid.rows), safeSheetName(options.worksheet));
  for (const extra of options.sheets ?? []) {
    const [header = [], ...rows] = extra.rows;
    XLSX.utils.book_append_sheet(book, toSheet([...header], rows.map((row) => row.map((text): Cell => ({ t: 's', v: text })))), safeSheetName(extra.name));
  }
  // Shared strings: xlsx text cells are plain `t="s"` (not `t="str"`, a formula's cached text).
  const out: ArrayBuffer = XLSX.write(book, { bookType: BOOK_TYPES[type], type: 'array', compression: true, bookSST: true });
  return new Uint8Array(out);
}
