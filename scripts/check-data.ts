/**
 * `npm run check-data [DATA_DIR | DATABASE_URL]`: the ledger and projection checks
 * (server/backup/checks.ts) on a live or restored database. Without an argument: DATABASE_URL,
 * else SOFIA_DATA_DIR. A PGlite directory a server holds is checked by that server (its control
 * file). Prints every check; exits 1 when one fails.
 */
import { configFromEnv } from '../server/config.ts';
import { clockFromEnv } from '../server/clock.ts';
import { openPostgres } from '../server/db/adapter.ts';
import { locationToday } from '../server/locations/today.ts';
import { formatChecks, runDataChecks, type CheckResult } from '../server/backup/checks.ts';
import { askServer, withStoppedDatabase } from '../server/backup/offline.ts';

async function main(): Promise<number> {
  const config = configFromEnv();
  const clock = clockFromEnv(process.env, config.mode);
  const target = process.argv[2] ?? config.databaseUrl ?? config.dataDir;
  let results: CheckResult[];
  if (/^postgres(ql)?:\/\//.test(target)) {
    const db = await openPostgres(target, config.databaseSchema);
    try {
      results = await runDataChecks(db, await locationToday({ db, clock }));
    } finally {
      await db.close();
    }
    console.log('check-data: PostgreSQL database');
  } else {
    const live = (await askServer(target, '/respaldos/comprobacion')) as CheckResult[] | null;
    results = live ?? (await withStoppedDatabase(target, async (db) => runDataChecks(db, await locationToday({ db, clock }))));
    console.log(`check-data: ${target}${live === null ? '' : ' (checked by its running server)'}`);
  }
  console.log(formatChecks(results));
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed === 0 ? `check-data: all ${results.length} checks passed` : `check-data: ${failed} of ${results.length} checks FAILED`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check-data: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
