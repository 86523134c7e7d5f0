// @vitest-environment node
/**
 * A page of payments replays each record on it (server/payments/repository.ts `allocationsOf`):
 * the dues of every record on the page come from ONE statement per page (the target's `duesOfMany`),
 * never one per record (the N+1 the loans' 100-row page paid for). For each kind, the statements of
 * a page (the payments of one day no demo payment has) are counted before and after payments of
 * that day land on more records: the count must not grow, and every allocation must still be the
 * record's own replay (its `dues` + `allocatePayments`).
 */
import { describe, expect, it } from 'vitest';
import { allocatePayments } from '../../machines/receivables/allocation.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import type { PaymentSortColumn } from '../../machines/payments/payments.schema.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { fixedClock } from '../../server/clock.ts';
import type { Queryable } from '../../server/db/adapter.ts';
import { listPayments, paymentFacts } from '../../server/payments/repository.ts';
import { PAYMENT_TARGETS } from '../../server/payments/targets.ts';
import type { PaymentTarget } from '../../server/payments/target.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { loansOf } from './loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const loans = loansOf(env);
const TODAY = '2026-11-24';

/** The database, counting the statements run through it. */
function counting(db: Queryable): { db: Queryable; statements: () => number } {
  let statements = 0;
  return {
    db: {
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    },
    statements: () => statements,
  };
}

const targetOf = (kind: PaymentKind): PaymentTarget => PAYMENT_TARGETS.find((target) => target.kind === kind)!;

/** The day of the payments the pages show: after every demo payment. */
const DAY = '2027-01-15';

/** The first `n` records of the kind. */
async function recordsOf(kind: PaymentKind, n: number): Promise<number[]> {
  const { table } = targetOf(kind).sql;
  const ofKind = table === 'debts' ? ' WHERE t.kind = $1' : '';
  const rows = await env.server.db.query<{ id: number }>(`SELECT t.id FROM ${table} t${ofKind} ORDER BY t.id LIMIT ${n}`, table === 'debts' ? [kind] : []);
  return rows.map((row) => row.id);
}

async function pay(kind: PaymentKind, targetId: number): Promise<void> {
  const admin = await loans.userId('admin');
  await env.server.db.query("INSERT INTO payments (kind, target_id, amount, method, business_date, received_by) VALUES ($1, $2, 1500, 'transfer', $3::date, $4)", [
    kind,
    targetId,
    DAY,
    admin,
  ]);
}

/** The page of every payment of the kind, and how many statements it took. */
async function countedPage(target: PaymentTarget) {
  const db = counting(env.server.db);
  const page = await listPayments(db.db, target, { ...emptyQuery<PaymentSortColumn>(), pageSize: 100, filters: { from: DAY, to: DAY } }, null, TODAY);
  return { page, statements: db.statements() };
}

describe('a page of payments over several records', () => {
  it.each(['loan', 'rental', 'debt', 'fee'] as const)('reads the dues of all its %s records in one statement, whatever their number', async (kind) => {
    const target = targetOf(kind);
    if (kind === 'loan') {
      await loans.activeLoan();
      await loans.activeLoan();
    }
    const [first, ...more] = await recordsOf(kind, 3);
    expect(more, `three ${kind} records`).toHaveLength(2);
    await pay(kind, first!);
    const before = await countedPage(target);
    for (const id of more) await pay(kind, id);
    const after = await countedPage(target);

    const records = new Set(after.page.items.map((payment) => payment.target_id));
    expect(records.size).toBeGreaterThan(new Set(before.page.items.map((payment) => payment.target_id)).size);
    expect(after.statements).toBe(before.statements);

    // Each allocation is still the record's own replay.
    for (const id of records) {
      const facts = await paymentFacts(env.server.db, kind, id);
      const dues = await target.dues(env.server.db, { id, status: '', version: 0, officerId: 0, balance: 0 }, facts, TODAY);
      const replay = new Map(allocatePayments(dues, facts).payments.map((payment) => [payment.paymentId, payment]));
      for (const payment of after.page.items.filter((item) => item.target_id === id)) {
        expect(payment.allocation).toEqual(replay.get(payment.id)?.rows ?? []);
        expect(payment.overpayment).toBe(replay.get(payment.id)?.overpayment ?? 0);
      }
    }
  });
});
