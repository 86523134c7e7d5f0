/**
 * Loan-list API latency at the big data set (`npm run bench`, part 9; `npm run bench:list` with
 * BENCH_ONLY=loans): a server on a fresh database with BENCH_LOAN_CUSTOMERS big customers (default
 * 20,000) and BENCH_LOANS loans (default 20,000, about 230,000 payments: server/loans/bigSeed.ts),
 * signed in as the administrator, then LIST_RUNS requests per kind of GET /prestamos page (the
 * contract of docs/loans.md: status, 'Solo en mora', search by customer), measured in the client
 * from request to parsed JSON. p50/p95 against the list budget. A build without the loans routes
 * (404) prints that it skipped.
 */
import { seedBigCustomers } from '../server/customers/bigSeed.ts';
import { seedBigLoans } from '../server/loans/bigSeed.ts';
import { systemClock } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import type { Database } from '../server/db/adapter.ts';
import type { Logger } from '../server/log.ts';
import { listLatencies, withSeededServer, type ListLatency } from './benchServer.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';

export async function benchLoans(runs: number, customers: number, loans: number, log: Logger): Promise<{ seedMs: number; results: ListLatency[]; stored: number } | 'notMounted'> {
  const seed = async (db: Database) => {
    await seedBigCustomers(db, customers);
    return (await seedBigLoans(db, loans, await locationToday({ db, clock: systemClock }))).loans;
  };
  return withSeededServer('loans', log, seed, async ({ seeded: stored, seedMs, get }) => {
    const names = ['Gómez', 'maria', 'Pérez', 'Lopez', 'Ruiz'];
    const results = await listLatencies(get, '/prestamos', runs, [
      { label: 'first page of 50, newest first', query: () => ({ pageSize: '50' }) },
      { label: "'Solo en mora', page of 50", query: (i) => ({ arrears: '1', page: String(1 + (i % 3)), pageSize: '50' }) },
      { label: 'status=active, page of 50', query: (i) => ({ status: 'active', page: String(1 + (i % 5)), pageSize: '50' }) },
      { label: 'search by customer name, page of 50', query: (i) => ({ q: names[i % names.length] ?? 'Gómez', pageSize: '50' }) },
    ]);
    return results === 'notMounted' ? results : { seedMs, results, stored };
  });
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
