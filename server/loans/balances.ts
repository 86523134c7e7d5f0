/**
 * The loans rows' projection at the business date (migration 031): a loan with a late-charge rule
 * owes more as days pass without any write, so the lists and the customer's 'Total adeudado'
 * refresh the rows whose projection no longer holds before they read them: those written since
 * (`projected_on` null), projected at a later date (the business clock went back), or whose
 * `changes_on` has come. A loan without a rule owes nothing more with the date and is never
 * refreshed here. Each is recomputed from its facts exactly as the detail does, under its row lock
 * (a payment on the same loan waits, or is seen), in one transaction, oldest id first. The same
 * scheme as the rentals' (server/rentals/balances.ts).
 */
import type { BusinessDate } from '../../machines/money/index.ts';
import type { Database } from '../db/adapter.ts';
import { recomputeProjection } from './projection.ts';

/** The statuses whose balance the projection carries (a loan not disbursed owes nothing yet). */
const DISBURSED_SQL = "'active', 'closed', 'overpaid', 'writtenOff'";

/** Refreshes every loan with a rule (or one customer's) whose projection does not hold at `today`; returns how many. */
export async function refreshLoanBalances(db: Database, today: BusinessDate, customerId: number | null = null): Promise<number> {
  const params: (string | number)[] = [today];
  if (customerId !== null) params.push(customerId);
  const stale = await db.query<{ id: number }>(
    `SELECT id FROM loans
      WHERE late_charge_value > 0 AND status IN (${DISBURSED_SQL})
        AND (projected_on IS NULL OR projected_on > $1::date OR changes_on <= $1::date)${customerId === null ? '' : ' AND customer_id = $2'}
      ORDER BY id`,
    params,
  );
  if (stale.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id } of stale) {
      await tx.query('SELECT id FROM loans WHERE id = $1 FOR UPDATE', [id]);
      await recomputeProjection(tx, id, today);
    }
  });
  return stale.length;
}
