/**
 * `npm run seed:big`: fills the database the server would use (the same environment as
 * `npm run serve`: SOFIA_DATA_DIR or DATABASE_URL) with a large data set for benchmarks and for
 * trying the lists at scale. Demo mode only: it refuses a production database. Run it while the
 * server is stopped (PGlite is single-process). Adds BIG_CUSTOMERS customers (default 100,000)
 * on every run, and about BIG_MOVEMENTS cash movements (default 200,000: boxes, one session per box
 * and day, reversals), and BIG_LOANS loans (default 20,000, every status, with their schedules,
 * about 200,000 transfer payments and their projections: server/loans/bigSeed.ts) at the server's
 * business date (SOFIA_CLOCK when set); each later area adds its part here.
 */
import { configFromEnv } from '../server/config.ts';
import { seedBigCustomers } from '../server/customers/bigSeed.ts';
import { seedBigLedger } from '../server/cashMovements/bigSeed.ts';
import { seedBigLoans } from '../server/loans/bigSeed.ts';
import { clockFromEnv } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import { startServer } from '../server/start.ts';

const CUSTOMERS = Number(process.env.BIG_CUSTOMERS ?? 100_000);
const MOVEMENTS = Number(process.env.BIG_MOVEMENTS ?? 200_000);
const LOANS = Number(process.env.BIG_LOANS ?? 20_000);

async function main(): Promise<void> {
  const config = configFromEnv();
  if (config.mode === 'production') throw new Error('seed:big fills a database with made-up data: it refuses SOFIA_MODE=production');
  if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1) throw new Error(`BIG_CUSTOMERS must be a positive integer, not ${process.env.BIG_CUSTOMERS}`);
  // Starting the server (no port kept) migrates and seeds the demo first, exactly as `serve` would.
  const server = await startServer({ ...config, port: 0, distDir: null, log: { info() {}, warn: console.warn, error: console.error } });
  try {
    const started = performance.now();
    const total = await seedBigCustomers(server.db, CUSTOMERS);
    if (!Number.isInteger(MOVEMENTS) || MOVEMENTS < 0) throw new Error(`BIG_MOVEMENTS must be a whole number, not ${process.env.BIG_MOVEMENTS}`);
    const ledgerStarted = performance.now();
    const movements = MOVEMENTS > 0 ? await seedBigLedger(server.db, MOVEMENTS) : 0;
    console.log(`seed:big: the ledger now has ${movements.toLocaleString('en')} movements (${((performance.now() - ledgerStarted) / 1000).toFixed(1)} s)`);
    if (!Number.isInteger(LOANS) || LOANS < 0) throw new Error(`BIG_LOANS must be a whole number, not ${process.env.BIG_LOANS}`);
    if (LOANS > 0) {
      const loansStarted = performance.now();
      const today = await locationToday({ db: server.db, clock: clockFromEnv(process.env, config.mode) });
      const loans = await seedBigLoans(server.db, LOANS, today);
      console.log(`seed:big: added ${LOANS.toLocaleString('en')} loans at ${today} in ${((performance.now() - loansStarted) / 1000).toFixed(1)} s; the tables now have ${loans.loans.toLocaleString('en')} loans and ${loans.payments.toLocaleString('en')} loan payments`);
    }
    console.log(`seed:big: added ${CUSTOMERS.toLocaleString('en')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s; the table now has ${total.toLocaleString('en')} (data in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
