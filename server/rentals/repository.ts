/**
 * The reads of 'Alquileres' (migration 020): the list page, one contract as the API answers it
 * (RentalDetailSchema), the row a write locks, and the contract's facts as the pure rules read them
 * (machines/rentals: terms, late fees). The writes are in transitions.ts, inside the route's
 * transaction.
 *
 * Derived at read: the terms and their late fees, at the business date (rentalDues), so the
 * detail is always current. The list reads the row's projection (balance, due to date, next due
 * date), refreshed at the business date before every list read (server/rentals/balances.ts), so
 * the list says what the detail says at any date.
 */
import { RENTAL_STATUSES, rentalBalances, rentalDues, rentalPlan, rentalTerms, type RentalContract, type RentalDetail, type RentalListRow, type RentalStatus, type RentalTermRow, type RentalTotals } from '../../machines/rentals/index.ts';
import { receivableStanding, type PaymentFact, type ReceivableStanding } from '../../machines/receivables/index.ts';
import { minorFromColumn, type BusinessDate } from '../../machines/money/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable } from '../db/adapter.ts';
import { everyWordInFolded } from '../db/textSearch.ts';
import { holds, type Portfolio } from '../payments/portfolio.ts';
import { idEquals, listRecordsWithTotals, oneOf, type RecordListContext, type RecordListSpec } from '../records/listQuery.ts';
import { auditSnapshot, dateText, dueRowsOf, idList, paymentFactsOf, refundedOf, standingFields, stepOf, writeProjectionOn } from '../records/facts.ts';

export const RENTAL_SORT_COLUMNS = ['id', 'customer_name', 'property', 'rent', 'balance', 'due_now', 'to_run', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type RentalSortColumn = (typeof RENTAL_SORT_COLUMNS)[number];
/** `?status=<RentalStatus>&overdue=1&customer=<id>`. */
export const RENTAL_FILTERS = ['status', 'overdue', 'customer'] as const;

type Num = string | number | bigint;
type Time = Date | string;

export type { Portfolio };

/** Statuses in which the contract owes (or owed) rent: the projection and arrears apply. */
export const SIGNED: readonly RentalStatus[] = ['active', 'ended', 'terminated', 'closed'];

const daysInArrearsSql = (todayParam: string) =>
  `(CASE WHEN r.status IN ('active', 'ended', 'terminated', 'closed') AND r.next_due_date < ${todayParam}::date THEN (${todayParam}::date - r.next_due_date) ELSE 0 END)`;

interface ListRow {
  id: number;
  customer_id: number;
  customer_name: string;
  property: string;
  rent: Num;
  frequency: RentalListRow['frequency'];
  balance: Num;
  due_balance: Num;
  next_due_date: Time | null;
  days_in_arrears: number;
  status: RentalStatus;
  officer_id: number;
  officer_name: string;
}

/** Unsigned (a draft, a discarded one) owes nothing; otherwise the projection at the business date. */
const balancesOf = (row: Pick<ListRow, 'balance' | 'due_balance' | 'status'>) => {
  if (!SIGNED.includes(row.status)) return { balance: 0, due_now: 0, to_run: 0 };
  const balance = minorFromColumn(row.balance);
  const dueNow = minorFromColumn(row.due_balance);
  return { balance, due_now: dueNow, to_run: balance - dueNow };
};

const toListRow = (row: ListRow): RentalListRow => ({
  id: row.id,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  property: row.property,
  rent: minorFromColumn(row.rent),
  frequency: row.frequency,
  ...standingFields(row),
  ...balancesOf(row),
});

const ORDER_BY: Readonly<Record<RentalSortColumn, string>> = {
  id: 'r.id',
  customer_name: 'c.name_key COLLATE "C"',
  property: 'r.property COLLATE "C"',
  rent: 'r.rent',
  balance: 'r.balance',
  due_now: 'r.due_balance',
  to_run: '(r.balance - r.due_balance)',
  next_due_date: 'r.next_due_date',
  days_in_arrears: 'days_in_arrears',
  status: 'r.status COLLATE "C"',
};

const RENTAL_LIST: RecordListSpec<RentalSortColumn, ListRow, RentalListRow> = {
  alias: 'r',
  from: `FROM rentals r
             JOIN customers c ON c.id = r.customer_id
             JOIN users o ON o.id = r.officer_id`,
  countFrom: (searching) => `FROM rentals r${searching ? ' JOIN customers c ON c.id = r.customer_id' : ''}`,
  columns: (today) => `r.id, r.customer_id, c.name AS customer_name, r.property, r.rent, r.frequency, r.balance, r.due_balance, r.next_due_date,
                  ${daysInArrearsSql(today)} AS days_in_arrears, r.status, r.officer_id, o.name AS officer_name`,
  search: (q, params) => everyWordInFolded(q, 'c.search_key', params),
  filters: {
    status: oneOf('r.status', RENTAL_STATUSES),
    overdue: (value, param, context) => (value === '1' ? `r.status IN ('active', 'ended', 'terminated', 'closed') AND r.next_due_date < ${param(context.today)}::date` : null),
    customer: idEquals('r.customer_id'),
  },
  orderBy: ORDER_BY,
  toRow: toListRow,
};

/** The list page plus the totals of the whole filtered set (not only the page). */
export type RentalListPage = ListPage<RentalListRow> & { totals: RentalTotals };

/**
 * The totals of every contract the filters match (RentalTotalsSchema), in the count's statement:
 * Σ balance, Σ due to date and Σ to run (of signed contracts: a draft owes nothing); the rent roll of the active ones as a monthly figure, Σ(rent × periods a year) / 12
 * rounded half up once (not per contract, so the figure does not drift with their number); the
 * deposits held since signing and not yet settled.
 */
const RENTAL_TOTALS = {
  select: `COALESCE(sum(CASE WHEN r.status IN ('active', 'ended', 'terminated', 'closed') THEN r.balance ELSE 0 END), 0) AS balance,
    COALESCE(sum(CASE WHEN r.status IN ('active', 'ended', 'terminated', 'closed') THEN r.due_balance ELSE 0 END), 0) AS due_now,
    COALESCE(div(sum(CASE WHEN r.status = 'active' THEN r.rent * (CASE r.frequency WHEN 'weekly' THEN 52 WHEN 'biweekly' THEN 26 ELSE 12 END) ELSE 0 END) + 6, 12), 0) AS monthly_rent,
    COALESCE(sum(CASE WHEN r.status IN ('active', 'ended', 'terminated') THEN r.deposit ELSE 0 END), 0) AS deposits`,
  read: (row: { balance: Num; due_now: Num; monthly_rent: Num; deposits: Num } | undefined): RentalTotals => ({
    balance: minorFromColumn(row?.balance ?? 0),
    due_now: minorFromColumn(row?.due_now ?? 0),
    to_run: minorFromColumn(row?.balance ?? 0) - minorFromColumn(row?.due_now ?? 0),
    monthly_rent: minorFromColumn(row?.monthly_rent ?? 0),
    deposits: minorFromColumn(row?.deposits ?? 0),
  }),
};

/** One page of contracts, newest first unless sorted, with the totals of the filtered set; `q`: every word in the tenant's folded name or document. */
export async function listRentals(db: Queryable, query: ListQuery<RentalSortColumn>, context: RecordListContext): Promise<RentalListPage> {
  const { page, totals } = await listRecordsWithTotals(db, RENTAL_LIST, query, context, RENTAL_TOTALS);
  return { ...page, totals: totals ?? RENTAL_TOTALS.read(undefined) };
}

/** The rentals row as writes and the rules read it. */
export interface RentalRow {
  id: number;
  customer_id: number;
  officer_id: number;
  status: RentalStatus;
  deposit: number;
  balance: number;
  version: number;
  contract: RentalContract;
}

const CONTRACT_COLUMNS = `id, customer_id, officer_id, status, deposit, balance, version, rent, frequency, due_day, start_date, end_date,
  grace_days, late_fee_kind, late_fee_value, late_fee_cap, termination_date`;

interface RawContract {
  id: number;
  customer_id: number;
  officer_id: number;
  status: RentalStatus;
  deposit: Num;
  balance: Num;
  version: number;
  rent: Num;
  frequency: RentalContract['frequency'];
  due_day: number;
  start_date: Time;
  end_date: Time;
  grace_days: number;
  late_fee_kind: RentalContract['lateFeeKind'];
  late_fee_value: Num;
  late_fee_cap: Num | null;
  termination_date: Time | null;
}

const toRow = (row: RawContract): RentalRow => ({
  id: row.id,
  customer_id: row.customer_id,
  officer_id: row.officer_id,
  status: row.status,
  deposit: minorFromColumn(row.deposit),
  balance: minorFromColumn(row.balance),
  version: row.version,
  contract: {
    rent: minorFromColumn(row.rent),
    frequency: row.frequency,
    dueDay: row.due_day,
    startDate: dateText(row.start_date),
    endDate: dateText(row.end_date),
    graceDays: row.grace_days,
    lateFeeKind: row.late_fee_kind,
    lateFeeValue: minorFromColumn(row.late_fee_value),
    lateFeeCap: row.late_fee_cap === null ? null : minorFromColumn(row.late_fee_cap),
    terminationDate: row.termination_date === null ? null : dateText(row.termination_date),
  },
});

/** The contract's row (`FOR UPDATE` when asked); null when none, or outside the caller's portfolio. */
export async function findRentalRow(db: Queryable, id: number, portfolio: Portfolio, forUpdate = false): Promise<RentalRow | null> {
  const row = (await db.query<RawContract>(`SELECT ${CONTRACT_COLUMNS} FROM rentals WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]))[0];
  if (row === undefined || !holds(portfolio, row.officer_id)) return null;
  return toRow(row);
}

/** The rows of many contracts in one statement (reads only: no lock, no portfolio), by id. */
export async function findRentalRows(db: Queryable, ids: readonly number[]): Promise<Map<number, RentalRow>> {
  if (ids.length === 0) return new Map();
  const params: number[] = [];
  const rows = await db.query<RawContract>(`SELECT ${CONTRACT_COLUMNS} FROM rentals WHERE id IN (${idList(ids, params)})`, params);
  return new Map(rows.map((row) => [row.id, toRow(row)]));
}

export async function rentalExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM rentals WHERE id = $1', [id])).length > 0;
}

export const rentalPaymentFacts = (db: Queryable, id: number): Promise<PaymentFact[]> => paymentFactsOf(db, 'rental', id);

/** Where the contract stands at `today`, from its facts. */
export async function rentalStanding(db: Queryable, row: Pick<RentalRow, 'id' | 'contract'>, today: BusinessDate): Promise<ReceivableStanding> {
  const [facts, refunded] = await Promise.all([rentalPaymentFacts(db, row.id), refundedOf(db, 'rental', row.id)]);
  return receivableStanding(rentalDues(row.contract, facts, today), facts, today, refunded);
}

/**
 * Writes the replay's projection on the row (the caller holds it locked) and marks its split at the
 * business date to be recomputed at the next read (server/rentals/balances.ts).
 */
export async function writeRentalProjection(tx: Queryable, id: number, standing: ReceivableStanding): Promise<void> {
  await writeProjectionOn(tx, 'rentals', id, standing);
  await tx.query('UPDATE rentals SET projected_on = NULL WHERE id = $1', [id]);
}

interface DetailRow extends ListRow {
  due_day: number;
  deposit: Num;
  start_date: Time;
  end_date: Time;
  grace_days: number;
  late_fee_kind: RentalDetail['late_fee_kind'];
  late_fee_value: Num;
  late_fee_cap: Num | null;
  termination_date: Time | null;
  termination_reason: string | null;
  settlement_owed: Num | null;
  settlement_credit: Num | null;
  settlement_applied: Num | null;
  settlement_returned: Num | null;
  settlement_still_owed: Num | null;
  version: number;
  signed_by: number | null;
  signed_name: string | null;
  signed_at: Time | null;
  ended_by: number | null;
  ended_name: string | null;
  ended_at: Time | null;
  terminated_by: number | null;
  terminated_name: string | null;
  terminated_at: Time | null;
  settled_by: number | null;
  settled_name: string | null;
  settled_at: Time | null;
}

const money = (value: Num | null): number => (value === null ? 0 : minorFromColumn(value));

/** One contract as `GET /alquileres/{id}` answers it, its terms and late fees derived at `today`. */
export async function rentalDetail(db: Queryable, id: number, today: BusinessDate, portfolio: Portfolio): Promise<RentalDetail | null> {
  const row = (
    await db.query<DetailRow>(
      `SELECT r.id, r.customer_id, c.name AS customer_name, r.property, r.rent, r.frequency, r.balance, r.due_balance, r.next_due_date,
              ${daysInArrearsSql('$2')} AS days_in_arrears, r.status, r.officer_id, o.name AS officer_name,
              r.due_day, r.deposit, r.start_date, r.end_date, r.grace_days, r.late_fee_kind, r.late_fee_value, r.late_fee_cap,
              r.termination_date, r.termination_reason, r.settlement_owed, r.settlement_credit, r.settlement_applied,
              r.settlement_returned, r.settlement_still_owed, r.version,
              r.signed_by, su.name AS signed_name, r.signed_at, r.ended_by, eu.name AS ended_name, r.ended_at,
              r.terminated_by, tu.name AS terminated_name, r.terminated_at, r.settled_by, lu.name AS settled_name, r.settled_at
         FROM rentals r
         JOIN customers c ON c.id = r.customer_id
         JOIN users o ON o.id = r.officer_id
         LEFT JOIN users su ON su.id = r.signed_by
         LEFT JOIN users eu ON eu.id = r.ended_by
         LEFT JOIN users tu ON tu.id = r.terminated_by
         LEFT JOIN users lu ON lu.id = r.settled_by
        WHERE r.id = $1`,
      [id, today],
    )
  )[0];
  if (row === undefined || !holds(portfolio, row.officer_id)) return null;
  const locked = await findRentalRow(db, id, { all: true });
  if (locked === null) return null;
  const signed = SIGNED.includes(row.status);
  const periods = rentalTerms(locked.contract);
  // Unsigned, it owes nothing: the terms are the plan, without late fees or 'Vencida'.
  const standing = signed ? await rentalStanding(db, locked, today) : rentalPlan(locked.contract);
  const balances = rentalBalances(locked.contract, standing, today);
  const terms: RentalTermRow[] = dueRowsOf(standing).map((due, index) => ({
    ...due,
    period_from: periods[index]?.from ?? due.due_date,
    period_to: periods[index]?.to ?? due.due_date,
  }));
  return {
    ...toListRow(row),
    balance: signed ? standing.outstanding : 0,
    due_now: signed ? balances.dueNow : 0,
    to_run: signed ? balances.toRun : 0,
    next_due_date: signed ? standing.nextDueDate : null,
    days_in_arrears: signed ? standing.daysPastDue : 0,
    due_day: row.due_day,
    deposit: money(row.deposit),
    start_date: dateText(row.start_date),
    end_date: dateText(row.end_date),
    grace_days: row.grace_days,
    late_fee_kind: row.late_fee_kind,
    late_fee_value: money(row.late_fee_value),
    late_fee_cap: row.late_fee_cap === null ? null : money(row.late_fee_cap),
    termination_date: row.termination_date === null ? null : dateText(row.termination_date),
    termination_reason: row.termination_reason,
    paid_total: signed ? standing.paid : 0,
    overpaid: signed ? standing.overpayment : 0,
    settlement:
      row.settlement_applied === null
        ? null
        : {
            deposit: money(row.deposit),
            owed: money(row.settlement_owed),
            credit: money(row.settlement_credit),
            applied: money(row.settlement_applied),
            returned: money(row.settlement_returned),
            still_owed: money(row.settlement_still_owed),
          },
    signed: stepOf(row.signed_by, row.signed_name, row.signed_at),
    ended: stepOf(row.ended_by, row.ended_name, row.ended_at),
    terminated: stepOf(row.terminated_by, row.terminated_name, row.terminated_at),
    settled: stepOf(row.settled_by, row.settled_name, row.settled_at),
    terms,
    version: row.version,
    business_date: today,
  };
}

/** The contract as the audit log keeps it: the detail without its terms (derived) and the date of the read. */
export async function rentalRecord(db: Queryable, id: number, today: BusinessDate): Promise<object | null> {
  return auditSnapshot(await rentalDetail(db, id, today, { all: true }), 'terms');
}
