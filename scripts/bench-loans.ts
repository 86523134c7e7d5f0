/**
 * Loan-list API latency at the big data set (`npm run bench`, part 9; `npm run bench:list` with
 * BENCH_ONLY=loans): a server on a fresh database with BENCH_LOAN_CUSTOMERS big customers (default
 * 20,000) and BENCH_LOANS loans (default 20,000, about 230,000 payments: server/loans/bigSeed.ts),
 * signed in as the administrator, then LIST_RUNS requests per kind of GET /prestamos page (the
 * contract of docs/loans.md: status, 'Solo en mora', search by customer), measured in the client
 * from request to parsed JSON. p50/p95 against the list budget. A build without the loans routes
 * (404) prints that it skipped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedBigCustomers } from '../server/customers/bigSeed.ts';
import { seedBigLoans } from '../server/loans/bigSeed.ts';
import { systemClock } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import { startServer } from '../server/start.ts';
import type { Logger } from '../server/log.ts';
import type { ListLatency } from './bench-list.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';

export async function benchLoans(runs: number, customers: number, loans: number, log: Logger): Promise<{ seedMs: number; results: ListLatency[]; stored: number } | 'notMounted'> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-bench-loans-'));
  const server = await startServer({ dataDir, distDir: null, port: 0, log });
  try {
    const seedStarted = performance.now();
    await seedBigCustomers(server.db, customers);
    const stored = (await seedBigLoans(server.db, loans, await locationToday({ db: server.db, clock: systemClock }))).loans;
    const seedMs = performance.now() - seedStarted;
    const api = `${server.url}/public/api`;
    const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: 'admin', password: 'Admin#2026' }) });
    if (!login.ok) throw new Error(`bench login answered ${login.status}`);
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const get = async (query: Record<string, string>) => {
      const started = performance.now();
      const res = await fetch(`${api}/prestamos?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
      if (res.status === 404) return 'notMounted' as const;
      if (!res.ok) throw new Error(`GET /prestamos answered ${res.status}`);
      // The records-list page (server/http/listPage.ts: items); `rows` as the contract first wrote it.
      const body = (await res.json()) as { items?: unknown[]; rows?: unknown[]; total: number };
      return { ms: performance.now() - started, rows: (body.items ?? body.rows ?? []).length, total: body.total };
    };
    const names = ['Gómez', 'maria', 'Pérez', 'Lopez', 'Ruiz'];
    const kinds: Array<{ label: string; query: (i: number) => Record<string, string> }> = [
      { label: 'first page of 50, newest first', query: () => ({ pageSize: '50' }) },
      { label: "'Solo en mora', page of 50", query: (i) => ({ arrears: '1', page: String(1 + (i % 3)), pageSize: '50' }) },
      { label: 'status=active, page of 50', query: (i) => ({ status: 'active', page: String(1 + (i % 5)), pageSize: '50' }) },
      { label: 'search by customer name, page of 50', query: (i) => ({ q: names[i % names.length] ?? 'Gómez', pageSize: '50' }) },
    ];
    const results: ListLatency[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++) if ((await get(kind.query(i))) === 'notMounted') return 'notMounted'; // warm-up
      const samples: number[] = [];
      let last = { rows: 0, total: 0 };
      for (let i = 0; i < runs; i++) {
        const answer = await get(kind.query(i));
        if (answer === 'notMounted') return 'notMounted';
        samples.push(answer.ms);
        last = { rows: answer.rows, total: answer.total };
      }
      results.push({ label: kind.label, samples, ...last });
    }
    return { seedMs, results, stored };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs the loan-list benchmark and prints its figures against `budgetP95Ms`. */
export async function printLoanList(runs: number, customers: number, loans: number, budgetP95Ms: number, log: Logger): Promise<void> {
  const bench = await benchLoans(runs, customers, loans, log);
  if (bench === 'notMounted') {
    console.log('GET /prestamos: not mounted in this build (404), loan-list latency skipped');
    return;
  }
  console.log(`GET /prestamos with ${bench.stored.toLocaleString('en')} loans (generated in ${fmtMs(bench.seedMs)}), ${runs} requests each:`);
  for (const result of bench.results) {
    const p95 = quantile([...result.samples].sort((a, b) => a - b), 0.95);
    console.log(`  ${result.label}: ${summary(result.samples)} [${result.rows} rows of ${result.total}]   budget p95 <= ${budgetP95Ms} ms   ${p95 <= budgetP95Ms ? 'within' : 'OVER'}`);
  }
}
