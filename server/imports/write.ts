/**
 * What an import writes, in the caller's transaction, a statement per table per chunk of rows (a
 * file of 10,000 rows is a few dozen statements, not tens of thousands: `npm run bench`'s import
 * figure). Each record is what the form and the routes would have written: a customer as POST
 * /clientes stores it; a loan with its schedule from machines/loans/schedule.ts, its payments, the
 * projection of the same replay (machines/receivables) and the status the loan chart gives it.
 * Every record gets its 'create' entry in the audit log, as a typed one does.
 */
import type { ImportKind } from '../../machines/imports/imports.schema.ts';
import type { LoanRow } from '../../machines/imports/loanRows.ts';
import { nextLoanStatus } from '../../machines/loans/loan.step.ts';
import { receivableStanding, type InstallmentDue, type PaymentFact } from '../../machines/receivables/index.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';
import type { ImportPlan } from './preview.ts';

/** Rows per statement: large enough to be few statements, small enough for one parameter's JSON. */
const CHUNK = 1_000;

const chunksOf = <T>(rows: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) chunks.push(rows.slice(at, at + CHUNK));
  return chunks;
};

export const IMPORTED_METHOD = 'imported';

async function insertAudit(tx: Queryable, userId: number, entity: string, entries: { id: number; after: object }[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO audit_log (user_id, entity, entity_id, action, before, after)
     SELECT $1, $2, x.id, 'create', NULL, x.after FROM json_to_recordset($3::json) AS x(id bigint, after jsonb)`,
    [userId, entity, JSON.stringify(entries)],
  );
}

async function writeCustomers(tx: Queryable, importId: number, userId: number, rows: Extract<ImportPlan, { kind: 'customers' }>['rows']): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const inserted = await tx.query<Record<string, unknown> & { id: number }>(
      `INSERT INTO customers (document_type, document_number, name, phone, address, status, import_id)
       SELECT x.document_type, x.document_number, x.name, x.phone, x.address, 'active', $2
         FROM json_to_recordset($1::json) AS x(n int, document_type text, document_number text, name text, phone text, address text)
        ORDER BY x.n
       RETURNING id, document_type, document_number, name, phone, address, status, version, import_id`,
      [JSON.stringify(chunk.map((row, n) => ({ n, ...row.input }))), importId],
    );
    await insertAudit(tx, userId, 'customer', inserted.map((row) => ({ id: row.id, after: row })));
  }
}

/** The schedule as the replay reads it (the rows the loan_installments table holds). */
const duesOf = (loan: LoanRow): InstallmentDue[] =>
  loan.schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));

/** The loan's row as it enters: active since its disbursement, then the chart's answer to its payments. */
function loanRecord(row: Extract<ImportPlan, { kind: 'loans' }>['rows'][number], userId: number, today: BusinessDate) {
  const { loan } = row;
  const facts: PaymentFact[] = loan.payments.map((payment, n) => ({ id: n + 1, businessDate: payment.date, amount: payment.amount, reversed: false }));
  const standing = receivableStanding(duesOf(loan), facts, today, 0);
  const status = facts.length === 0 ? 'active' : nextLoanStatus('active', null, { type: 'PAYMENT', outstanding: standing.outstanding - standing.overpayment });
  // The readers refuse a loan paid beyond its schedule (paidAboveTotal), so the chart always answers.
  if (status === null || status === 'overpaid') throw new Error(`the loan chart refused the import of ${loan.reference}`);
  return {
    reference: loan.reference,
    customer_id: row.customerId,
    officer_id: row.officerId ?? userId,
    status,
    principal: loan.terms.principal,
    rate_millionths: loan.terms.rateMillionths,
    rate_period: loan.terms.ratePeriod,
    installments: loan.terms.installments,
    frequency: loan.terms.frequency,
    method: loan.terms.method,
    first_due_date: loan.terms.firstDueDate,
    note: loan.note,
    installment_amount: loan.schedule.installment,
    total_interest: loan.schedule.totalInterest,
    disbursed_date: loan.disbursedDate,
    balance: standing.outstanding,
    paid_total: standing.paid,
    next_due_date: standing.nextDueDate,
    principal_outstanding: standing.principalOutstanding,
  };
}

/** The loan's 'create' entry, in the fields its 'Historial' names (src/features/loans/loanHistoryTexts.ts). */
function auditedLoan(record: ReturnType<typeof loanRecord>, importId: number) {
  const { reference, installment_amount, customer_id, officer_id, principal_outstanding: _derived, ...fields } = record;
  return { ...fields, installment: installment_amount, customer_id, officer_id, import_id: importId, import_reference: reference };
}

async function writeLoans(tx: Queryable, importId: number, userId: number, rows: Extract<ImportPlan, { kind: 'loans' }>['rows'], today: BusinessDate): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const records = chunk.map((row) => loanRecord(row, userId, today));
    const inserted = await tx.query<{ id: number; import_reference: string }>(
      `INSERT INTO loans (customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method, first_due_date,
                          note, installment_amount, total_interest, business_date, submitted_by, disbursed_by, disbursed_at, disbursed_date,
                          closed_at, balance, paid_total, next_due_date, principal_outstanding, import_id, import_reference)
       SELECT x.customer_id, x.officer_id, x.status, x.principal, x.rate_millionths, x.rate_period, x.installments, x.frequency, x.method, x.first_due_date,
              x.note, x.installment_amount, x.total_interest, x.disbursed_date, $2, $2, now(), x.disbursed_date,
              CASE WHEN x.status = 'closed' THEN now() END, x.balance, x.paid_total, x.next_due_date, x.principal_outstanding, $3, x.reference
         FROM json_to_recordset($1::json) AS x(n int, reference text, customer_id int, officer_id int, status text, principal bigint, rate_millionths int,
              rate_period text, installments int, frequency text, method text, first_due_date date, note text, installment_amount bigint,
              total_interest bigint, disbursed_date date, balance bigint, paid_total bigint, next_due_date date, principal_outstanding bigint)
        ORDER BY x.n
       RETURNING id, import_reference`,
      [JSON.stringify(records.map((record, n) => ({ n, ...record }))), userId, importId],
    );
    const idOf = new Map(inserted.map((row) => [row.import_reference, Number(row.id)]));
    const loanId = (reference: string): number => {
      const id = idOf.get(reference);
      if (id === undefined) throw new Error(`the import lost the loan ${reference}`);
      return id;
    };
    const installments = chunk.flatMap(({ loan }) => loan.schedule.rows.map((due) => ({ loan_id: loanId(loan.reference), number: due.number, due_date: due.dueDate, principal: due.principal, interest: due.interest })));
    await tx.query(
      `INSERT INTO loan_installments (loan_id, number, due_date, principal, interest)
       SELECT x.loan_id, x.number, x.due_date, x.principal, x.interest FROM json_to_recordset($1::json) AS x(loan_id int, number int, due_date date, principal bigint, interest bigint)`,
      [JSON.stringify(installments)],
    );
    // In each loan's date order, so ids order same-day payments as the replay above did.
    const payments = chunk.flatMap(({ loan }) => loan.payments.map((payment, n) => ({ loan_id: loanId(loan.reference), n, amount: payment.amount, business_date: payment.date })));
    if (payments.length > 0) {
      await tx.query(
        `INSERT INTO payments (kind, target_id, amount, method, business_date, received_by)
         SELECT 'loan', x.loan_id, x.amount, $2, x.business_date, $3
           FROM json_to_recordset($1::json) AS x(loan_id int, n int, amount bigint, business_date date)
          ORDER BY x.loan_id, x.n`,
        [JSON.stringify(payments), IMPORTED_METHOD, userId],
      );
    }
    await insertAudit(tx, userId, 'loan', records.map((record) => ({ id: loanId(record.reference), after: auditedLoan(record, importId) })));
  }
}

export interface ImportWrite {
  kind: ImportKind;
  fileName: string;
  rowsTotal: number;
  existing: number;
  userId: number;
  today: BusinessDate;
}

/** Writes the plan; returns the import's id. The caller holds the import lock and re-read the verdict under it. */
export async function writeImport(tx: Queryable, plan: ImportPlan, meta: ImportWrite): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO imports (kind, file_name, rows_total, created, existing, imported_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [meta.kind, meta.fileName, meta.rowsTotal, plan.rows.length, meta.existing, meta.userId],
  );
  const importId = Number(rows[0]?.id);
  if (plan.kind === 'customers') await writeCustomers(tx, importId, meta.userId, plan.rows);
  else await writeLoans(tx, importId, meta.userId, plan.rows, meta.today);
  return importId;
}
