/**
 * A file's header against its template: which column of the file holds each of the template's, and
 * what is wrong with the header (a required column missing, a column the template does not have,
 * one named twice). With a problem in the header no row is read: every cell would be guessed.
 */
import type { ImportKind, ImportProblem } from './imports.schema.ts';
import { IMPORT_TEMPLATES, headerKey } from './templates.ts';

export interface FileColumns {
  /** The template's column name → its index in the file's rows. */
  index: ReadonlyMap<string, number>;
  problems: ImportProblem[];
}

export function fileColumns(kind: ImportKind, header: readonly string[]): FileColumns {
  const template = IMPORT_TEMPLATES[kind];
  const known = new Set(template.map((column) => column.name));
  const index = new Map<string, number>();
  const problems: ImportProblem[] = [];
  header.forEach((text, at) => {
    const key = headerKey(text);
    if (key === '') return;
    if (!known.has(key)) problems.push({ column: text.trim(), code: 'unknownColumn' });
    else if (index.has(key)) problems.push({ column: key, code: 'repeatedColumn' });
    else index.set(key, at);
  });
  for (const column of template) if (column.required && !index.has(column.name)) problems.push({ column: column.name, code: 'missingColumn' });
  return { index, problems };
}

/** The row's cells by the template's column names (trimmed; '' for a column the file does not have). */
export function cellsOf(columns: FileColumns, row: readonly string[]): (name: string) => string {
  return (name) => {
    const at = columns.index.get(name);
    return at === undefined ? '' : (row[at] ?? '').trim();
  };
}

/** A row with no text in any cell: skipped, as a spreadsheet's blank lines are. */
export const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');
