/**
 * Loan payments' SQL (tables of migration 017): the loan row locked for a payment, the payment
 * inserted (append-only) and reversed (the one update the table allows), and the reads of the
 * 'Pagos' section, 'Pagos de préstamos' and the receipt. The allocation of each payment is never
 * read from a table: it is the replay of the loan's facts (machines/loans allocatePayments).
 */
import { allocatePayments, type InstallmentDue, type PaymentFact } from '../../machines/receivables/allocation.ts';
import type { LoanStatus } from '../../machines/loans/loan.schema.ts';
import { effectOfPayment } from '../../machines/payments/payment.rules.ts';
import type {
  LoanPayment,
  LoanPaymentPage,
  PaymentMethod,
  PaymentSortColumn,
  PaymentStatus,
  Receipt,
} from '../../machines/payments/payments.schema.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';
import { pageWindow } from '../http/listPage.ts';
import { everyWordIn } from '../db/textSearch.ts';
import { activeLocation } from '../locations/repository.ts';
import { dateText, loanDues, loanPaymentFacts } from '../loans/projection.ts';
import { conditionsOf, whereOf } from '../cashMovements/filters.ts';
import { PAYMENT_READERS } from './filters.ts';

type Column = string | number | bigint;

export interface LockedLoan {
  id: number;
  status: LoanStatus;
  version: number;
  officer_id: number;
  submitted_by: number;
  balance: number;
}

/** The loan row locked FOR UPDATE until the transaction ends: writes on one loan queue here. */
export async function lockLoan(tx: Queryable, id: number): Promise<LockedLoan | null> {
  const rows = await tx.query<Omit<LockedLoan, 'balance'> & { balance: Column }>(
    'SELECT id, status, version, officer_id, submitted_by, balance FROM loans WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = rows[0];
  return row === undefined ? null : { ...row, balance: minorFromColumn(row.balance) };
}

/** Whose loan it is (for the portfolio rule); null when there is none. */
export async function officerOfLoan(db: Queryable, id: number): Promise<number | null> {
  const rows = await db.query<{ officer_id: number }>('SELECT officer_id FROM loans WHERE id = $1', [id]);
  return rows[0]?.officer_id ?? null;
}

/** The next payment id, taken before the insert so its cash movement can name it as its source. */
export async function nextPaymentId(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: Column }>("SELECT nextval(pg_get_serial_sequence('payments', 'id')) AS id");
  return Number(rows[0]?.id);
}

export interface NewPayment {
  id: number;
  loanId: number;
  amount: number;
  method: PaymentMethod;
  businessDate: BusinessDate;
  sessionId: number | null;
  movementId: number | null;
  receivedBy: number;
}

export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<void> {
  await tx.query(
    `INSERT INTO payments (id, kind, target_id, amount, method, business_date, session_id, movement_id, received_by)
     OVERRIDING SYSTEM VALUE VALUES ($1, 'loan', $2, $3, $4, $5::date, $6, $7, $8)`,
    [payment.id, payment.loanId, payment.amount, payment.method, payment.businessDate, payment.sessionId, payment.movementId, payment.receivedBy],
  );
}

/** posted → reversed: the only update the table's trigger lets through. */
export async function markReversed(tx: Queryable, id: number, by: { userId: number; reason: string; movementId: number | null }): Promise<void> {
  await tx.query(
    "UPDATE payments SET status = 'reversed', reversed_by = $2, reversed_at = now(), reversal_reason = $3, reversal_movement_id = $4 WHERE id = $1",
    [id, by.userId, by.reason, by.movementId],
  );
}

/** A new status from the chart; `closed_at` follows whether it is 'closed'. The version moves on. */
export async function setLoanStatus(tx: Queryable, id: number, status: LoanStatus): Promise<void> {
  await tx.query(
    `UPDATE loans SET status = $2, version = version + 1,
            closed_at = CASE WHEN $2 = 'closed' THEN coalesce(closed_at, now()) ELSE NULL END
      WHERE id = $1`,
    [id, status],
  );
}

const PAYMENT_COLUMNS = `p.id, p.loan_id, l.customer_id, c.name AS customer_name, p.amount, p.method,
  to_char(p.business_date, 'YYYY-MM-DD') AS business_date, p.status, p.session_id, p.movement_id, p.received_by,
  ru.name AS received_by_name, p.created_at, rv.name AS reversed_by_name, p.reversed_at, p.reversal_reason`;

const PAYMENT_FROM = `FROM payments p
  JOIN loans l ON l.id = p.loan_id
  JOIN customers c ON c.id = l.customer_id
  JOIN users ru ON ru.id = p.received_by
  LEFT JOIN users rv ON rv.id = p.reversed_by`;

interface PaymentRow {
  id: Column;
  loan_id: number;
  customer_id: number;
  customer_name: string;
  amount: Column;
  method: PaymentMethod;
  business_date: string;
  status: PaymentStatus;
  session_id: number | null;
  movement_id: Column | null;
  received_by: number;
  received_by_name: string;
  created_at: Date | string;
  reversed_by_name: string | null;
  reversed_at: Date | string | null;
  reversal_reason: string | null;
}

type Allocations = Map<number, { rows: LoanPayment['allocation']; overpayment: number }>;

const toPayment = (row: PaymentRow, allocations: Allocations): LoanPayment => {
  const id = Number(row.id);
  const allocation = allocations.get(id);
  return {
    id,
    loan_id: row.loan_id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    amount: minorFromColumn(row.amount),
    method: row.method,
    business_date: row.business_date,
    status: row.status,
    session_id: row.session_id,
    received_by: row.received_by,
    received_by_name: row.received_by_name,
    created_at: isoTime(row.created_at),
    allocation: allocation?.rows ?? [],
    overpayment: allocation?.overpayment ?? 0,
    reversed_by_name: row.reversed_by_name,
    reversed_at: row.reversed_at === null ? null : isoTime(row.reversed_at),
    reversal_reason: row.reversal_reason,
  };
};

/**
 * The current replay of each loan's payments, by payment id: the schedules and payments of every
 * loan on the page in two statements (not two per loan), then the pure replay per loan.
 */
async function allocationsOf(db: Queryable, loanIds: readonly number[]): Promise<Allocations> {
  const result: Allocations = new Map();
  const ids = [...new Set(loanIds)];
  if (ids.length === 0) return result;
  const list = ids.map((_, index) => `$${index + 1}`).join(', ');
  const [dueRows, factRows] = await Promise.all([
    db.query<{ loan_id: number; number: number; due_date: Date | string; principal: Column; interest: Column; charges: Column }>(
      `SELECT loan_id, number, due_date, principal, interest, charges FROM loan_installments WHERE loan_id IN (${list}) ORDER BY loan_id, number`,
      ids,
    ),
    db.query<{ loan_id: number; id: Column; business_date: Date | string; amount: Column; status: PaymentStatus }>(
      `SELECT loan_id, id, business_date, amount, status FROM payments WHERE kind = 'loan' AND target_id IN (${list}) ORDER BY target_id, business_date, id`,
      ids,
    ),
  ]);
  for (const loanId of ids) {
    const dues: InstallmentDue[] = dueRows
      .filter((row) => row.loan_id === loanId)
      .map((row) => ({ number: row.number, dueDate: dateText(row.due_date), principal: minorFromColumn(row.principal), interest: minorFromColumn(row.interest), charges: minorFromColumn(row.charges) }));
    const facts: PaymentFact[] = factRows
      .filter((row) => row.loan_id === loanId)
      .map((row) => ({ id: Number(row.id), businessDate: dateText(row.business_date), amount: minorFromColumn(row.amount), reversed: row.status === 'reversed' }));
    for (const payment of allocatePayments(dues, facts).payments) result.set(payment.paymentId, { rows: payment.rows, overpayment: payment.overpayment });
  }
  return result;
}

/** The loan's payments, newest first, each with what it pays in the current replay. */
export async function paymentsOfLoan(db: Queryable, loanId: number): Promise<LoanPayment[]> {
  const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM} WHERE p.loan_id = $1 ORDER BY p.business_date DESC, p.id DESC`, [loanId]);
  const allocations = await allocationsOf(db, [loanId]);
  return rows.map((row) => toPayment(row, allocations));
}

export async function findPayment(db: Queryable, id: number, forUpdate = false): Promise<LoanPayment | null> {
  const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`, [id]);
  const row = rows[0];
  if (row === undefined) return null;
  return toPayment(row, await allocationsOf(db, [row.loan_id]));
}

/** The cash movement a payment entered, if it moved cash. */
export async function movementOfPayment(db: Queryable, id: number): Promise<{ movement_id: number | null; session_id: number | null }> {
  const rows = await db.query<{ movement_id: Column | null; session_id: number | null }>('SELECT movement_id, session_id FROM payments WHERE id = $1', [id]);
  const row = rows[0];
  return { movement_id: row?.movement_id == null ? null : Number(row.movement_id), session_id: row?.session_id ?? null };
}

/** What the receipt prints, from the stored facts (the same at posting and at a reprint). */
export async function receiptOf(db: Queryable, payment: LoanPayment): Promise<Receipt> {
  const [dues, facts, location, customer] = await Promise.all([
    loanDues(db, payment.loan_id),
    loanPaymentFacts(db, payment.loan_id),
    activeLocation(db),
    db.query<{ document_type: string; document_number: string }>('SELECT document_type, document_number FROM customers WHERE id = $1', [payment.customer_id]),
  ]);
  const effect = effectOfPayment(dues, facts, payment.id);
  const document = customer[0];
  return {
    payment_id: payment.id,
    loan_id: payment.loan_id,
    location_name: location?.name ?? '',
    receipt_footer: location?.receipt_footer ?? '',
    customer_name: payment.customer_name,
    customer_document: document === undefined ? '' : document.document_number,
    amount: payment.amount,
    method: payment.method,
    business_date: payment.business_date,
    allocation: effect?.rows ?? [],
    overpayment: effect?.overpayment ?? 0,
    remaining: effect?.remaining ?? 0,
    received_by_name: payment.received_by_name,
    status: payment.status,
  };
}

const PAYMENT_ORDER: Readonly<Record<PaymentSortColumn, string>> = {
  business_date: 'p.business_date',
  amount: 'p.amount',
  loan_id: 'p.loan_id',
};

/**
 * One page of 'Pagos de préstamos' and the totals (Σ posted, Σ reversed) of the whole filtered
 * set. `receivedBy`: only that user's payments (a user without loan.viewAll). `q`: the loan's
 * number, or words of the customer's name or document.
 */
export async function listPayments(db: Queryable, query: ListQuery<PaymentSortColumn>, receivedBy: number | null): Promise<LoanPaymentPage> {
  const conditions = conditionsOf(query.filters, PAYMENT_READERS, []);
  if (receivedBy !== null) {
    conditions.params.push(receivedBy);
    conditions.sql.push(`p.received_by = $${conditions.params.length}`);
  }
  if (/^[0-9]{1,9}$/.test(query.q)) {
    conditions.params.push(Number(query.q));
    conditions.sql.push(`p.loan_id = $${conditions.params.length}`);
  } else {
    const search = everyWordIn(query.q, ["c.name || ' ' || c.document_number"], conditions.params);
    if (search !== null) conditions.sql.push(search);
  }
  const where = whereOf(conditions);
  const [sums] = await db.query<{ n: number; posted: Column; reversed: Column }>(
    `SELECT count(*)::int AS n,
            coalesce(sum(p.amount) FILTER (WHERE p.status = 'posted'), 0) AS posted,
            coalesce(sum(p.amount) FILTER (WHERE p.status = 'reversed'), 0) AS reversed
       FROM payments p JOIN loans l ON l.id = p.loan_id JOIN customers c ON c.id = l.customer_id${where}`,
    conditions.params,
  );
  const total = sums?.n ?? 0;
  const window = pageWindow(query, total);
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'p.id DESC' : `${PAYMENT_ORDER[query.sort.column]} ${direction}, p.id ${direction}`;
  const n = conditions.params.length;
  const rows =
    total === 0
      ? []
      : await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM}${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...conditions.params,
          window.limit,
          window.offset,
        ]);
  const allocations = await allocationsOf(
    db,
    rows.map((row) => row.loan_id),
  );
  return {
    items: rows.map((row) => toPayment(row, allocations)),
    total,
    page: window.page,
    pageSize: query.pageSize,
    totals: { posted: minorFromColumn(sums?.posted ?? 0), reversed: minorFromColumn(sums?.reversed ?? 0) },
    users: await db.query<{ id: number; name: string }>(
      `SELECT u.id, u.name FROM users u WHERE EXISTS (SELECT 1 FROM payments p WHERE p.kind = 'loan' AND p.received_by = u.id) ORDER BY u.name COLLATE "C", u.id`,
    ),
  };
}
