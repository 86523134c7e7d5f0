/**
 * `npm run backup`: a backup of the embedded database (SOFIA_DATA_DIR) into SOFIA_BACKUP_DIR
 * (default: `<data dir>-backups`), taken by the running server (writes go on meanwhile), or
 * directly when no server runs. Prints the files and the manifest's summary; exits 1 when the
 * backup failed or a data check failed on it. On PostgreSQL: pg_dump (docs/server.md).
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { configFromEnv, defaultBackupDir } from '../server/config.ts';
import { clockFromEnv } from '../server/clock.ts';
import { locationToday } from '../server/locations/today.ts';
import { takeBackup, type BackupManifest } from '../server/backup/snapshot.ts';
import { askServer, withStoppedDatabase } from '../server/backup/offline.ts';
import { formatChecks } from '../server/backup/checks.ts';
import type { BackupStatus } from '../machines/locations/backupStatus.schema.ts';

async function main(): Promise<number> {
  const config = configFromEnv();
  if (config.databaseUrl !== null) {
    console.error('backup: DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/server.md "Backups").');
    return 2;
  }
  let manifestFile: string;
  const answer = (await askServer(config.dataDir, '/respaldos')) as (BackupStatus & { dir: string }) | null;
  if (answer !== null) {
    if (answer.file === null) {
      console.error(`backup: the server could not take it: ${answer.error ?? 'unknown error'}`);
      return 1;
    }
    manifestFile = path.join(answer.dir, answer.file.replace(/\.tar\.gz$/, '.json'));
    console.log('backup: taken by the running server');
  } else {
    const dir = config.backupDir ?? defaultBackupDir(config.dataDir);
    const clock = clockFromEnv(process.env, config.mode);
    const taken = await withStoppedDatabase(config.dataDir, async (db) => takeBackup(db, dir, { now: new Date(), today: await locationToday({ db, clock }) }));
    manifestFile = taken.manifestFile;
    console.log('backup: no server running; taken directly');
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  console.log(`backup: ${path.join(path.dirname(manifestFile), manifest.file)} (${manifest.bytes} bytes, sha256 ${manifest.sha256})`);
  console.log(`backup: manifest ${manifestFile}: ${manifest.createdAt}, version ${manifest.appVersion}, ${manifest.migrations.length} migrations`);
  console.log(`backup: rows ${Object.entries(manifest.rowCounts).map(([t, n]) => `${t}=${n}`).join(' ')}`);
  console.log(formatChecks(manifest.checks));
  return manifest.checks.every((c) => c.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
