/**
 * `npm run bench:list`: only the list-page latency part of `npm run bench` (no build, no
 * browser), for working on list queries: the customers, the ledger, then the loans. BENCH_CUSTOMERS,
 * BENCH_MOVEMENTS, BENCH_LOANS and LIST_RUNS as in bench.ts; BENCH_ONLY=ledger or =loans measures
 * that list alone.
 */
import { LIST_PAGE_P95_BUDGET_MS, printCustomerList } from './bench-list.ts';
import { printLedgerList } from './bench-ledger.ts';
import { printLoanList } from './bench-loans.ts';

const QUIET = { info() {}, warn() {}, error: console.error };

const RUNS = Number(process.env.LIST_RUNS ?? 100);

// BENCH_ONLY=ledger or =loans measures that list alone (working on its queries).
const only = process.env.BENCH_ONLY;
(only === 'ledger' || only === 'loans' ? Promise.resolve() : printCustomerList(RUNS, Number(process.env.BENCH_CUSTOMERS ?? 100_000), LIST_PAGE_P95_BUDGET_MS, QUIET))
  .then(() => (only === 'loans' ? undefined : printLedgerList(RUNS, Number(process.env.BENCH_MOVEMENTS ?? 200_000), LIST_PAGE_P95_BUDGET_MS, QUIET)))
  .then(() => (only === 'ledger' ? undefined : printLoanList(RUNS, Number(process.env.BENCH_LOAN_CUSTOMERS ?? 20_000), Number(process.env.BENCH_LOANS ?? 20_000), LIST_PAGE_P95_BUDGET_MS, QUIET)))
  .catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
