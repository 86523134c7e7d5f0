/**
 * 'Recargos cobrados' (#32): Σ of the late charges the loans' payments paid, today and in the
 * period. Allocation is derived, not stored (machines/receivables/allocation.ts), so the loans that
 * can have charges (a rule) and were paid in the window are replayed here exactly as their pages
 * replay them; a loan without a rule never paid a charge and is not read. Imported payments were
 * taken before Sofia (as in 'Cobrado').
 */
import { allocatePayments } from '../../machines/receivables/index.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';
import { factOf, FACT_COLUMNS, groupBy, idList, type FactColumns } from '../records/facts.ts';
import { loanDuesOfMany } from '../loans/projection.ts';

export interface ChargesCollected {
  today: number;
  period: number;
}

export async function chargesCollected(db: Queryable, today: BusinessDate, from: BusinessDate, to: BusinessDate): Promise<ChargesCollected> {
  const paid = await db.query<{ id: number }>(
    `SELECT DISTINCT l.id FROM loans l JOIN payments p ON p.kind = 'loan' AND p.target_id = l.id
      WHERE l.late_charge_value > 0 AND p.status = 'posted' AND p.business_date BETWEEN $1::date AND $2::date`,
    [from < today ? from : today, today],
  );
  if (paid.length === 0) return { today: 0, period: 0 };
  const params: (string | number)[] = [];
  const rows = await db.query<FactColumns & { target_id: number; method: string }>(
    `SELECT target_id, method, ${FACT_COLUMNS} FROM payments WHERE kind = 'loan' AND target_id IN (${idList(paid.map((row) => row.id), params)}) ORDER BY target_id, business_date, id`,
    params,
  );
  const byLoan = groupBy(rows, (row) => row.target_id);
  const counted = new Map(rows.filter((row) => row.method !== 'imported').map((row) => [Number(row.id), factOf(row).businessDate]));
  const facts = new Map([...byLoan].map(([id, group]) => [id, group.map(factOf)]));
  const dues = await loanDuesOfMany(db, facts, today);
  const sum = { today: 0, period: 0 };
  for (const [id, loanFacts] of facts) {
    for (const payment of allocatePayments(dues.get(id) ?? [], loanFacts).payments) {
      const date = counted.get(payment.paymentId);
      if (date === undefined) continue;
      const charges = payment.rows.reduce((total, row) => total + row.charges, 0);
      if (date === today) sum.today += charges;
      if (date >= from && date <= to) sum.period += charges;
    }
  }
  return sum;
}
