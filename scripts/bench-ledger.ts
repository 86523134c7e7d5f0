/**
 * Ledger-page API latency at the big data set (`npm run bench`, part 7; `npm run bench:list`): a
 * server on a fresh database filled by seed:big's ledger generator (BENCH_MOVEMENTS, default
 * 200,000 movements in 8 boxes), signed in as the administrator, then LIST_RUNS requests per kind
 * of GET /movimientos page — each answer a page of 50 AND the totals of the whole filtered set —,
 * measured in the client from request to parsed JSON. Prints p50/p95 against the list budget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedBigLedger } from '../server/cashMovements/bigSeed.ts';
import { startServer } from '../server/start.ts';
import type { Logger } from '../server/log.ts';
import type { ListLatency } from './bench-list.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';

/** A month of the generated ledger (days from 2024-01-01), moved along per request. */
const monthOf = (i: number) => {
  const month = 1 + (i % 12);
  const last = new Date(Date.UTC(2024, month, 0)).getUTCDate();
  return { from: `2024-${String(month).padStart(2, '0')}-01`, to: `2024-${String(month).padStart(2, '0')}-${last}` };
};

export async function benchLedger(runs: number, movements: number, log: Logger): Promise<{ seedMs: number; results: ListLatency[]; stored: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-bench-ledger-'));
  const server = await startServer({ dataDir, distDir: null, port: 0, log });
  try {
    const seedStarted = performance.now();
    const stored = await seedBigLedger(server.db, movements);
    const seedMs = performance.now() - seedStarted;
    const boxes = (
      await server.db.query<{ id: number }>(
        "SELECT DISTINCT s.box_id AS id FROM cash_sessions s JOIN users u ON u.id = s.opened_by WHERE u.username LIKE 'bench-caja-%' ORDER BY 1",
      )
    ).map((b) => String(b.id));
    const api = `${server.url}/public/api`;
    const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: 'admin', password: 'Admin#2026' }) });
    if (!login.ok) throw new Error(`bench login answered ${login.status}`);
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const get = async (query: Record<string, string>) => {
      const started = performance.now();
      const res = await fetch(`${api}/movimientos?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`GET /movimientos answered ${res.status}`);
      const body = (await res.json()) as { items: unknown[]; total: number };
      return { ms: performance.now() - started, rows: body.items.length, total: body.total };
    };
    const kinds: Array<{ label: string; query: (i: number) => Record<string, string> }> = [
      { label: 'filtered page of 50 + totals (a month, one box, type=income)', query: (i) => ({ ...monthOf(i), box: boxes[i % boxes.length] ?? '', type: 'income', page: String(1 + (i % 3)), pageSize: '50' }) },
      { label: 'a month, sorted by amount, page of 50 + totals', query: (i) => ({ ...monthOf(i), sort: '-amount', pageSize: '50' }) },
      { label: 'whole ledger, newest first, page of 50 + totals', query: () => ({ pageSize: '50' }) },
    ];
    const results: ListLatency[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++) await get(kind.query(i)); // warm-up: plans, caches, connection
      const samples: number[] = [];
      let last = { rows: 0, total: 0 };
      for (let i = 0; i < runs; i++) {
        const { ms, rows, total } = await get(kind.query(i));
        samples.push(ms);
        last = { rows, total };
      }
      results.push({ label: kind.label, samples, ...last });
    }
    return { seedMs, results, stored };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
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
