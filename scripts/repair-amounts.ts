/**
 * `npm run repair:amounts`: removes the amounts past the 10^12 bound an older server took, keeping
 * them in the audit log, and replays what they touched (docs/repair.md,
 * server/payments/repairAmounts.ts). The same environment as `npm run serve` (SOFIA_DATA_DIR or
 * DATABASE_URL); run it while the server is stopped. REPAIR_REASON and REPAIR_USER (an id) name
 * the repair in the audit log.
 */
import { configFromEnv } from '../server/config.ts';
import { clockFromEnv } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import { findOversizedAmounts, repairOversizedAmounts } from '../server/payments/repairAmounts.ts';
import { startServer } from '../server/start.ts';

async function main(): Promise<void> {
  const config = configFromEnv();
  const userId = Number(process.env.REPAIR_USER ?? 1);
  if (!Number.isInteger(userId) || userId < 1) throw new Error(`REPAIR_USER must be a user id, not ${process.env.REPAIR_USER}`);
  const reason = process.env.REPAIR_REASON ?? 'Amounts past the 10^12 bound, taken before issue #30';
  const server = await startServer({ ...config, port: 0, distDir: null, log: { info() {}, warn: console.warn, error: console.error } });
  try {
    const found = await findOversizedAmounts(server.db);
    console.log(`repair:amounts: ${found.payments.length} payment(s) and ${found.movements.length} movement(s) past the bound`);
    const today = await locationToday({ db: server.db, clock: clockFromEnv(process.env, config.mode) });
    const report = await server.db.transaction((tx) => repairOversizedAmounts(tx, { userId, today, reason }));
    console.log(`repair:amounts: removed payments [${report.payments.join(', ')}], movements [${report.movements.join(', ')}]; replayed ${report.records.length} record(s)`);
    if (report.remaining.length > 0) console.log(`repair:amounts: left for a person to look at (docs/repair.md): ${report.remaining.join(', ')}`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
