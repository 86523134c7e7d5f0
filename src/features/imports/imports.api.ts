import * as v from 'valibot';
import type { ReadFileInput, ReadFileOutput } from '../../../machines/imports/import.machine.ts';
import { ImportRowsRefused } from '../../../machines/imports/importFailure.ts';
import {
  ImportPreviewSchema,
  ImportRefusalSchema,
  ImportResultSchema,
  type ImportInput,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '../../../machines/imports/imports.schema.ts';
import { codeOf, statusOf } from '../../../machines/apiFailure.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';
import { TIMEOUTS } from '../../api/timeouts.ts';

/** The calls of 'Importar', each `(input, signal)`; answers checked against machines/imports/imports.schema.ts. */
export interface ImportsApi {
  /**
   * Reads the chosen file into text cells (CSV or XLSX), in the browser: no request. With the
   * calls so that every effect of the screen is one the tests can hold and answer.
   */
  readImportFile(input: ReadFileInput, signal?: AbortSignal): Promise<ReadFileOutput>;
  /** POST /importar/{kind}/vista_previa (import.run): every row's verdict; nothing is written. */
  previewImport(request: { kind: ImportKind; input: ImportInput }, signal?: AbortSignal): Promise<ImportPreview>;
  /**
   * POST /importar/{kind} with `Idempotency-Key` (import.run). A 422 `rowsRefused` is thrown as
   * ImportRowsRefused with the server's preview.
   */
  runImport(request: { kind: ImportKind; input: ImportInput; idempotencyKey: string }, signal?: AbortSignal): Promise<ImportResult>;
}

const importPath = (kind: ImportKind) => `/importar/${encodeURIComponent(kind)}`;

/** Up to 10,000 rows are read with the forms' rules: more than a JSON call's usual wait. */
const IMPORT_TIMEOUT = TIMEOUTS.upload * 2;

export function createImportsApi(client: ApiClient): ImportsApi {
  return {
    async readImportFile(input, signal) {
      // The reader (and read-excel-file, for an XLSX) loads only when a file is read.
      const { readSpreadsheet } = await import('./readSpreadsheet.ts');
      signal?.throwIfAborted();
      return readSpreadsheet(input);
    },
    async previewImport({ kind, input }, signal) {
      const answer = await client.request(`${importPath(kind)}/vista_previa`, { method: 'POST', body: input, signal, timeout: IMPORT_TIMEOUT });
      return parseAnswer(ImportPreviewSchema, answer);
    },
    async runImport({ kind, input, idempotencyKey }, signal) {
      // The refusal's body carries the new preview; the client's failure keeps only its code.
      let refusalBody: unknown = null;
      try {
        const answer = await client.request(importPath(kind), {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
          signal,
          timeout: IMPORT_TIMEOUT,
          onResponseError: ({ response }) => {
            refusalBody = response._data;
          },
        });
        return parseAnswer(ImportResultSchema, answer);
      } catch (error) {
        if (statusOf(error) === 422 && codeOf(error) === 'rowsRefused') {
          const refusal = v.safeParse(ImportRefusalSchema, refusalBody);
          if (refusal.success) throw new ImportRowsRefused(refusal.output.preview);
        }
        throw error;
      }
    },
  };
}
