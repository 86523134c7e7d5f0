/**
 * The reads of 'Alquileres' (migration 020): the list page, one contract as the API answers it
 * (RentalDetailSchema), the row a write locks, and the contract's facts as the pure rules read them
 * (machines/rentals: terms, late fees). The writes are in transitions.ts, inside the route's
 * transaction.
 *
 * Derived at read: the terms and their late fees, at the business date (rentalDues), so the
 * detail is always current. The list reads the row's projection (balance, next due date), written
 * by every write that changes what the contract owes; a late fee that fell due since the last
 * write shows in the list's balance at the next write (the detail shows it at once).
 */
import { RENTAL_STATUSES, rentalDues, rentalTerms, type RentalContract, type RentalDetail, type RentalListRow, type RentalStatus, type RentalTermRow } from '../../machines/rentals/index.ts';
import { receivableStanding, type PaymentFact, type ReceivableStanding } from '../../machines/receivables/index.ts';
import { minorFromColumn, type BusinessDate } from '../../machines/money/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordInFolded } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';
import { dateText } from '../loans/projection.ts';

export const RENTAL_SORT_COLUMNS = ['id', 'customer_name', 'property', 'rent', 'balance', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type RentalSortColumn = (typeof RENTAL_SORT_COLUMNS)[number];
/** `?status=<RentalStatus>&overdue=1&customer=<id>`. */
export const RENTAL_FILTERS = ['status', 'overdue', 'customer'] as const;

type Num = string | number | bigint;
type Time = Date | string;

export type Portfolio = { all: true } | { all: false; officerId: number };
const portfolioOfficer = (portfolio: Portfolio): number | null => (portfolio.all ? null : portfolio.officerId);

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
  next_due_date: Time | null;
  days_in_arrears: number;
  status: RentalStatus;
  officer_id: number;
  officer_name: string;
}

const toListRow = (row: ListRow): RentalListRow => ({
  id: row.id,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  property: row.property,
  rent: minorFromColumn(row.rent),
  frequency: row.frequency,
  balance: minorFromColumn(row.balance),
  next_due_date: row.next_due_date === null ? null : dateText(row.next_due_date),
  days_in_arrears: Number(row.days_in_arrears),
  status: row.status,
  officer_id: row.officer_id,
  officer_name: row.officer_name,
});

const ORDER_BY: Readonly<Record<RentalSortColumn, string>> = {
  id: 'r.id',
  customer_name: 'c.name_key COLLATE "C"',
  property: 'r.property COLLATE "C"',
  rent: 'r.rent',
  balance: 'r.balance',
  next_due_date: 'r.next_due_date',
  days_in_arrears: 'days_in_arrears',
  status: 'r.status COLLATE "C"',
};

const isId = (text: string | undefined): text is string => text !== undefined && /^[0-9]{1,9}$/.test(text);

/** One page of contracts, newest first unless sorted; `q`: every word in the tenant's folded name or document. */
export async function listRentals(db: Queryable, query: ListQuery<RentalSortColumn>, context: { today: BusinessDate; portfolio: Portfolio }): Promise<ListPage<RentalListRow>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const officer = portfolioOfficer(context.portfolio);
  if (officer !== null) {
    params.push(officer);
    conditions.push(`r.officer_id = $${params.length}`);
  }
  const search = everyWordInFolded(query.q, 'c.search_key', params);
  if (search !== null) conditions.push(search);
  const { status, overdue, customer } = query.filters;
  if (status !== undefined && (RENTAL_STATUSES as readonly string[]).includes(status)) {
    params.push(status);
    conditions.push(`r.status = $${params.length}`);
  }
  if (overdue === '1') {
    params.push(context.today);
    conditions.push(`r.status IN ('active', 'ended', 'terminated', 'closed') AND r.next_due_date < $${params.length}::date`);
  }
  if (isId(customer)) {
    params.push(Number(customer));
    conditions.push(`r.customer_id = $${params.length}`);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'r.id DESC' : `${ORDER_BY[query.sort.column]} ${direction} NULLS LAST, r.id ${direction}`;
  const countFrom = `FROM rentals r${search === null ? '' : ' JOIN customers c ON c.id = r.customer_id'}${where}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${countFrom}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db.query<ListRow>(
          `SELECT r.id, r.customer_id, c.name AS customer_name, r.property, r.rent, r.frequency, r.balance, r.next_due_date,
                  ${daysInArrearsSql(`$${params.length + 1}`)} AS days_in_arrears, r.status, r.officer_id, o.name AS officer_name
             FROM rentals r
             JOIN customers c ON c.id = r.customer_id
             JOIN users o ON o.id = r.officer_id${where}
            ORDER BY ${order} LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
          [...params, context.today, limit, offset],
        )
      ).map(toListRow),
  });
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
  if (row === undefined) return null;
  const officer = portfolioOfficer(portfolio);
  if (officer !== null && row.officer_id !== officer) return null;
  return toRow(row);
}

export async function rentalExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM rentals WHERE id = $1', [id])).length > 0;
}

export async function rentalPaymentFacts(db: Queryable, id: number): Promise<PaymentFact[]> {
  const rows = await db.query<{ id: Num; business_date: Time; amount: Num; status: 'posted' | 'reversed' }>(
    "SELECT id, business_date, amount, status FROM payments WHERE kind = 'rental' AND target_id = $1 ORDER BY business_date, id",
    [id],
  );
  return rows.map((row) => ({ id: minorFromColumn(row.id), businessDate: dateText(row.business_date), amount: minorFromColumn(row.amount), reversed: row.status === 'reversed' }));
}

/** Where the contract stands at `today`, from its facts. */
export async function rentalStanding(db: Queryable, row: Pick<RentalRow, 'id' | 'contract'>, today: BusinessDate): Promise<ReceivableStanding> {
  const facts = await rentalPaymentFacts(db, row.id);
  return receivableStanding(rentalDues(row.contract, facts, today), facts, today);
}

/** Writes the replay's projection on the row (the caller holds it locked). */
export async function writeRentalProjection(tx: Queryable, id: number, standing: ReceivableStanding): Promise<void> {
  await tx.query('UPDATE rentals SET balance = $2, paid_total = $3, next_due_date = $4::date WHERE id = $1', [id, standing.outstanding, standing.paid, standing.nextDueDate]);
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

const step = (userId: number | null, name: string | null, at: Time | null): RentalDetail['signed'] =>
  userId === null || at === null ? null : { user_id: userId, user_name: name ?? '', at: isoTime(at) };

const money = (value: Num | null): number => (value === null ? 0 : minorFromColumn(value));

/** One contract as `GET /alquileres/{id}` answers it, its terms and late fees derived at `today`. */
export async function rentalDetail(db: Queryable, id: number, today: BusinessDate, portfolio: Portfolio): Promise<RentalDetail | null> {
  const row = (
    await db.query<DetailRow>(
      `SELECT r.id, r.customer_id, c.name AS customer_name, r.property, r.rent, r.frequency, r.balance, r.next_due_date,
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
  if (row === undefined) return null;
  const officer = portfolioOfficer(portfolio);
  if (officer !== null && row.officer_id !== officer) return null;
  const locked = await findRentalRow(db, id, { all: true });
  if (locked === null) return null;
  const signed = SIGNED.includes(row.status);
  const periods = rentalTerms(locked.contract);
  const standing = await rentalStanding(db, locked, today);
  const terms: RentalTermRow[] = standing.rows.map(({ due, paid, outstanding, status }, index) => ({
    number: due.number,
    due_date: due.dueDate,
    principal: due.principal,
    interest: due.interest,
    charges: due.charges,
    total: due.principal + due.interest + due.charges,
    paid: paid.total,
    outstanding,
    status,
    period_from: periods[index]?.from ?? due.dueDate,
    period_to: periods[index]?.to ?? due.dueDate,
  }));
  return {
    ...toListRow(row),
    balance: signed ? standing.outstanding : 0,
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
    signed: step(row.signed_by, row.signed_name, row.signed_at),
    ended: step(row.ended_by, row.ended_name, row.ended_at),
    terminated: step(row.terminated_by, row.terminated_name, row.terminated_at),
    settled: step(row.settled_by, row.settled_name, row.settled_at),
    terms,
    version: row.version,
    business_date: today,
  };
}

/** The contract as the audit log keeps it: the detail without its terms (derived) and the date of the read. */
export async function rentalRecord(db: Queryable, id: number, today: BusinessDate): Promise<object | null> {
  const detail = await rentalDetail(db, id, today, { all: true });
  if (detail === null) return null;
  const { terms: _terms, business_date: _date, ...record } = detail;
  return record;
}
