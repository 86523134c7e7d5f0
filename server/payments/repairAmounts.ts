/**
 * The repair of a database that took amounts beyond the bound before #30 (docs/repair.md): a cash
 * payment or a plain income/expense of 9,007,199,254,740,991 made every sum over it (Movimientos,
 * 'Pagos de préstamos', the sessions, the box, Analítica) pass 2^53 − 1 for good, since the ledger
 * is append-only and a reversal adds to Σ out instead of taking from Σ in.
 *
 * `repairOversizedAmounts` runs in ONE transaction, with the server stopped:
 * 1. finds every payment above MAX_AMOUNT_MINOR (10^12) and every income or expense above it;
 * 2. keeps each row it removes in the audit log (entity `amountRepair`, the row as `before`, the
 *    reason as `after`), so the repair is itself on the record;
 * 3. lets the append-only triggers of `payments` and `cash_movements` step aside for this
 *    transaction only (ALTER TABLE … DISABLE TRIGGER, enabled again before the commit), removes the
 *    payments, their movements and the reversals of those movements;
 * 4. replays each record those payments paid (its projection: balance, paid, status) and writes the
 *    expected cash of every closed session it touched again.
 * Anything else above the bound (a delivery, an opening or counted cash, a rental's terms) is only
 * reported (`remaining`): docs/repair.md says how to look at it.
 */
import { MAX_AMOUNT_MINOR, type BusinessDate } from '../../machines/money/index.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { Queryable } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';
import { PAYMENT_TARGETS } from './targets.ts';
import { paymentFacts } from './repository.ts';
import { outstandingForChart, replay } from './write.ts';

export const REPAIR_ENTITY = 'amountRepair';

export interface RepairReport {
  /** Payments removed (ids). */
  payments: number[];
  /** Cash movements removed (ids): the payments', the oversized incomes and expenses, and their reversals. */
  movements: number[];
  /** The records replayed. */
  records: { kind: PaymentKind; id: number }[];
  /** Rows above the bound the repair leaves for a person to look at: `table.column #id`. */
  remaining: string[];
}

type Row = Record<string, unknown> & { id: string | number | bigint };

const ids = (rows: readonly Row[]) => rows.map((row) => Number(row.id));
/** The row as the audit log keeps it: a `bigint` (PGlite's past 2^53) as its exact digits. */
const plain = (row: Row): Record<string, unknown> => Object.fromEntries(Object.entries(row).map(([k, value]) => [k, typeof value === 'bigint' ? value.toString() : value]));
const MAX = String(MAX_AMOUNT_MINOR);

/** What the repair would remove and leave, without changing anything. */
export async function findOversizedAmounts(db: Queryable): Promise<{ payments: Row[]; movements: Row[]; remaining: string[] }> {
  const payments = await db.query<Row>('SELECT * FROM payments WHERE amount > $1::bigint ORDER BY id', [MAX]);
  const paymentMovementIds = payments.flatMap((p) => [p.movement_id, p.reversal_movement_id]).filter((id) => id !== null).map(String);
  const movements = await db.query<Row>(
    `WITH RECURSIVE doomed AS (
       SELECT m.* FROM cash_movements m
        WHERE (m.type IN ('income', 'expense') AND m.amount > $1::bigint) OR m.id = ANY($2::bigint[])
       UNION
       SELECT r.* FROM cash_movements r JOIN doomed d ON r.reverses_id = d.id
     )
     SELECT * FROM doomed ORDER BY id DESC`,
    [MAX, `{${paymentMovementIds.join(',')}}`],
  );
  const remaining: string[] = [];
  const others: [string, string][] = [
    ['cash_deliveries', 'declared_amount'],
    ['cash_deliveries', 'received_amount'],
    ['cash_sessions', 'opening_amount'],
    ['cash_sessions', 'counted_amount'],
    ['credit_refunds', 'amount'],
    ['rentals', 'rent'],
    ['rentals', 'deposit'],
    ['debts', 'amount'],
    ['loans', 'principal'],
  ];
  for (const [table, column] of others) {
    // Table and column names come from the list above, never from input.
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} > $1::bigint ORDER BY id`, [MAX]);
    for (const row of rows) remaining.push(`${table}.${column} #${row.id}`);
  }
  const doomedIds = new Set(ids(movements));
  const other = await db.query<{ id: number }>('SELECT id FROM cash_movements WHERE amount > $1::bigint ORDER BY id', [MAX]);
  for (const row of other) if (!doomedIds.has(Number(row.id))) remaining.push(`cash_movements.amount #${row.id}`);
  return { payments, movements, remaining };
}

/** Removes the oversized payments and movements and replays what they touched (see the module comment). */
export async function repairOversizedAmounts(tx: Queryable, options: { userId: number; today: BusinessDate; reason: string }): Promise<RepairReport> {
  const found = await findOversizedAmounts(tx);
  const report: RepairReport = { payments: ids(found.payments), movements: ids(found.movements), records: [], remaining: found.remaining };
  if (found.payments.length === 0 && found.movements.length === 0) return report;
  const sessions = new Set(found.movements.map((m) => Number(m.session_id)));
  const after = { reason: options.reason, bound: MAX_AMOUNT_MINOR };
  for (const payment of found.payments) await appendAudit(tx, { userId: options.userId, entity: REPAIR_ENTITY, entityId: Number(payment.id), action: 'update', before: { table: 'payments', ...plain(payment) }, after });
  for (const movement of found.movements) await appendAudit(tx, { userId: options.userId, entity: REPAIR_ENTITY, entityId: Number(movement.id), action: 'update', before: { table: 'cash_movements', ...plain(movement) }, after });
  // A deferred foreign key to payments (034: a schedule version names its payment) would check the
  // deletes at the commit, leaving trigger events pending that ENABLE TRIGGER refuses: check them now.
  await tx.exec('SET CONSTRAINTS ALL IMMEDIATE; ALTER TABLE payments DISABLE TRIGGER payments_no_rewrite; ALTER TABLE cash_movements DISABLE TRIGGER cash_movements_no_rewrite;');
  try {
    if (report.payments.length > 0) await tx.query('DELETE FROM payments WHERE id = ANY($1::bigint[])', [`{${report.payments.join(',')}}`]);
    // Newest first: a reversal goes before the movement it reverses.
    for (const id of report.movements) await tx.query('DELETE FROM cash_movements WHERE id = $1', [id]);
  } finally {
    await tx.exec('ALTER TABLE payments ENABLE TRIGGER payments_no_rewrite; ALTER TABLE cash_movements ENABLE TRIGGER cash_movements_no_rewrite;');
  }
  const touched = new Map<string, { kind: PaymentKind; id: number }>();
  for (const p of found.payments) touched.set(`${String(p.kind)}:${String(p.target_id)}`, { kind: p.kind as PaymentKind, id: Number(p.target_id) });
  for (const record of touched.values()) {
    const target = PAYMENT_TARGETS.find((t) => t.kind === record.kind);
    const locked = target === undefined ? null : await target.lock(tx, record.id);
    if (target === undefined || locked === null) continue;
    const standing = await replay(tx, target, locked, await paymentFacts(tx, record.kind, record.id), options.today);
    const status = target.next(locked, { type: 'PAYMENT_REVERSED', outstanding: outstandingForChart(standing) }) ?? locked.status;
    await target.project(tx, locked, standing, status, options.today);
    report.records.push(record);
  }
  // A closed session keeps its expected cash as counted against: written again without the removed rows.
  await tx.query(
    `UPDATE cash_sessions s SET expected_amount = s.opening_amount + coalesce((SELECT sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END)
                                                                               FROM cash_movements m WHERE m.session_id = s.id), 0)
      WHERE s.id = ANY($1::int[]) AND s.status <> 'open'`,
    [`{${[...sessions].join(',')}}`],
  );
  return report;
}
