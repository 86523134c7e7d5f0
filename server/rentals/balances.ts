/**
 * The rentals rows' projection at the business date (migration 029, machines/rentals/balances.ts):
 * a late fee or a term that falls due changes what a contract owes without any write, so the lists
 * and the customer's 'Total adeudado' refresh the rows whose projection no longer holds before they
 * read them: those written since (`projected_on` null), projected at another date than today when
 * something changed in between (`changes_on` ≤ today), or projected at a later date (the business
 * clock went back). Each is recomputed from its facts exactly as the detail does, under its row
 * lock (a payment on the same contract waits, or is seen), in one transaction, oldest id first.
 */
import { rentalBalances } from '../../machines/rentals/index.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { Database, Queryable } from '../db/adapter.ts';
import { findRentalRow, rentalStanding, SIGNED } from './repository.ts';

const SIGNED_SQL = SIGNED.map((status) => `'${status}'`).join(', ');

/** Recomputes one locked contract's projection at `today` (balance, Σ paid, next due date, due to date). */
export async function projectRentalAt(tx: Queryable, id: number, today: BusinessDate): Promise<void> {
  const row = await findRentalRow(tx, id, { all: true }, true);
  if (row === null || !SIGNED.includes(row.status)) return;
  const standing = await rentalStanding(tx, row, today);
  const balances = rentalBalances(row.contract, standing, today);
  await tx.query(
    `UPDATE rentals SET balance = $2, paid_total = $3, next_due_date = $4::date, due_balance = $5, projected_on = $6::date, changes_on = $7::date WHERE id = $1`,
    [id, standing.outstanding, standing.paid, standing.nextDueDate, balances.dueNow, today, balances.changesOn],
  );
}

/** Refreshes every signed contract (or one customer's) whose projection does not hold at `today`. */
export async function refreshRentalBalances(db: Database, today: BusinessDate, customerId: number | null = null): Promise<number> {
  const params: (string | number)[] = [today];
  if (customerId !== null) params.push(customerId);
  const stale = await db.query<{ id: number }>(
    `SELECT id FROM rentals
      WHERE status IN (${SIGNED_SQL})
        AND (projected_on IS NULL OR projected_on > $1::date OR changes_on <= $1::date)${customerId === null ? '' : ' AND customer_id = $2'}
      ORDER BY id`,
    params,
  );
  if (stale.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id } of stale) await projectRentalAt(tx, id, today);
  });
  return stale.length;
}
