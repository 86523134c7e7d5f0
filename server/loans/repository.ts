/**
 * The reads of 'Préstamos' (tables of migration 017): the list page, one loan as the API answers
 * it (LoanDetailSchema) and the loan row a write locks. The writes are in server/loans/transitions.ts,
 * inside the route's transaction.
 *
 * What is derived at read (domain.md "Derived, not stored"): days in arrears are business date −
 * `next_due_date` for an active loan (installments are paid in order, so the first one not paid off
 * is also the oldest unpaid one), 0 otherwise; the detail's schedule and standing come from the
 * replay (`standingOf`) at the business date.
 */
import { LOAN_STATUSES, ruleRowOf, type ChargeWaiverRow, type InstallmentRow, type LoanDetail, type LoanListRow, type LoanStatus, type PrepayMode, type ScheduleVersion } from '../../machines/loans/index.ts';
import { NO_LATE_CHARGE, receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { addDays, minorFromColumn, sumMinor, type BusinessDate } from '../../machines/money/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable } from '../db/adapter.ts';
import { everyWordInFolded } from '../db/textSearch.ts';
import { idEquals, listRecords, oneOf, type RecordListContext, type RecordListSpec } from '../records/listQuery.ts';
import { auditSnapshot, dateText, dueRowsOf, standingFields, stepOf } from '../records/facts.ts';
import { payoffAt } from './payoffQuote.ts';
import { dueOfLoan, loanFactsOf, type StoredVersion } from './projection.ts';
import { versionInEffect } from '../../machines/loans/prepayment.ts';

/** `?sort=` of GET /prestamos: the list row's own field names (`-balance` descending). */
export const LOAN_SORT_COLUMNS = ['id', 'customer_name', 'principal', 'installment', 'balance', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type LoanSortColumn = (typeof LOAN_SORT_COLUMNS)[number];
/** `?status=<LoanStatus>&arrears=1&customer=<id>&officer=<id>&atrasoDesde=<days>&atrasoHasta=<days>`. */
export const LOAN_FILTERS = ['status', 'arrears', 'customer', 'officer', 'atrasoDesde', 'atrasoHasta'] as const;

/** Days late as a filter value: 0–99999 written in digits; anything else filters nothing. */
const daysValue = (value: string): number | null => (/^[0-9]{1,5}$/.test(value) ? Number(value) : null);

type Num = string | number | bigint;
type Time = Date | string;

/** Who may see which loans: every loan, or only those whose officer is `officerId` (server/payments/portfolio.ts). */
export type { Portfolio } from '../payments/portfolio.ts';
import { holds, type Portfolio } from '../payments/portfolio.ts';

/**
 * Days past due of an active loan (alias `l`) at `todayParam` (a date parameter); 0 for every other
 * status. The list's 'Días de atraso', its `atrasoDesde`/`atrasoHasta` filter and Analítica's
 * arrears buckets and PAR30 (server/analytics) all read this one expression, so they never disagree.
 */
export const daysInArrearsSql = (todayParam: string) =>
  `(CASE WHEN l.status = 'active' AND l.next_due_date < ${todayParam}::date THEN (${todayParam}::date - l.next_due_date) ELSE 0 END)`;

interface ListRow {
  id: number;
  customer_id: number;
  customer_name: string;
  principal: Num;
  installment_amount: Num;
  balance: Num;
  next_due_date: Time | null;
  days_in_arrears: number;
  status: LoanStatus;
  officer_id: number;
  officer_name: string;
}

const toListRow = (row: ListRow): LoanListRow => ({
  id: row.id,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  principal: minorFromColumn(row.principal),
  installment: minorFromColumn(row.installment_amount),
  ...standingFields(row),
});

const ORDER_BY: Readonly<Record<LoanSortColumn, string>> = {
  id: 'l.id',
  customer_name: 'c.name_key COLLATE "C"',
  principal: 'l.principal',
  installment: 'l.installment_amount',
  balance: 'l.balance',
  next_due_date: 'l.next_due_date',
  days_in_arrears: 'days_in_arrears',
  status: 'l.status COLLATE "C"',
};

export interface LoanListContext extends RecordListContext {
  /** The location's grace days: 'Solo en mora' is more days past due than these. */
  graceDays: number;
}

/**
 * The loans list on the records kit. Filters: `status`, `arrears=1` (active and more than the
 * grace days past due: `next_due_date < today − grace`, served by the partial index
 * loans_arrears_idx), `customer`, `officer`; `q` every word in the customer's folded name or
 * document (customers.search_key, trigram-indexed).
 */
const LOAN_LIST: RecordListSpec<LoanSortColumn, ListRow, LoanListRow, LoanListContext> = {
  alias: 'l',
  from: `FROM loans l
             JOIN customers c ON c.id = l.customer_id
             JOIN users o ON o.id = l.officer_id`,
  // The count needs the customers only to search them.
  countFrom: (searching) => `FROM loans l${searching ? ' JOIN customers c ON c.id = l.customer_id' : ''}`,
  columns: (today) => `l.id, l.customer_id, c.name AS customer_name, l.principal, l.installment_amount, l.balance, l.next_due_date,
                  ${daysInArrearsSql(today)} AS days_in_arrears, l.status, l.officer_id, o.name AS officer_name`,
  search: (q, params) => everyWordInFolded(q, 'c.search_key', params),
  filters: {
    status: oneOf('l.status', LOAN_STATUSES),
    // More days past due than the grace days: due before today − grace.
    arrears: (value, param, context) => (value === '1' ? `l.status = 'active' AND l.next_due_date < ${param(addDays(context.today, -context.graceDays))}::date` : null),
    customer: idEquals('l.customer_id'),
    officer: idEquals('l.officer_id'),
    // 'Días de atraso' ≥ N (Analítica's PAR30 and buckets link here). N ≥ 1 holds only for an active loan
    // due on or before today − N: the same days as daysInArrearsSql, in a form loans_arrears_idx serves.
    atrasoDesde: (value, param, context) => {
      const days = daysValue(value);
      if (days === null || days === 0) return null; // every loan is at least 0 days late
      return `l.status = 'active' AND l.next_due_date <= ${param(addDays(context.today, -days))}::date`;
    },
    // 'Días de atraso' ≤ N: the list's own expression (a loan not active is 0 days late).
    atrasoHasta: (value, param, context) => {
      const days = daysValue(value);
      return days === null ? null : `${daysInArrearsSql(param(context.today))} <= ${param(days)}`;
    },
  },
  orderBy: ORDER_BY,
  toRow: toListRow,
};

/** One page of loans, newest first unless sorted. */
export async function listLoans(db: Queryable, query: ListQuery<LoanSortColumn>, context: LoanListContext): Promise<ListPage<LoanListRow>> {
  return listRecords(db, LOAN_LIST, query, context);
}

/** The loans row as the writes read it (locked with `forUpdate`). */
export interface LoanRow {
  id: number;
  customer_id: number;
  officer_id: number;
  status: LoanStatus;
  principal: number;
  submitted_by: number;
  /** YYYY-MM-DD: a loan is not disbursed once its first installment is already due. */
  first_due_date: string;
  version: number;
}

/**
 * The loan's row, `FOR UPDATE` when asked (every transition: two decisions on one loan queue, and
 * the second sees the first's status and version); null when it does not exist or is outside the
 * caller's portfolio (answered 404 alike).
 */
export async function findLoanRow(db: Queryable, id: number, portfolio: Portfolio, forUpdate = false): Promise<LoanRow | null> {
  const rows = await db.query<Omit<LoanRow, 'principal' | 'first_due_date'> & { principal: Num; first_due_date: Date | string }>(
    `SELECT id, customer_id, officer_id, status, principal, submitted_by, first_due_date, version FROM loans WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (!holds(portfolio, row.officer_id)) return null;
  return { ...row, principal: minorFromColumn(row.principal), first_due_date: dateText(row.first_due_date) };
}

export async function loanExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM loans WHERE id = $1', [id])).length > 0;
}

interface DetailRow extends ListRow {
  rate_millionths: number;
  rate_period: LoanDetail['rate_period'];
  installments: number;
  frequency: LoanDetail['frequency'];
  method: LoanDetail['method'];
  first_due_date: Time;
  note: string;
  total_interest: Num;
  reason: string | null;
  version: number;
  submitted_by: number;
  submitted_name: string;
  submitted_at: Time;
  approved_by: number | null;
  approved_name: string | null;
  approved_at: Time | null;
  rejected_by: number | null;
  rejected_name: string | null;
  rejected_at: Time | null;
  disbursed_by: number | null;
  disbursed_name: string | null;
  disbursed_at: Time | null;
  closed_by: number | null;
  closed_name: string | null;
  closed_at: Time | null;
  written_off_by: number | null;
  written_off_name: string | null;
  written_off_at: Time | null;
}


/** Statuses after disbursement: the loan owes (or owed) money, so balance and standing apply. */
const DISBURSED: readonly LoanStatus[] = ['active', 'closed', 'overpaid', 'writtenOff'];

/**
 * One loan as `GET /prestamos/{id}` answers it, the schedule and standing replayed at `today`
 * (null: no such loan, or outside the portfolio). 'closed' is the paying off: the receiver of the
 * latest unreversed payment, at `closed_at`.
 */
/** The reader's open cash session and its box: where a disbursement by them takes the cash from. */
async function openSessionOf(db: Queryable, userId: number): Promise<LoanDetail['disbursement_session']> {
  const rows = await db.query<{ id: number; box_name: string }>(
    "SELECT s.id, b.name AS box_name FROM cash_sessions s JOIN cash_boxes b ON b.id = s.box_id WHERE s.opened_by = $1 AND s.status = 'open'",
    [userId],
  );
  return rows[0] ?? null;
}

/** `viewer`: who reads it (an approved loan then says which of their sessions 'Desembolsar' would use). */
export async function loanDetail(db: Queryable, id: number, today: BusinessDate, portfolio: Portfolio, viewer?: number): Promise<LoanDetail | null> {
  const rows = await db.query<DetailRow>(
    `SELECT l.id, l.customer_id, c.name AS customer_name, l.principal, l.installment_amount, l.balance, l.next_due_date,
            ${daysInArrearsSql('$2')} AS days_in_arrears, l.status, l.officer_id, o.name AS officer_name,
            l.rate_millionths, l.rate_period, l.installments, l.frequency, l.method, l.first_due_date, l.note, l.total_interest,
            l.reason, l.version,
            l.submitted_by, su.name AS submitted_name, l.submitted_at,
            l.approved_by, au.name AS approved_name, l.approved_at,
            l.rejected_by, ru.name AS rejected_name, l.rejected_at,
            l.disbursed_by, du.name AS disbursed_name, l.disbursed_at,
            lp.received_by AS closed_by, cu.name AS closed_name, l.closed_at,
            l.written_off_by, wu.name AS written_off_name, l.written_off_at
       FROM loans l
       JOIN customers c ON c.id = l.customer_id
       JOIN users o ON o.id = l.officer_id
       JOIN users su ON su.id = l.submitted_by
       LEFT JOIN users au ON au.id = l.approved_by
       LEFT JOIN users ru ON ru.id = l.rejected_by
       LEFT JOIN users du ON du.id = l.disbursed_by
       LEFT JOIN users wu ON wu.id = l.written_off_by
       LEFT JOIN LATERAL (SELECT p.received_by FROM payments p WHERE p.kind = 'loan' AND p.target_id = l.id AND p.status = 'posted'
                           ORDER BY p.business_date DESC, p.id DESC LIMIT 1) lp ON l.closed_at IS NOT NULL
       LEFT JOIN users cu ON cu.id = lp.received_by
      WHERE l.id = $1`,
    [id, today],
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (!holds(portfolio, row.officer_id)) return null;
  const [facts, waivers] = await Promise.all([loanFactsOf(db, id), waiverRowsOf(db, id)]);
  const standing = receivableStanding(dueOfLoan(facts.schedule, facts.payments, today, facts.terms, facts.waivers).dues, facts.payments, today, facts.refunded);
  const disbursed = DISBURSED.includes(row.status);
  const schedule: InstallmentRow[] = dueRowsOf(standing);
  const principal = minorFromColumn(row.principal);
  const totalInterest = minorFromColumn(row.total_interest);
  return {
    ...toListRow(row),
    // The replay at the business date; the same as the row's projection (recomputed by every write).
    balance: disbursed ? standing.outstanding : 0,
    next_due_date: disbursed ? standing.nextDueDate : null,
    days_in_arrears: row.status === 'active' ? standing.daysPastDue : 0,
    rate_millionths: row.rate_millionths,
    rate_period: row.rate_period,
    installments: row.installments,
    frequency: row.frequency,
    method: row.method,
    first_due_date: dateText(row.first_due_date),
    note: row.note,
    total_interest: totalInterest,
    total_payable: sumMinor([principal, totalInterest, ...schedule.map((r) => r.charges)]),
    overpaid: disbursed ? standing.overpayment : 0,
    submitted: stepOf(row.submitted_by, row.submitted_name, row.submitted_at),
    approved: stepOf(row.approved_by, row.approved_name, row.approved_at),
    rejected: stepOf(row.rejected_by, row.rejected_name, row.rejected_at),
    disbursed: stepOf(row.disbursed_by, row.disbursed_name, row.disbursed_at),
    closed: stepOf(row.closed_by, row.closed_name, row.closed_at),
    written_off: stepOf(row.written_off_by, row.written_off_name, row.written_off_at),
    reason: row.reason,
    schedule,
    version: row.version,
    business_date: today,
    disbursement_session: viewer !== undefined && row.status === 'approved' ? await openSessionOf(db, viewer) : null,
    late_charge: ruleRowOf(facts.terms?.rule ?? NO_LATE_CHARGE),
    payoff: row.status === 'active' && facts.terms !== undefined ? payoffAt(facts, today, today, standing) : null,
    charge_waivers: waivers,
    start_date: disbursed && facts.terms !== undefined ? facts.terms.start : null,
    payoff_interest: facts.terms?.payoffInterest ?? 'days',
    schedule_versions: facts.versions.length > 1 ? await scheduleVersionRowsOf(db, id, facts.versions, facts.payments) : [],
  };
}

/** 'Versiones del cronograma': every version with who made it, when, how, and whether it is in effect. */
async function scheduleVersionRowsOf(db: Queryable, id: number, versions: readonly StoredVersion[], payments: readonly PaymentFact[]): Promise<ScheduleVersion[]> {
  const made = await db.query<{ version: number; payment_id: Num; mode: PrepayMode; value_date: Time; created_at: Time; user_name: string; status: string }>(
    `SELECT v.version, v.payment_id, v.mode, v.value_date, v.created_at, u.name AS user_name, p.status
       FROM loan_schedule_versions v JOIN users u ON u.id = v.created_by JOIN payments p ON p.id = v.payment_id
      WHERE v.loan_id = $1`,
    [id],
  );
  const byVersion = new Map(made.map((row) => [row.version, row]));
  const inEffect = versionInEffect(versions, payments);
  return versions.map((version) => {
    const fact = byVersion.get(version.version);
    return {
      version: version.version,
      in_effect: version.version === inEffect,
      mode: fact?.mode ?? null,
      payment_id: fact === undefined ? null : Number(fact.payment_id),
      value_date: fact === undefined ? null : dateText(fact.value_date),
      created_at: fact === undefined ? null : new Date(fact.created_at).toISOString(),
      created_by: fact?.user_name ?? null,
      reversed: fact?.status === 'reversed',
      rows: version.rows.map((row) => ({ number: row.number, due_date: row.dueDate, principal: row.principal, interest: row.interest, total: row.principal + row.interest + row.charges, prepayment: row.prepayment === true })),
    };
  });
}

/** The loan's 'Condonar recargo' facts as its page lists them, oldest first. */
async function waiverRowsOf(db: Queryable, id: number): Promise<ChargeWaiverRow[]> {
  const rows = await db.query<{ number: number; business_date: Time; amount: Num; reason: string; user_name: string }>(
    `SELECT w.number, w.business_date, w.amount, w.reason, u.name AS user_name
       FROM loan_charge_waivers w JOIN users u ON u.id = w.created_by WHERE w.loan_id = $1 ORDER BY w.id`,
    [id],
  );
  return rows.map((row) => ({ number: row.number, business_date: dateText(row.business_date), amount: minorFromColumn(row.amount), reason: row.reason, user_name: row.user_name }));
}

/**
 * The loan as the audit log keeps it (before/after of each write): the detail without the
 * schedule, which never changes (a 360-row copy in every entry would say nothing) and without the
 * business date of the read.
 */
export async function loanRecord(db: Queryable, id: number, today: BusinessDate): Promise<object | null> {
  // No viewer: no disbursement session (the reader's, not the loan's), so none is kept either.
  const record = auditSnapshot(await loanDetail(db, id, today, { all: true }), 'schedule');
  if (record === null) return null;
  // Nor the payoff quote: a figure of the date of the read, not a fact of the loan.
  // Nor the schedule versions: each is a fact of its own (loan_schedule_versions), audited with its payment.
  const { disbursement_session: _reader, payoff: _quote, schedule_versions: _versions, ...kept } = record as { disbursement_session?: unknown; payoff?: unknown; schedule_versions?: unknown };
  return kept;
}
