/**
 * Analítica's API latency at the big data set (`npm run bench`, part 10; `npm run bench:analytics`
 * alone): a server on a fresh database filled as `npm run seed:big` fills one — BENCH_CUSTOMERS
 * customers (default 20,000: analytics reads none of them, they are there for the loans),
 * BENCH_MOVEMENTS cash movements (default 200,000: server/cashMovements/bigSeed.ts) and BENCH_LOANS
 * loans (default 20,000, about 200,000 payments: server/loans/bigSeed.ts) — signed in as the
 * administrator, then ANALYTICS_RUNS requests of GET /analitica (the page's one request) for this
 * month and for the longest period (366 days), measured in the client from request to parsed JSON.
 * p50/p95 against the target p95 < 300 ms (issue #19), PASS or OVER. A build without the route
 * (404) prints that it skipped.
 */
import { addDays } from '../machines/money/index.ts';
import { seedBigCustomers } from '../server/customers/bigSeed.ts';
import { seedBigLedger } from '../server/cashMovements/bigSeed.ts';
import { seedBigLoans } from '../server/loans/bigSeed.ts';
import { systemClock } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import type { Database } from '../server/db/adapter.ts';
import type { Logger } from '../server/log.ts';
import { sampleRuns, withSeededServer, type Sample } from './benchServer.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';

/** Issue #19: the analytics page's API, p95 on PGlite on this machine. */
export const ANALYTICS_P95_TARGET_MS = 300;

interface Sizes {
  customers: number;
  movements: number;
  loans: number;
}

export const analyticsSizesFromEnv = (env: NodeJS.ProcessEnv = process.env): Sizes => ({
  customers: Number(env.BENCH_LOAN_CUSTOMERS ?? 20_000),
  movements: Number(env.BENCH_MOVEMENTS ?? 200_000),
  loans: Number(env.BENCH_LOANS ?? 20_000),
});

type Result = { label: string; samples: number[] };

async function benchAnalytics(runs: number, sizes: Sizes, log: Logger): Promise<{ seedMs: number; results: Result[]; loans: number; payments: number } | 'notMounted'> {
  const seed = async (db: Database) => {
    await seedBigCustomers(db, sizes.customers);
    await seedBigLedger(db, sizes.movements);
    const today = await locationToday({ db, clock: systemClock });
    return { today, ...(await seedBigLoans(db, sizes.loans, today)) };
  };
  return withSeededServer('analytics', log, seed, async ({ seeded: { today, loans, payments }, seedMs, get }) => {
    const timed = async (query: Record<string, string>): Promise<Sample<null>> => {
      const started = performance.now();
      const res = await get('/analitica', query);
      if (res.status === 404) return 'notMounted';
      if (!res.ok) throw new Error(`GET /analitica answered ${res.status}: ${await res.text()}`);
      await res.json();
      return { ms: performance.now() - started, answer: null };
    };
    const kinds: { label: string; query: Record<string, string> }[] = [
      { label: 'this month (the page as it opens)', query: {} },
      { label: 'a period of 366 days', query: { desde: addDays(today, -365), hasta: today } },
    ];
    const results: Result[] = [];
    for (const kind of kinds) {
      const run = await sampleRuns(runs, () => timed(kind.query));
      if (run === 'notMounted') return run;
      results.push({ label: kind.label, samples: run.samples });
    }
    return { seedMs, results, loans, payments };
  });
}

/** Runs the analytics benchmark and prints its figures against the target. */
export async function printAnalytics(runs: number, sizes: Sizes, log: Logger): Promise<void> {
  const bench = await benchAnalytics(runs, sizes, log);
  if (bench === 'notMounted') {
    console.log('GET /analitica: not mounted in this build (404), analytics latency skipped');
    return;
  }
  console.log(
    `GET /analitica with ${bench.loans.toLocaleString('en')} loans, ${bench.payments.toLocaleString('en')} loan payments and ` +
      `${sizes.movements.toLocaleString('en')} cash movements (generated in ${fmtMs(bench.seedMs)}), ${runs} requests each:`,
  );
  for (const result of bench.results) {
    const p95 = quantile([...result.samples].sort((a, b) => a - b), 0.95);
    console.log(`  ${result.label}: ${summary(result.samples)}   target p95 < ${ANALYTICS_P95_TARGET_MS} ms   ${p95 < ANALYTICS_P95_TARGET_MS ? 'PASS' : 'OVER'}`);
  }
}

// `npm run bench:analytics`: this part alone (no build, no browser).
if (import.meta.url === `file://${process.argv[1]}`) {
  printAnalytics(Number(process.env.ANALYTICS_RUNS ?? 50), analyticsSizesFromEnv(), { info() {}, warn() {}, error: console.error }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
