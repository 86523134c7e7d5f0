/**
 * List-page API latency at the big data set (`npm run bench`, part 6): a server on a fresh
 * database filled by seed:big's generator (BENCH_CUSTOMERS, default 100,000 customers), signed
 * in as the administrator, then LIST_RUNS requests per kind of page, measured in the client from
 * request to parsed JSON (one keep-alive connection, as the app's). Prints p50/p95; asserts
 * nothing (the figures go next to their budget in bench.ts).
 */
import { seedBigCustomers } from '../server/customers/bigSeed.ts';
import type { Logger } from '../server/log.ts';
import { fmtMs, quantile, summary } from './benchStats.ts';
import { listLatencies, withSeededServer, type ListLatency } from './benchServer.ts';

/** The figure: a filtered page of 50 customers, p95 at most this (ms). */
export const LIST_PAGE_P95_BUDGET_MS = 150;

export type { ListLatency } from './benchServer.ts';

/** Searches a member of staff types: a surname, two words, a folded accent, a document prefix. */
const SEARCHES = ['martinez', 'lucia rojas', 'nunez', 'B00123', 'joaquin pena', 'ines alvarez'];

export async function benchCustomerList(runs: number, customers: number, log: Logger): Promise<{ seedMs: number; results: ListLatency[] }> {
  return withSeededServer('list', log, (db) => seedBigCustomers(db, customers), async ({ seedMs, get }) => {
    const results = await listLatencies(get, '/clientes', runs, [
      { label: 'filtered page of 50 (search + status=active, sorted by name)', query: (i) => ({ q: SEARCHES[i % SEARCHES.length] ?? '', status: 'active', sort: 'name', page: String(1 + (i % 3)), pageSize: '50' }) },
      { label: 'first page of 50, no search, sorted by name', query: () => ({ sort: 'name', page: '1', pageSize: '50' }) },
      { label: 'page 1,000 of 50, no search, default order', query: () => ({ page: '1000', pageSize: '50' }) },
    ]);
    if (results === 'notMounted') throw new Error('GET /clientes is not mounted');
    return { seedMs, results };
  });
}

/** Runs the list benchmark and prints its figures, the filtered page against `budgetP95Ms`. */
export async function printCustomerList(runs: number, customers: number, budgetP95Ms: number, log: Logger): Promise<void> {
  const list = await benchCustomerList(runs, customers, log);
  console.log(`GET /clientes with ${customers.toLocaleString('en')} customers (generated in ${fmtMs(list.seedMs)}), ${runs} requests each:`);
  for (const [index, result] of list.results.entries()) {
    const p95 = quantile([...result.samples].sort((a, b) => a - b), 0.95);
    // The figure is the filtered page (the first kind); the others show where time goes.
    const budget = index === 0 ? `   budget p95 <= ${budgetP95Ms} ms   ${p95 <= budgetP95Ms ? 'within' : 'OVER'}` : '';
    console.log(`  ${result.label}: ${summary(result.samples)} [${result.rows} rows of ${result.total}]${budget}`);
  }
}
