/**
 * A loan's facts as the pure rules read them, and the projection of their replay on the loans row
 * (migration 017: balance, Σ paid, next due date; 021: principal outstanding), shared by every write that changes what a loan
 * owes: disbursement, a payment, a reversal. The projection is recomputed from the facts in the
 * writer's transaction (with the loan row locked), never incremented, so it cannot drift.
 */
import { receivableStanding, type InstallmentDue, type ReceivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { minorFromColumn } from '../../machines/money/index.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';
import { dateText, groupBy, idList, paymentFactsOf, refundedOf, writeProjectionOn } from '../records/facts.ts';

type Amount = string | number | bigint;

/** `date` columns read as `YYYY-MM-DD` (the records kit's; re-exported for the loans' readers). */
export { dateText };

type InstallmentColumns = { loan_id: number; number: number; due_date: Date | string; principal: Amount; interest: Amount; charges: Amount };

const toDue = (row: InstallmentColumns): InstallmentDue => ({
  number: row.number,
  dueDate: dateText(row.due_date),
  principal: minorFromColumn(row.principal),
  interest: minorFromColumn(row.interest),
  charges: minorFromColumn(row.charges),
});

export async function loanDues(db: Queryable, loanId: number): Promise<InstallmentDue[]> {
  return (await loanDuesOfMany(db, [loanId])).get(loanId) ?? [];
}

/** The agreed schedules of many loans in one statement, by loan id (a loan without rows: no entry). */
export async function loanDuesOfMany(db: Queryable, loanIds: readonly number[]): Promise<Map<number, InstallmentDue[]>> {
  if (loanIds.length === 0) return new Map();
  const params: number[] = [];
  const rows = await db.query<InstallmentColumns>(
    `SELECT loan_id, number, due_date, principal, interest, charges FROM loan_installments WHERE loan_id IN (${idList(loanIds, params)}) ORDER BY loan_id, number`,
    params,
  );
  return new Map([...groupBy(rows, (row) => row.loan_id)].map(([id, group]) => [id, group.map(toDue)]));
}

export const loanPaymentFacts = (db: Queryable, loanId: number): Promise<PaymentFact[]> => paymentFactsOf(db, 'loan', loanId);

/** Where the loan stands at `today`, from its facts. */
export async function standingOf(db: Queryable, loanId: number, today: BusinessDate): Promise<ReceivableStanding> {
  const [dues, payments, refunded] = await Promise.all([loanDues(db, loanId), loanPaymentFacts(db, loanId), refundedOf(db, 'loan', loanId)]);
  return receivableStanding(dues, payments, today, refunded);
}

/**
 * Replays the loan's facts and writes the projection on its row; returns the standing (the caller
 * decides the status change with the lifecycle chart from `outstanding − overpayment`). The caller
 * holds the loan row locked (`SELECT … FOR UPDATE`).
 */
export async function recomputeProjection(tx: Queryable, loanId: number, today: BusinessDate): Promise<ReceivableStanding> {
  const standing = await standingOf(tx, loanId, today);
  await writeProjection(tx, loanId, standing);
  return standing;
}

/**
 * Writes the projection of a standing the caller has just replayed from the loan's facts as they
 * now stand (a payment write replays them to ask the chart, then stores them): the same figures
 * `recomputeProjection` would read back and replay again.
 */
export async function writeProjection(tx: Queryable, loanId: number, standing: ReceivableStanding): Promise<void> {
  await writeProjectionOn(tx, 'loans', loanId, standing);
  // A loan's own part of the projection (migration 021): what Analítica's portfolio, PAR30 and buckets sum.
  await tx.query('UPDATE loans SET principal_outstanding = $2 WHERE id = $1', [loanId, standing.principalOutstanding]);
}
