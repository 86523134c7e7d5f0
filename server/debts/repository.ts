/**
 * The reads of Deudas and Honorarios (migration 019): the list page with the filtered set's totals,
 * one debt as the API answers it (DebtDetailSchema), its dues and payment facts, and the row a
 * write locks. Every read is of ONE kind (`/deudas` never shows a fee). Days past due are derived
 * at read (business date − next_due_date of an open debt); the detail's schedule is the replay at
 * the business date (`receivableStanding`).
 */
import { DEBT_STATUSES, type DebtDetail, type DebtKind, type DebtListRow, type DebtStatus } from '../../machines/debts/index.ts';
import { receivableStanding, type DueRow, type InstallmentDue, type PaymentFact, type ReceivableStanding } from '../../machines/receivables/index.ts';
import { minorFromColumn, type BusinessDate, type Minor } from '../../machines/money/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable } from '../db/adapter.ts';
import { everyWordIn } from '../db/textSearch.ts';
import { holds, type Portfolio } from '../payments/portfolio.ts';
import { idEquals, listRecordsWithTotals, oneOf, type RecordListContext, type RecordListSpec } from '../records/listQuery.ts';
import { auditSnapshot, dateText, dueRowsOf, groupBy, idList, paymentFactsOf, refundedOf, stepOf, writeProjectionOn } from '../records/facts.ts';

export const DEBT_SORT_COLUMNS = ['id', 'debtor_name', 'concept', 'amount', 'balance', 'next_due_date', 'days_past_due', 'status'] as const;
export type DebtSortColumn = (typeof DEBT_SORT_COLUMNS)[number];
/** `?status=<DebtStatus>&overdue=1&customer=<id>`. */
export const DEBT_FILTERS = ['status', 'overdue', 'customer'] as const;

type Num = string | number | bigint;
type Time = Date | string;

/** Who may see which debts: every one, or only those whose officer is `officerId`. */
export type { Portfolio };

const daysPastDueSql = (todayParam: string) =>
  `(CASE WHEN d.status = 'open' AND d.next_due_date < ${todayParam}::date THEN (${todayParam}::date - d.next_due_date) ELSE 0 END)`;

/** The debtor: the customer, or the staff member of a collector's debt. */
const FROM = `FROM debts d
  LEFT JOIN customers c ON c.id = d.customer_id
  LEFT JOIN users du ON du.id = d.debtor_user_id
  JOIN users o ON o.id = d.officer_id`;
const DEBTOR_NAME = 'COALESCE(c.name, du.name)';

interface ListRow {
  id: number;
  kind: DebtKind;
  customer_id: number | null;
  debtor_user_id: number | null;
  debtor_name: string;
  concept: string;
  amount: Num;
  balance: Num;
  paid_total: Num;
  next_due_date: Time | null;
  days_past_due: number;
  status: DebtStatus;
  officer_id: number;
  officer_name: string;
}

const LIST_COLUMNS = `d.id, d.kind, d.customer_id, d.debtor_user_id, ${DEBTOR_NAME} AS debtor_name, d.concept, d.amount, d.balance, d.paid_total,
  d.next_due_date, d.status, d.officer_id, o.name AS officer_name`;

/** The record's fields a list row and the detail share (the detail says its installments from its schedule). */
const toRecord = (row: ListRow): Omit<DebtListRow, 'installments' | 'installments_paid'> => ({
  id: row.id,
  kind: row.kind,
  customer_id: row.customer_id,
  debtor_user_id: row.debtor_user_id,
  debtor_name: row.debtor_name,
  concept: row.concept,
  amount: minorFromColumn(row.amount),
  balance: minorFromColumn(row.balance),
  paid_total: minorFromColumn(row.paid_total),
  next_due_date: row.next_due_date === null ? null : dateText(row.next_due_date),
  days_past_due: Number(row.days_past_due),
  status: row.status,
  officer_id: row.officer_id,
  officer_name: row.officer_name,
});

interface InstallmentCounts {
  installments: number;
  installments_paid: Num;
}

const toListRow = (row: ListRow & InstallmentCounts): DebtListRow => ({ ...toRecord(row), installments: row.installments, installments_paid: Number(row.installments_paid) });

/**
 * 'Cuotas' paid: the installments whose running total (in their order) Σ paid covers. A debt's dues
 * are principal only and payments pay the oldest first, so this is the replay's count of rows paid
 * off (tests/debts/debts.server.test.ts compares it with the detail's schedule).
 */
const INSTALLMENTS_PAID = `(SELECT count(*) FROM (SELECT sum(i.amount) OVER (ORDER BY i.number) AS upto FROM debt_installments i WHERE i.debt_id = d.id) paid
  WHERE paid.upto <= d.paid_total)`;

const ORDER_BY: Readonly<Record<DebtSortColumn, string>> = {
  id: 'd.id',
  debtor_name: `${DEBTOR_NAME} COLLATE "C"`,
  concept: 'd.concept COLLATE "C"',
  amount: 'd.amount',
  balance: 'd.balance',
  next_due_date: 'd.next_due_date',
  days_past_due: 'days_past_due',
  status: 'd.status COLLATE "C"',
};

export interface DebtListContext extends RecordListContext {
  kind: DebtKind;
}

/** The list page plus the totals of the whole filtered set (not only the page). */
export type DebtListPage = ListPage<DebtListRow> & { totals: { amount: Minor; balance: Minor } };

/**
 * Debts (or fees) on the records kit: every page is of ONE kind. Filters: `status`, `overdue=1`
 * (open with a due date before today: 'Solo vencidas'), `customer`; `q` every word in the
 * debtor's name, document or the concept.
 */
const DEBT_LIST: RecordListSpec<DebtSortColumn, ListRow & InstallmentCounts, DebtListRow, DebtListContext> = {
  alias: 'd',
  from: FROM,
  columns: (today) => `${LIST_COLUMNS}, d.installments, ${INSTALLMENTS_PAID} AS installments_paid, ${daysPastDueSql(today)} AS days_past_due`,
  always: (param, context) => [`d.kind = ${param(context.kind)}`],
  search: (q, params) => everyWordIn(q, ['c.name', 'c.document_number', 'du.name', 'd.concept'], params),
  filters: {
    status: oneOf('d.status', DEBT_STATUSES),
    overdue: (value, param, context) => (value === '1' ? `d.status = 'open' AND d.next_due_date < ${param(context.today)}::date` : null),
    customer: idEquals('d.customer_id'),
  },
  orderBy: ORDER_BY,
  toRow: toListRow,
};

/** One page of debts (or fees), newest first unless sorted, with the totals of the filtered set. */
export async function listDebts(db: Queryable, query: ListQuery<DebtSortColumn>, context: DebtListContext): Promise<DebtListPage> {
  const { page, totals } = await listRecordsWithTotals(db, DEBT_LIST, query, context, {
    select: 'COALESCE(sum(d.amount), 0) AS amount, COALESCE(sum(d.balance), 0) AS balance',
    read: (row: { amount: Num; balance: Num } | undefined) => ({ amount: minorFromColumn(row?.amount ?? 0), balance: minorFromColumn(row?.balance ?? 0) }),
  });
  return { ...page, totals: totals ?? { amount: 0, balance: 0 } };
}

/** The debts row as the writes read it. */
export interface DebtRow {
  id: number;
  kind: DebtKind;
  officer_id: number;
  status: DebtStatus;
  balance: Minor;
  paid_total: Minor;
  version: number;
}

/**
 * The debt's row of `kind`, `FOR UPDATE` when asked; null when it does not exist, is of the other
 * kind, or is outside the caller's portfolio (answered 404 alike).
 */
export async function findDebtRow(db: Queryable, kind: DebtKind, id: number, portfolio: Portfolio, forUpdate = false): Promise<DebtRow | null> {
  const rows = await db.query<Omit<DebtRow, 'balance' | 'paid_total'> & { balance: Num; paid_total: Num }>(
    `SELECT id, kind, officer_id, status, balance, paid_total, version FROM debts WHERE id = $1 AND kind = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, kind],
  );
  const row = rows[0];
  if (row === undefined || !holds(portfolio, row.officer_id)) return null;
  return { ...row, balance: minorFromColumn(row.balance), paid_total: minorFromColumn(row.paid_total) };
}

export const debtExists = (kind: DebtKind) => async (db: Queryable, id: number): Promise<boolean> =>
  (await db.query('SELECT 1 FROM debts WHERE id = $1 AND kind = $2', [id, kind])).length > 0;

/** The agreed dues (all principal: a debt carries no interest nor charges). */
export async function debtDuesOf(db: Queryable, id: number): Promise<InstallmentDue[]> {
  return (await debtDuesOfMany(db, [id])).get(id) ?? [];
}

/** The agreed dues of many debts in one statement, by debt id. */
export async function debtDuesOfMany(db: Queryable, ids: readonly number[]): Promise<Map<number, InstallmentDue[]>> {
  if (ids.length === 0) return new Map();
  const params: number[] = [];
  const rows = await db.query<{ debt_id: number; number: number; due_date: Time; amount: Num }>(
    `SELECT debt_id, number, due_date, amount FROM debt_installments WHERE debt_id IN (${idList(ids, params)}) ORDER BY debt_id, number`,
    params,
  );
  return new Map(
    [...groupBy(rows, (row) => row.debt_id)].map(([id, group]) => [
      id,
      group.map((row) => ({ number: row.number, dueDate: dateText(row.due_date), principal: minorFromColumn(row.amount), interest: 0, charges: 0 })),
    ]),
  );
}

export const debtPaymentFacts = (db: Queryable, kind: DebtKind, id: number): Promise<PaymentFact[]> => paymentFactsOf(db, kind, id);

export async function debtStanding(db: Queryable, kind: DebtKind, id: number, today: BusinessDate): Promise<ReceivableStanding> {
  const [dues, facts, refunded] = await Promise.all([debtDuesOf(db, id), debtPaymentFacts(db, kind, id), refundedOf(db, kind, id)]);
  return receivableStanding(dues, facts, today, refunded);
}

/** Writes the replay's projection on the row (the caller holds it locked). */
export async function writeDebtProjection(tx: Queryable, id: number, standing: ReceivableStanding): Promise<void> {
  await writeProjectionOn(tx, 'debts', id, standing);
}

interface DetailRow extends ListRow {
  delivery_id: number | null;
  first_due_date: Time;
  installments: number;
  frequency: DebtDetail['frequency'];
  note: string;
  reason: string | null;
  version: number;
  created_by: number;
  created_name: string;
  created_at: Time;
  cancelled_by: number | null;
  cancelled_name: string | null;
  cancelled_at: Time | null;
  written_off_by: number | null;
  written_off_name: string | null;
  written_off_at: Time | null;
}

/** One debt as `GET /{deudas|honorarios}/{id}` answers it, replayed at `today` (null: none / not visible). */
export async function debtDetail(db: Queryable, kind: DebtKind, id: number, today: BusinessDate, portfolio: Portfolio): Promise<DebtDetail | null> {
  const rows = await db.query<DetailRow>(
    `SELECT ${LIST_COLUMNS}, ${daysPastDueSql('$3')} AS days_past_due, d.delivery_id, d.first_due_date, d.installments, d.frequency, d.note, d.reason, d.version,
            d.created_by, cu.name AS created_name, d.created_at,
            d.cancelled_by, xu.name AS cancelled_name, d.cancelled_at,
            d.written_off_by, wu.name AS written_off_name, d.written_off_at
       ${FROM}
       JOIN users cu ON cu.id = d.created_by
       LEFT JOIN users xu ON xu.id = d.cancelled_by
       LEFT JOIN users wu ON wu.id = d.written_off_by
      WHERE d.id = $1 AND d.kind = $2`,
    [id, kind, today],
  );
  const row = rows[0];
  if (row === undefined || !holds(portfolio, row.officer_id)) return null;
  const standing = await debtStanding(db, kind, id, today);
  const schedule: DueRow[] = dueRowsOf(standing);
  return {
    ...toRecord(row),
    balance: row.status === 'cancelled' ? 0 : standing.outstanding,
    next_due_date: row.status === 'cancelled' ? null : standing.nextDueDate,
    days_past_due: row.status === 'open' ? standing.daysPastDue : 0,
    delivery_id: row.delivery_id,
    first_due_date: dateText(row.first_due_date),
    installments: row.installments,
    frequency: row.frequency,
    note: row.note,
    overpaid: standing.overpayment,
    created: stepOf(row.created_by, row.created_name, row.created_at),
    cancelled: stepOf(row.cancelled_by, row.cancelled_name, row.cancelled_at),
    written_off: stepOf(row.written_off_by, row.written_off_name, row.written_off_at),
    reason: row.reason,
    schedule,
    version: row.version,
    business_date: today,
  };
}

/** The debt as the audit log keeps it: the detail without the schedule (never changes) and the read's date. */
export async function debtRecord(db: Queryable, kind: DebtKind, id: number, today: BusinessDate): Promise<object | null> {
  return auditSnapshot(await debtDetail(db, kind, id, today, { all: true }), 'schedule');
}
