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
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordIn } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';
import { dateText } from '../loans/projection.ts';

export const DEBT_SORT_COLUMNS = ['id', 'debtor_name', 'concept', 'amount', 'balance', 'next_due_date', 'days_past_due', 'status'] as const;
export type DebtSortColumn = (typeof DEBT_SORT_COLUMNS)[number];
/** `?status=<DebtStatus>&overdue=1&customer=<id>`. */
export const DEBT_FILTERS = ['status', 'overdue', 'customer'] as const;

type Num = string | number | bigint;
type Time = Date | string;

/** Who may see which debts: every one, or only those whose officer is `officerId`. */
export type Portfolio = { all: true } | { all: false; officerId: number };
const portfolioOfficer = (portfolio: Portfolio): number | null => (portfolio.all ? null : portfolio.officerId);

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

const toListRow = (row: ListRow): DebtListRow => ({
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

const isId = (text: string | undefined): text is string => text !== undefined && /^[0-9]{1,9}$/.test(text);

export interface DebtListContext {
  kind: DebtKind;
  today: BusinessDate;
  portfolio: Portfolio;
}

/** The list page plus the totals of the whole filtered set (not only the page). */
export type DebtListPage = ListPage<DebtListRow> & { totals: { amount: Minor; balance: Minor } };

/**
 * One page of debts (or fees), newest first unless sorted. Filters: `status`, `overdue=1` (open
 * with a due date before today: 'Solo vencidas'), `customer`; `q` every word in the debtor's name,
 * document or the concept.
 */
export async function listDebts(db: Queryable, query: ListQuery<DebtSortColumn>, context: DebtListContext): Promise<DebtListPage> {
  const params: SqlParam[] = [context.kind];
  const conditions: string[] = ['d.kind = $1'];
  const officer = portfolioOfficer(context.portfolio);
  if (officer !== null) {
    params.push(officer);
    conditions.push(`d.officer_id = $${params.length}`);
  }
  const search = everyWordIn(query.q, ['c.name', 'c.document_number', 'du.name', 'd.concept'], params);
  if (search !== null) conditions.push(search);
  const { status, overdue, customer } = query.filters;
  if (status !== undefined && (DEBT_STATUSES as readonly string[]).includes(status)) {
    params.push(status);
    conditions.push(`d.status = $${params.length}`);
  }
  if (overdue === '1') {
    params.push(context.today);
    conditions.push(`d.status = 'open' AND d.next_due_date < $${params.length}::date`);
  }
  if (isId(customer)) {
    params.push(Number(customer));
    conditions.push(`d.customer_id = $${params.length}`);
  }
  const where = ` WHERE ${conditions.join(' AND ')}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'd.id DESC' : `${ORDER_BY[query.sort.column]} ${direction} NULLS LAST, d.id ${direction}`;
  let totals = { amount: 0, balance: 0 };
  const page = await listPage(query, {
    count: async () => {
      const row = (await db.query<{ n: number; amount: Num; balance: Num }>(
        `SELECT count(*)::int AS n, COALESCE(sum(d.amount), 0) AS amount, COALESCE(sum(d.balance), 0) AS balance ${FROM}${where}`,
        params,
      ))[0];
      totals = { amount: minorFromColumn(row?.amount ?? 0), balance: minorFromColumn(row?.balance ?? 0) };
      return row?.n ?? 0;
    },
    rows: async ({ limit, offset }) =>
      (
        await db.query<ListRow>(
          `SELECT ${LIST_COLUMNS}, ${daysPastDueSql(`$${params.length + 1}`)} AS days_past_due ${FROM}${where}
            ORDER BY ${order} LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
          [...params, context.today, limit, offset],
        )
      ).map(toListRow),
  });
  return { ...page, totals };
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
  if (row === undefined) return null;
  const officer = portfolioOfficer(portfolio);
  if (officer !== null && row.officer_id !== officer) return null;
  return { ...row, balance: minorFromColumn(row.balance), paid_total: minorFromColumn(row.paid_total) };
}

export const debtExists = (kind: DebtKind) => async (db: Queryable, id: number): Promise<boolean> =>
  (await db.query('SELECT 1 FROM debts WHERE id = $1 AND kind = $2', [id, kind])).length > 0;

/** The agreed dues (all principal: a debt carries no interest nor charges). */
export async function debtDuesOf(db: Queryable, id: number): Promise<InstallmentDue[]> {
  const rows = await db.query<{ number: number; due_date: Time; amount: Num }>('SELECT number, due_date, amount FROM debt_installments WHERE debt_id = $1 ORDER BY number', [id]);
  return rows.map((row) => ({ number: row.number, dueDate: dateText(row.due_date), principal: minorFromColumn(row.amount), interest: 0, charges: 0 }));
}

export async function debtPaymentFacts(db: Queryable, kind: DebtKind, id: number): Promise<PaymentFact[]> {
  const rows = await db.query<{ id: Num; business_date: Time; amount: Num; status: 'posted' | 'reversed' }>(
    'SELECT id, business_date, amount, status FROM payments WHERE kind = $1 AND target_id = $2 ORDER BY business_date, id',
    [kind, id],
  );
  return rows.map((row) => ({ id: minorFromColumn(row.id), businessDate: dateText(row.business_date), amount: minorFromColumn(row.amount), reversed: row.status === 'reversed' }));
}

export async function debtStanding(db: Queryable, kind: DebtKind, id: number, today: BusinessDate): Promise<ReceivableStanding> {
  const [dues, facts] = await Promise.all([debtDuesOf(db, id), debtPaymentFacts(db, kind, id)]);
  return receivableStanding(dues, facts, today);
}

/** Writes the replay's projection on the row (the caller holds it locked). */
export async function writeDebtProjection(tx: Queryable, id: number, standing: ReceivableStanding): Promise<void> {
  await tx.query('UPDATE debts SET balance = $2, paid_total = $3, next_due_date = $4::date WHERE id = $1', [id, standing.outstanding, standing.paid, standing.nextDueDate]);
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

const step = (userId: number | null, name: string | null, at: Time | null): DebtDetail['created'] =>
  userId === null || at === null ? null : { user_id: userId, user_name: name ?? '', at: isoTime(at) };

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
  if (row === undefined) return null;
  const officer = portfolioOfficer(portfolio);
  if (officer !== null && row.officer_id !== officer) return null;
  const standing = await debtStanding(db, kind, id, today);
  const schedule: DueRow[] = standing.rows.map(({ due, paid, outstanding, status }) => ({
    number: due.number,
    due_date: due.dueDate,
    principal: due.principal,
    interest: due.interest,
    charges: due.charges,
    total: due.principal + due.interest + due.charges,
    paid: paid.total,
    outstanding,
    status,
  }));
  return {
    ...toListRow(row),
    balance: row.status === 'cancelled' ? 0 : standing.outstanding,
    next_due_date: row.status === 'cancelled' ? null : standing.nextDueDate,
    days_past_due: row.status === 'open' ? standing.daysPastDue : 0,
    delivery_id: row.delivery_id,
    first_due_date: dateText(row.first_due_date),
    installments: row.installments,
    frequency: row.frequency,
    note: row.note,
    overpaid: standing.overpayment,
    created: step(row.created_by, row.created_name, row.created_at),
    cancelled: step(row.cancelled_by, row.cancelled_name, row.cancelled_at),
    written_off: step(row.written_off_by, row.written_off_name, row.written_off_at),
    reason: row.reason,
    schedule,
    version: row.version,
    business_date: today,
  };
}

/** The debt as the audit log keeps it: the detail without the schedule (never changes) and the read's date. */
export async function debtRecord(db: Queryable, kind: DebtKind, id: number, today: BusinessDate): Promise<object | null> {
  const detail = await debtDetail(db, kind, id, today, { all: true });
  if (detail === null) return null;
  const { schedule: _schedule, business_date: _date, ...record } = detail;
  return record;
}
