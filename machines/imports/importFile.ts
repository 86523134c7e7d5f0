/**
 * Reading the chosen file, before anything is sent: why a file cannot be read, and the checks the
 * rows read from it must pass so the server takes the body (imports.schema.ts: IMPORT_LIMITS).
 * Pure: the app reads the bytes (src/features/imports/readSpreadsheet.ts) and calls these.
 */
import { IMPORT_LIMITS } from './imports.schema.ts';

/**
 * - `unreadable`: the file could not be opened or is damaged;
 * - `notSpreadsheet`: neither CSV nor XLSX (by its name or type);
 * - `tooLarge`: more than MAX_FILE_BYTES (checked before a byte is read: a huge file would freeze the tab);
 * - `tooManyRows`: more than IMPORT_LIMITS.rows data rows;
 * - `tooManyColumns`: more than IMPORT_LIMITS.columns columns hold something;
 * - `cellTooLong`: a cell longer than IMPORT_LIMITS.cell characters;
 * - `empty`: no row at all.
 */
export const IMPORT_READ_FAILURES = ['unreadable', 'notSpreadsheet', 'tooLarge', 'tooManyRows', 'tooManyColumns', 'cellTooLong', 'empty'] as const;

/** The largest file read: the server's body limit (server/imports/routes.ts); 10,000 rows of a template are far less. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
export type ImportReadFailure = (typeof IMPORT_READ_FAILURES)[number];

/** What the app's reader throws when the file cannot be imported as it is. */
export class ImportReadError extends Error {
  constructor(readonly code: ImportReadFailure) {
    super(`import: the file cannot be read (${code})`);
    this.name = 'ImportReadError';
  }
}

/** The failure an error of the reader is: its code, or `unreadable` for anything else (a damaged zip). */
export function readFailureOf(error: unknown): ImportReadFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return (IMPORT_READ_FAILURES as readonly unknown[]).includes(code) ? (code as ImportReadFailure) : 'unreadable';
}

/** A chosen file as the machine knows it: opaque (a browser File), with its name. */
export interface ImportFile {
  readonly name: string;
}

/** The two kinds of file the import reads, by the name's extension, else by the MIME type. */
export function spreadsheetTypeOf(file: { name: string; type?: string }): 'csv' | 'xlsx' | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (file.type === 'text/csv') return 'csv';
  if (file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return null;
}

/**
 * The rows as sent: columns empty in every row at the end removed (a spreadsheet pads them), then
 * checked against the limits. Throws ImportReadError.
 */
export function checkedRows(rows: readonly (readonly string[])[]): string[][] {
  if (rows.length === 0) throw new ImportReadError('empty');
  if (rows.length - 1 > IMPORT_LIMITS.rows) throw new ImportReadError('tooManyRows');
  let width = 0;
  for (const row of rows) {
    for (let c = row.length - 1; c >= width; c -= 1) {
      if (row[c] !== '') {
        width = c + 1;
        break;
      }
    }
  }
  if (width === 0) throw new ImportReadError('empty');
  if (width > IMPORT_LIMITS.columns) throw new ImportReadError('tooManyColumns');
  const trimmed = rows.map((row) => row.slice(0, width));
  if (trimmed.some((row) => row.some((cell) => cell.length > IMPORT_LIMITS.cell))) throw new ImportReadError('cellTooLong');
  return trimmed;
}
