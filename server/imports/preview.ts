/**
 * Every row's verdict for a file (POST /importar/{kind}/vista_previa, and again inside the import's
 * transaction): the pure readers of machines/imports (the forms' rules), then what only the books
 * know, in one statement each for the whole file: which documents and references are already in,
 * which customers and officers exist.
 */
import type { ImportInput, ImportKind, ImportPreview, ImportProblem, ImportRow } from '../../machines/imports/imports.schema.ts';
import { cellsOf, fileColumns, isBlankRow } from '../../machines/imports/header.ts';
import { CUSTOMER_COLUMNS, readCustomerRow } from '../../machines/imports/customerRows.ts';
import { readChoice, writesMonthFirst } from '../../machines/imports/cellReaders.ts';
import { DOCUMENT_TYPE_WORDS, isExampleRow } from '../../machines/imports/templates.ts';
import { documentKeyOf } from '../../machines/customers/documentKey.ts';
import { readLoanRow, type LoanRow } from '../../machines/imports/loanRows.ts';
import type { CustomerInput } from '../../machines/customers/customers.schema.ts';
import type { AmountFormat } from '../../machines/money/parseAmount.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';

/** What the import would write: the rows that are new, each with its line. */
export type ImportPlan =
  | { kind: 'customers'; rows: { line: number; input: CustomerInput }[] }
  | { kind: 'loans'; rows: { line: number; loan: LoanRow; customerId: number; officerId: number | null }[] };

export interface Verdict {
  preview: ImportPreview;
  plan: ImportPlan;
}

interface Read<T> {
  line: number;
  /** What tells the row apart from the others (a document, a reference), read or not; '' for none. */
  key: string;
  label: string;
  value: T | null;
  problems: ImportProblem[];
  existing: boolean;
}

/** The template's example left in the file: refused, never imported. */
const example = (): { ok: false; problems: ImportProblem[] } => ({ ok: false, problems: [{ column: '', code: 'exampleRow' }] });

/** The rows' texts as one JSON parameter: `IN (SELECT value FROM json_array_elements_text($1))` works alike on PGlite and PostgreSQL. */
const jsonList = (values: Iterable<string>): string => JSON.stringify([...new Set(values)]);

function verdictOf<T>(kind: ImportKind, reads: Read<T>[]): ImportPreview {
  const rows: ImportRow[] = reads.map((read) => ({
    line: read.line,
    status: read.problems.length > 0 ? 'refused' : read.existing ? 'existing' : 'new',
    problems: read.problems,
    label: read.label,
  }));
  const count = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
  return { kind, fileProblems: [], rows, counts: { new: count('new'), existing: count('existing'), refused: count('refused') } };
}

/** A customers row's document as the books compare it, whether or not the rest of the row reads ('' without one). */
function documentKeyOfCells(cell: (column: string) => string): string {
  const type = readChoice(cell(CUSTOMER_COLUMNS.document_type), DOCUMENT_TYPE_WORDS);
  const number = cell(CUSTOMER_COLUMNS.document_number);
  return type === null || number === '' ? '' : `${type}:${documentKeyOf(type, number)}`;
}

/** The data rows with their line in the file (blank ones skipped). */
function dataRows(input: ImportInput): { line: number; cells: string[] }[] {
  return input.rows.slice(1).flatMap((cells, index) => (isBlankRow(cells) ? [] : [{ line: index + 2, cells }]));
}

/** A second row with the same key (a document, a reference) is refused: which of the two is meant? */
function refuseRepeats<T>(reads: Read<T>[], column: string): void {
  const seen = new Set<string>();
  for (const read of reads) {
    if (read.key === '') continue;
    if (seen.has(read.key)) read.problems.push({ column, code: 'repeatedInFile' });
    seen.add(read.key);
  }
}

async function customersVerdict(db: Queryable, input: ImportInput, columns: ReturnType<typeof fileColumns>): Promise<Verdict> {
  const reads: Read<{ input: CustomerInput; key: string }>[] = dataRows(input).map(({ line, cells }) => {
    const cell = cellsOf(columns, cells);
    const isExample = isExampleRow('customers', cell);
    const read = isExample ? example() : readCustomerRow(cell);
    const label = `${cell('nombre')} (${cell('numero_documento')})`;
    const key = isExample ? '' : documentKeyOfCells(cell);
    return read.ok ? { line, key, label, value: { input: read.input, key: read.key }, problems: [], existing: false } : { line, key, label, value: null, problems: read.problems, existing: false };
  });
  refuseRepeats(reads, 'numero_documento');
  const keys = reads.flatMap((read) => (read.value === null ? [] : [read.value.key]));
  const stored = await db.query<{ key: string }>(
    `SELECT DISTINCT document_type || ':' || document_norm AS key FROM customers
      WHERE document_type || ':' || document_norm IN (SELECT value FROM json_array_elements_text($1::json))`,
    [jsonList(keys)],
  );
  const existing = new Set(stored.map((row) => row.key));
  for (const read of reads) if (read.value !== null && existing.has(read.value.key)) read.existing = true;
  const preview = verdictOf('customers', reads);
  const rows = reads.flatMap((read) => (read.value !== null && read.problems.length === 0 && !read.existing ? [{ line: read.line, input: read.value.input }] : []));
  return { preview, plan: { kind: 'customers', rows } };
}

async function loansVerdict(db: Queryable, input: ImportInput, columns: ReturnType<typeof fileColumns>, format: AmountFormat, today: BusinessDate): Promise<Verdict> {
  const reading = { monthFirst: writesMonthFirst(input.numberLocale) };
  const reads: Read<LoanRow>[] = dataRows(input).map(({ line, cells }) => {
    const cell = cellsOf(columns, cells);
    const isExample = isExampleRow('loans', cell);
    const read = isExample ? example() : readLoanRow(cell, format, today, reading);
    // What a person checks at a glance: whose loan, how much, at what rate, in how many installments.
    const label = [cell('referencia'), cell('documento_cliente'), cell('monto'), cell('tasa') === '' ? '' : `${cell('tasa').replace(/\s*%\s*$/, '')} %`, cell('cuotas')].filter((part) => part !== '').join(' · ');
    const key = isExample ? '' : cell('referencia');
    return read.ok ? { line, key, label, value: read.row, problems: [], existing: false } : { line, key, label, value: null, problems: read.problems, existing: false };
  });
  refuseRepeats(reads, 'referencia');
  const loans = reads.flatMap((read) => (read.value === null ? [] : [read.value]));
  // One after the other: on PostgreSQL `db` may be the import's transaction, one connection.
  const customers = await db.query<{ key: string; id: number; status: string }>(
    `SELECT DISTINCT ON (key) document_type || ':' || document_norm AS key, id, status FROM customers
      WHERE document_type || ':' || document_norm IN (SELECT value FROM json_array_elements_text($1::json))
      ORDER BY key, id`,
    [jsonList(loans.map((loan) => `${loan.customer.type}:${loan.customer.key}`))],
  );
  const officers = await db.query<{ username: string; id: number; enabled: boolean }>(
    'SELECT username, id, enabled FROM users WHERE username IN (SELECT value FROM json_array_elements_text($1::json))',
    [jsonList(loans.flatMap((loan) => (loan.officer === null ? [] : [loan.officer])))],
  );
  const references = await db.query<{ import_reference: string }>(
    'SELECT import_reference FROM loans WHERE import_reference IN (SELECT value FROM json_array_elements_text($1::json))',
    [jsonList(loans.map((loan) => loan.reference))],
  );
  const customerOf = new Map(customers.map((row) => [row.key, row]));
  const officerOf = new Map(officers.map((row) => [row.username, row]));
  const stored = new Set(references.map((row) => row.import_reference));
  const rows: Extract<ImportPlan, { kind: 'loans' }>['rows'] = [];
  for (const read of reads) {
    const loan = read.value;
    if (loan === null) continue;
    if (stored.has(loan.reference)) {
      read.existing = true;
      continue;
    }
    const customer = customerOf.get(`${loan.customer.type}:${loan.customer.key}`);
    if (customer === undefined) read.problems.push({ column: 'documento_cliente', code: 'customerNotFound' });
    else if (customer.status !== 'active') read.problems.push({ column: 'documento_cliente', code: 'customerBlocked' });
    const officer = loan.officer === null ? null : officerOf.get(loan.officer);
    if (officer === undefined || (officer !== null && !officer.enabled)) read.problems.push({ column: 'oficial', code: 'officerNotFound' });
    if (read.problems.length === 0 && customer !== undefined) rows.push({ line: read.line, loan, customerId: customer.id, officerId: officer?.id ?? null });
  }
  return { preview: verdictOf('loans', reads), plan: { kind: 'loans', rows } };
}

/** A file refused as a whole (its header, no rows, no location): no row is read, nothing planned. */
export const refusedFile = (kind: ImportKind, problems: ImportProblem[]): Verdict => ({
  preview: { kind, fileProblems: problems, rows: [], counts: { new: 0, existing: 0, refused: 0 } },
  plan: kind === 'customers' ? { kind, rows: [] } : { kind, rows: [] },
});

export async function verdictOfFile(db: Queryable, kind: ImportKind, input: ImportInput, format: AmountFormat, today: BusinessDate): Promise<Verdict> {
  const columns = fileColumns(kind, input.rows[0] ?? []);
  const problems = [...columns.problems];
  if (problems.length === 0 && dataRows(input).length === 0) problems.push({ column: '', code: 'noRows' });
  if (problems.length > 0) {
    return refusedFile(kind, problems);
  }
  return kind === 'customers' ? customersVerdict(db, input, columns) : loansVerdict(db, input, columns, format, today);
}
