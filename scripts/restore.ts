/**
 * `npm run restore FILE DATA_DIR`: a backup (`sofia-….tar.gz` or its `.json` manifest) into an
 * EMPTY data directory (DATA_DIR, or SOFIA_DATA_DIR when not given). Refuses a non-empty or live
 * directory, a damaged file (SHA-256) and a backup of a newer version; runs the data checks on
 * the result. Then: SOFIA_DATA_DIR=DATA_DIR npm run serve.
 */
import { configFromEnv } from '../server/config.ts';
import { clockFromEnv } from '../server/clock.ts';
import { restoreBackup } from '../server/backup/restore.ts';
import { formatChecks } from '../server/backup/checks.ts';

async function main(): Promise<number> {
  const [file, target] = process.argv.slice(2);
  const config = configFromEnv();
  if (file === undefined) {
    console.error('usage: npm run restore -- FILE DATA_DIR');
    return 2;
  }
  const dataDir = target ?? config.dataDir;
  const restored = await restoreBackup(file, dataDir, clockFromEnv(process.env, config.mode));
  console.log(`restore: ${file} (taken ${restored.manifest.createdAt}, version ${restored.manifest.appVersion}) into ${dataDir}`);
  console.log(`restore: checksum and ${restored.manifest.migrations.length} migrations as the manifest says`);
  console.log(formatChecks(restored.checks));
  const ok = restored.checks.every((c) => c.ok);
  if (ok) console.log(`restore: done. Start the server on it: SOFIA_DATA_DIR=${dataDir} npm run serve`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
