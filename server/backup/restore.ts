/**
 * `npm run restore FILE DATA_DIR` (issue #37): a backup (snapshot.ts) into an EMPTY data
 * directory only. Refused, with nothing written: a directory that holds anything (a live server's
 * holds its lock), a dump whose SHA-256 is not its manifest's, a backup whose migrations this
 * version does not know (taken by a newer version). After loading, the database's migrations must
 * be the manifest's, and the data checks run on it; then `npm run serve` starts on it (migrating
 * it forward if this version has newer migrations).
 */
import path from 'node:path';
import { basename } from 'node:path';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { migrationFiles } from '../db/migrate.ts';
import { lockDataDir } from '../datadir/lock.ts';
import { restrictTree } from '../datadir/permissions.ts';
import type { Clock } from '../clock.ts';
import { locationToday } from '../locations/today.ts';
import { runDataChecks, type CheckResult } from './checks.ts';
import { appliedMigrations, MANIFEST_FORMAT, openDump, queryableOf, sha256, type BackupManifest } from './snapshot.ts';

/** A restore refused before anything was written; `code` tells the reasons apart. */
export class RestoreRefused extends Error {
  constructor(
    readonly code: 'notEmpty' | 'checksum' | 'manifest' | 'unknownMigrations' | 'migrationsDiffer',
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** The dump and its manifest, from either file's name. */
async function readBackup(file: string): Promise<{ manifest: BackupManifest; bytes: Uint8Array }> {
  const manifestFile = file.endsWith('.json') ? file : file.replace(/\.tar\.gz$/, '.json');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new RestoreRefused('manifest', `Cannot read the backup's manifest ${manifestFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (manifest.format !== MANIFEST_FORMAT || typeof manifest.sha256 !== 'string' || !Array.isArray(manifest.migrations)) {
    throw new RestoreRefused('manifest', `${manifestFile} is not a Sofia backup manifest (${MANIFEST_FORMAT})`);
  }
  const dump = path.join(path.dirname(manifestFile), basename(manifest.file));
  const bytes = new Uint8Array(await readFile(dump));
  const actual = sha256(bytes);
  if (actual !== manifest.sha256) {
    throw new RestoreRefused('checksum', `${dump} is damaged: its SHA-256 is ${actual}, the manifest says ${manifest.sha256}. Use another backup.`);
  }
  return { manifest, bytes };
}

async function refuseNonEmpty(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (entries.length > 0) {
    const live = entries.includes('sofia.lock') ? ' (a server holds it: sofia.lock)' : '';
    throw new RestoreRefused('notEmpty', `${dataDir} is not empty${live}: a restore goes into an empty data directory only, never over a database.`);
  }
}

export interface Restored {
  manifest: BackupManifest;
  checks: CheckResult[];
}

export async function restoreBackup(file: string, target: string, clock: Clock): Promise<Restored> {
  const dataDir = path.resolve(target);
  await refuseNonEmpty(dataDir);
  const { manifest, bytes } = await readBackup(file);
  const known = new Set((await migrationFiles()).map((f) => basename(f)));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new RestoreRefused('unknownMigrations', `The backup was taken by a newer version (migrations ${unknown.join(', ')}): restore it with that version.`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Empty a moment ago; the lock keeps a server from starting on it while it fills.
  await refuseNonEmpty(dataDir);
  const lock = await lockDataDir(dataDir);
  try {
    const pg = await openDump(bytes, path.join(dataDir, 'db'));
    let checks: CheckResult[];
    try {
      const db = queryableOf(pg);
      const migrations = await appliedMigrations(db);
      if (JSON.stringify(migrations) !== JSON.stringify([...manifest.migrations].sort())) {
        throw new RestoreRefused('migrationsDiffer', `The restored database's migrations (${migrations.length}) are not the manifest's (${manifest.migrations.length})`);
      }
      checks = await runDataChecks(db, await locationToday({ db, clock }));
    } finally {
      await pg.close();
    }
    await restrictTree(dataDir);
    return { manifest, checks };
  } catch (error) {
    await rm(path.join(dataDir, 'db'), { recursive: true, force: true });
    throw error;
  } finally {
    await lock.release();
  }
}
