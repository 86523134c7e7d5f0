/**
 * How the preview and the import calls fail, in the screen's words. A 422 `rowsRefused` of the
 * import is no failure: the API slice throws ImportRowsRefused with the server's new preview, and
 * the screen shows it (a row changed since the preview, e.g. a customer was blocked meanwhile).
 */
import { statusOf } from '../apiFailure.ts';
import type { ImportPreview } from './imports.schema.ts';

/** `forbidden`: the role lacks import.run (403); `invalid`: the server refused the body (422); `unavailable`: no answer or a 5xx (retry). */
export type ImportFailure = 'forbidden' | 'invalid' | 'unavailable';

export function importFailureOf(error: unknown): ImportFailure {
  const status = statusOf(error);
  if (status === 403) return 'forbidden';
  if (status === 422 || status === 400 || status === 413) return 'invalid';
  return 'unavailable';
}

/** POST /importar/{kind} answered 422 `rowsRefused`: nothing was written; `preview` says why. */
export class ImportRowsRefused extends Error {
  constructor(readonly preview: ImportPreview) {
    super('import: rows refused');
    this.name = 'ImportRowsRefused';
  }
}

export const isRowsRefused = (error: unknown): error is ImportRowsRefused => error instanceof ImportRowsRefused;
