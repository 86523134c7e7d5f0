/**
 * `npm run bench:list`: only the list-page latency part of `npm run bench` (no build, no
 * browser), for working on list queries. BENCH_CUSTOMERS and LIST_RUNS as in bench.ts.
 */
import { LIST_PAGE_P95_BUDGET_MS, printCustomerList } from './bench-list.ts';

const QUIET = { info() {}, warn() {}, error: console.error };

printCustomerList(Number(process.env.LIST_RUNS ?? 100), Number(process.env.BENCH_CUSTOMERS ?? 100_000), LIST_PAGE_P95_BUDGET_MS, QUIET).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
