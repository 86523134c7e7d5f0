/**
 * `npm run bench:list`: only the list-page latency part of `npm run bench` (no build, no
 * browser), for working on list queries: the customers, then the ledger. BENCH_CUSTOMERS,
 * BENCH_MOVEMENTS and LIST_RUNS as in bench.ts; BENCH_ONLY=ledger measures the ledger alone.
 */
import { LIST_PAGE_P95_BUDGET_MS, printCustomerList } from './bench-list.ts';
import { printLedgerList } from './bench-ledger.ts';

const QUIET = { info() {}, warn() {}, error: console.error };

const RUNS = Number(process.env.LIST_RUNS ?? 100);

// BENCH_ONLY=ledger skips the customers (working on the ledger's queries).
(process.env.BENCH_ONLY === 'ledger' ? Promise.resolve() : printCustomerList(RUNS, Number(process.env.BENCH_CUSTOMERS ?? 100_000), LIST_PAGE_P95_BUDGET_MS, QUIET))
  .then(() => printLedgerList(RUNS, Number(process.env.BENCH_MOVEMENTS ?? 200_000), LIST_PAGE_P95_BUDGET_MS, QUIET))
  .catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
