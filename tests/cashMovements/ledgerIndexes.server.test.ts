// @vitest-environment node
/**
 * Migration 013: the indexes the ledger's filtered page and its totals rely on at scale, and the
 * plan that uses them: a date range's count and sums (whatever else is filtered) read the date
 * index alone, never the table. Speed itself is measured by `npm run bench` (docs/cash.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBigLedger } from '../../server/cashMovements/bigSeed.ts';
import { createTestContext, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from '../server/helpers.ts';

let ctx: TestContext;
let server: TestServer;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx);
  // A few thousand movements: enough for the planner to prefer an index over the table.
  await seedBigLedger(server.db, 5_000);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('the indexes of the ledger (migration 013)', () => {
  it('exist: the date range carrying every filtered column, type and user by date', async () => {
    const rows = await server.db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'cash_movements' AND schemaname = current_schema()",
    );
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('cash_movements_date_sums_idx')).toMatch(/\(business_date, id\) INCLUDE \(direction, amount, type, session_id, user_id\)/);
    expect(byName.get('cash_movements_type_date_idx')).toMatch(/\(type, business_date\) INCLUDE \(direction, amount, session_id, user_id\)/);
    expect(byName.get('cash_movements_user_date_idx')).toMatch(/\(user_id, business_date\) INCLUDE \(direction, amount, session_id, type\)/);
  });

  it("answer a month's count and sums with the type and box filters from the index alone", async () => {
    await server.db.exec('SET enable_seqscan = off');
    const plan = await server.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT count(*), sum(m.amount) FILTER (WHERE m.direction = 'in')
         FROM cash_movements m
        WHERE m.business_date >= '2024-01-01' AND m.business_date <= '2024-01-05' AND m.type = 'income'
          AND m.session_id IN (SELECT id FROM cash_sessions WHERE box_id = 1)`,
    );
    await server.db.exec('RESET enable_seqscan');
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan using cash_movements_(date_sums|type_date)_idx on cash_movements/);
  });
});
