/**
 * 'Importar' (issue #37): a business moves in from its spreadsheets. The API messages, checked by the
 * app and by server/ alike.
 *
 * - POST /importar/{kind}/vista_previa, body ImportInput → 200 ImportPreview: every row's verdict;
 *   nothing is written.
 * - POST /importar/{kind}, header `Idempotency-Key`, body ImportInput → 201 ImportResult. All or
 *   nothing: one refused row → 422 `{code: 'rowsRefused', preview}` and nothing is written. A row
 *   already in (a customer's document, a loan's `referencia`) is skipped: importing the same file
 *   twice adds nothing.
 * Permission: `import.run` (the administrator). Both are audited (the import, not a row each).
 *
 * The app reads the file (CSV or XLSX) into text cells, header first (imports.cells.ts, csv.ts); the
 * server reads the rows with the same rules as the forms (customerRows.ts, loanRows.ts), in the
 * number convention of the language the file was read in (`numberLocale`).
 */
import * as v from 'valibot';
import { RecordIdSchema } from '../input/index.ts';

export const IMPORT_KINDS = ['customers', 'loans'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_LIMITS = {
  /** Data rows per file (the header is one more). */
  rows: 10_000,
  /** Columns per row. */
  columns: 40,
  /** Characters per cell. */
  cell: 1_000,
  fileName: 200,
} as const;

export const ImportInputSchema = v.object({
  /** What the file was called (for the audit and the list of imports). */
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(IMPORT_LIMITS.fileName)),
  /** The BCP 47 tag whose number convention amounts are read in ('es-AR': '10.000,50'). */
  numberLocale: v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/)),
  /** The header row, then the data rows: text cells as the file holds them. */
  rows: v.pipe(
    v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(IMPORT_LIMITS.cell))), v.maxLength(IMPORT_LIMITS.columns))),
    v.minLength(1),
    v.maxLength(IMPORT_LIMITS.rows + 1),
  ),
});
export type ImportInput = v.InferOutput<typeof ImportInputSchema>;

/**
 * Why a cell (or the file) is refused. The forms' codes where the form has the field (a document
 * number 'required', an amount 'decimalSign', a rate 'tooSteepForTerms'…), and the import's own:
 * - file: `missingColumn` (a required column is not in the header), `unknownColumn`, `repeatedColumn`,
 *   `noRows`, `noLocation` (loans, before the business has its location: its currency's decimals);
 * - row: `exampleRow` (the template's example left as it is);
 * - cell: `notOneOf` (not one of the column's choices), `invalidDate`, `dateOutOfRange`,
 *   `repeatedInFile` (the same document or reference twice in the file), `customerNotFound`,
 *   `customerBlocked`, `officerNotFound`, `disbursedAfterFirstDue`, `disbursedInFuture`,
 *   `paymentBeforeDisbursement`, `paymentInFuture`, `paidAboveTotal`, `invalidPayments`.
 */
export const ImportProblemSchema = v.object({
  /** The column's name as in the template ('numero_documento'); '' for the row or the file. */
  column: v.string(),
  code: v.string(),
});
export type ImportProblem = v.InferOutput<typeof ImportProblemSchema>;

export const IMPORT_ROW_STATUSES = ['new', 'existing', 'refused'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const ImportRowSchema = v.object({
  /** The row's line in the file: the header is line 1, the first data row line 2. */
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** `new`: it will be added; `existing`: it is already in (skipped); `refused`: see `problems`. */
  status: v.picklist(IMPORT_ROW_STATUSES),
  problems: v.array(ImportProblemSchema),
  /** What the row is, for the preview: the customer's name and document, the loan's reference and amount. */
  label: v.string(),
});
export type ImportRow = v.InferOutput<typeof ImportRowSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ImportPreviewSchema = v.object({
  kind: v.picklist(IMPORT_KINDS),
  /** Problems of the file as a whole (its header): when there are any, no row is read. */
  fileProblems: v.array(ImportProblemSchema),
  rows: v.array(ImportRowSchema),
  counts: v.object({ new: count, existing: count, refused: count }),
});
export type ImportPreview = v.InferOutput<typeof ImportPreviewSchema>;

export const ImportResultSchema = v.object({
  importId: RecordIdSchema,
  kind: v.picklist(IMPORT_KINDS),
  created: count,
  existing: count,
});
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

/** The 422 of POST /importar/{kind} when a row (or the file) is refused. */
export const ImportRefusalSchema = v.object({ code: v.literal('rowsRefused'), message: v.string(), preview: ImportPreviewSchema });
