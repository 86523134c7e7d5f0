/**
 * Ledger-page API latency at the big data set (`npm run bench`, part 7; `npm run bench:list`): a
 * server on a fresh database filled by seed:big's ledger generator (BENCH_MOVEMENTS, default
 * 200,000 movements in 8 boxes), signed in as the administrator, then LIST_RUNS requests per kind
 * of GET /movimientos page — each answer a page of 50 AND the totals of the whole filtered set —,
 * measured in the client from request to parsed JSON. Prints p50/p95 against the list budget.
 */
import { seedBigLedger } from '../server/cashMovements/bigSeed.ts';
import type { Database } from '../server/db/adapter.ts';
import type { Logger } from '../server/log.ts';
import { listLatencies, withSeededServer, type ListLatency } from './benchServer.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';

/** A month of the generated ledger (days from 2024-01-01), moved along per request. */
const monthOf = (i: number) => {
  const month = 1 + (i % 12);
  const last = new Date(Date.UTC(2024, month, 0)).getUTCDate();
  return { from: `2024-${String(month).padStart(2, '0')}-01`, to: `2024-${String(month).padStart(2, '0')}-${last}` };
};

export async function benchLedger(runs: number, movements: number, log: Logger): Promise<{ seedMs: number; results: ListLatency[]; stored: number }> {
  const seed = async (db: Database) => {
    const stored = await seedBigLedger(db, movements);
    const boxes = await db.query<{ id: number }>(
      "SELECT DISTINCT s.box_id AS id FROM cash_sessions s JOIN users u ON u.id = s.opened_by WHERE u.username LIKE 'bench-caja-%' ORDER BY 1",
    );
    return { stored, boxes: boxes.map((b) => String(b.id)) };
  };
  return withSeededServer('ledger', log, seed, async ({ seeded: { stored, boxes }, seedMs, get }) => {
    const results = await listLatencies(get, '/movimientos', runs, [
      { label: 'filtered page of 50 + totals (a month, one box, type=income)', query: (i) => ({ ...monthOf(i), box: boxes[i % boxes.length] ?? '', type: 'income', page: String(1 + (i % 3)), pageSize: '50' }) },
      { label: 'a month, sorted by amount, page of 50 + totals', query: (i) => ({ ...monthOf(i), sort: '-amount', pageSize: '50' }) },
      { label: 'whole ledger, newest first, page of 50 + totals', query: () => ({ pageSize: '50' }) },
    ]);
    if (results === 'notMounted') throw new Error('GET /movimientos is not mounted');
    return { seedMs, results, stored };
  });
}

/** Runs the ledger benchmark and prints its figures, the filtered page against `budgetP95Ms`. */
export async function printLedgerList(runs: number, movements: number, budgetP95Ms: number, log: Logger): Promise<void> {
  const ledger = await benchLedger(runs, movements, log);
  console.log(`GET /movimientos with ${ledger.stored.toLocaleString('en')} movements (generated in ${fmtMs(ledger.seedMs)}), ${runs} requests each:`);
  for (const [index, result] of ledger.results.entries()) {
    const p95 = quantile([...result.samples].sort((a, b) => a - b), 0.95);
    const budget = index === 0 ? `   budget p95 <= ${budgetP95Ms} ms   ${p95 <= budgetP95Ms ? 'within' : 'OVER'}` : '';
    console.log(`  ${result.label}: ${summary(result.samples)} [${result.rows} rows of ${result.total}]${budget}`);
  }
}
