/**
 * The chosen file → its rows of text cells, header first: a CSV through machines/imports/csv.ts,
 * an XLSX (its first sheet) through read-excel-file, a well-kept reader (the export's SheetJS
 * build is never used to read: its read path has known CVEs: src/components/spreadsheet/workbook.ts). Numbers and dates
 * become text in the number convention of the language the file is read in (machines/imports/cells.ts).
 * Loaded only when 'Importar' reads a file.
 */
import { sheetRows } from '../../../machines/imports/cells.ts';
import { parseCsv } from '../../../machines/imports/csv.ts';
import type { ReadFileInput, ReadFileOutput } from '../../../machines/imports/import.machine.ts';
import { checkedRows, ImportReadError, MAX_FILE_BYTES, spreadsheetTypeOf } from '../../../machines/imports/importFile.ts';
import { IMPORT_LIMITS } from '../../../machines/imports/imports.schema.ts';
import { numberConventions } from '../../../machines/money/numberConventions.ts';

interface ReadableFile {
  name: string;
  type?: string;
  size?: number;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isReadable = (file: unknown): file is ReadableFile =>
  typeof file === 'object' && file !== null && typeof (file as ReadableFile).text === 'function' && typeof (file as ReadableFile).arrayBuffer === 'function';

/**
 * A CSV's text: UTF-8 (with or without a BOM), the encoding spreadsheets offer as 'CSV UTF-8', or
 * else Windows-1252, what a Spanish Excel saves as plain 'CSV' ('Muñoz' would otherwise arrive as
 * 'Mu�oz' and be stored so).
 */
async function csvRows(file: ReadableFile): Promise<string[][]> {
  const bytes = await file.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return parseCsv(text);
}

async function xlsxRows(file: ReadableFile, decimal: string): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  return sheetRows(await readSheet(await file.arrayBuffer()), { decimal });
}

export async function readSpreadsheet({ file, numberLocale }: ReadFileInput): Promise<ReadFileOutput> {
  if (!isReadable(file)) throw new ImportReadError('unreadable');
  const type = spreadsheetTypeOf(file);
  if (type === null) throw new ImportReadError('notSpreadsheet');
  if (typeof file.size === 'number' && file.size > MAX_FILE_BYTES) throw new ImportReadError('tooLarge');
  let rows: string[][];
  try {
    rows = type === 'csv' ? await csvRows(file) : await xlsxRows(file, numberConventions(numberLocale).decimal);
  } catch {
    throw new ImportReadError('unreadable');
  }
  return { fileName: file.name.trim().slice(0, IMPORT_LIMITS.fileName), rows: checkedRows(rows) };
}
