/**
 * What every receivable reads and writes the same way around the shared engine
 * (machines/receivables): its payment facts from the one `payments` table, the schedule rows of a
 * replay as the contract's `DueRow`, the "who did it and when" of a lifecycle step, and the
 * projection of a replay (balance, Σ paid, next due date) written back on the record's row.
 */
import type { DueRow, PaymentFact, ReceivableStanding } from '../../machines/receivables/index.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { minorFromColumn, type BusinessDate } from '../../machines/money/index.ts';
import type { Queryable } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';

type Column = string | number | bigint;
type Time = Date | string;

/** `date` columns read as `YYYY-MM-DD` whatever the driver hands back. */
export const dateText = (value: Date | string): BusinessDate => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The record's payment facts in replay order (date, then arrival), reversed ones included. */
export async function paymentFactsOf(db: Queryable, kind: PaymentKind, targetId: number): Promise<PaymentFact[]> {
  const rows = await db.query<FactColumns>(`SELECT ${FACT_COLUMNS} FROM payments WHERE kind = $1 AND target_id = $2 ORDER BY business_date, id`, [kind, targetId]);
  return rows.map(factOf);
}

/** The columns a payment fact is read from (the one reading of them: `factOf`). */
export const FACT_COLUMNS = 'id, business_date, amount, status, settles';
export interface FactColumns {
  id: Column;
  business_date: Time;
  amount: Column;
  status: 'posted' | 'reversed';
  settles: boolean;
}

/** A payments row as the replay reads it (a settlement marked only when it is one). */
export const factOf = (row: FactColumns): PaymentFact => ({
  id: Number(row.id),
  businessDate: dateText(row.business_date),
  amount: minorFromColumn(row.amount),
  reversed: row.status === 'reversed',
  ...(row.settles ? { settles: true } : {}),
});

/** Σ of the record's credit refunds (migration 026): what the replay takes off its credit. */
export async function refundedOf(db: Queryable, kind: PaymentKind, targetId: number): Promise<number> {
  const rows = await db.query<{ total: Column }>('SELECT coalesce(sum(amount), 0) AS total FROM credit_refunds WHERE kind = $1 AND target_id = $2', [kind, targetId]);
  return minorFromColumn(rows[0]?.total ?? 0);
}

/**
 * `IN ($n, …)` for a list of ids, its placeholders numbered after `params` (which it fills): one
 * statement for many records. Plain placeholders rather than an array parameter, the same on
 * PGlite and PostgreSQL.
 */
export function idList(ids: readonly number[], params: (string | number)[]): string {
  return ids
    .map((id) => {
      params.push(id);
      return `$${params.length}`;
    })
    .join(', ');
}

/** Rows of many records grouped by record id, each group in the statement's order. */
export function groupBy<R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group === undefined) groups.set(key(row), [row]);
    else group.push(row);
  }
  return groups;
}

/** The columns every list row of a contract with a tenant/borrower ends with (loans, rentals), read as the contract's fields in its order. */
export interface StandingColumns<S extends string> {
  balance: Column;
  next_due_date: Time | null;
  days_in_arrears: number;
  status: S;
  officer_id: number;
  officer_name: string;
}

export const standingFields = <S extends string>(row: StandingColumns<S>) => ({
  balance: minorFromColumn(row.balance),
  next_due_date: row.next_due_date === null ? null : dateText(row.next_due_date),
  days_in_arrears: Number(row.days_in_arrears),
  status: row.status,
  officer_id: row.officer_id,
  officer_name: row.officer_name,
});

/** The replay's rows as the contract's schedule (`DueRow`). */
export const dueRowsOf = (standing: Pick<ReceivableStanding, 'rows'>): DueRow[] =>
  standing.rows.map(({ due, paid, outstanding, status }) => ({
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

/** A lifecycle step of the detail (`approved`, `signed`…): null until someone took it. */
export const stepOf = (userId: number | null, name: string | null, at: Time | null): { user_id: number; user_name: string; at: string } | null =>
  userId === null || at === null ? null : { user_id: userId, user_name: name ?? '', at: isoTime(at) };

/**
 * Writes a replay's projection on the record's row (the caller holds it locked). `table` is one of
 * the receivables' own tables, never user input.
 */
export async function writeProjectionOn(tx: Queryable, table: 'loans' | 'rentals' | 'debts', id: number, standing: ReceivableStanding): Promise<void> {
  await tx.query(`UPDATE ${table} SET balance = $2, paid_total = $3, next_due_date = $4::date WHERE id = $1`, [id, standing.outstanding, standing.paid, standing.nextDueDate]);
}

/** The record as the audit log keeps it: the detail without its derived rows and the date of the read. */
export function auditSnapshot<D extends { business_date: BusinessDate }, K extends keyof D>(detail: D | null, derived: K): object | null {
  if (detail === null) return null;
  const { [derived]: _rows, business_date: _date, ...record } = detail;
  return record;
}
