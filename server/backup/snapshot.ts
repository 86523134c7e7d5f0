/**
 * A backup of the embedded database (issue #37, docs/decisions.md "Backups"): PGlite's own
 * `dumpDataDir()`, taken inside the server process that holds the data directory, is one point
 * in time (PGlite runs one statement at a time, and the dump is taken between two). The dump is
 * then opened in memory and read back: the migrations it holds, its row counts per table and the
 * data checks (checks.ts) go into the manifest next to it, with the dump's SHA-256.
 *
 * Files: `<dir>/sofia-<time>.tar.gz` (the dump) and `<dir>/sofia-<time>.json` (the manifest), both
 * 0600 in a 0700 directory.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from '../db/adapter.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import { runDataChecks, type CheckResult } from './checks.ts';

export const MANIFEST_FORMAT = 'sofia-backup/1';

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  /** ISO time the dump was taken. */
  createdAt: string;
  appVersion: string;
  engine: 'pglite';
  /** The dump's file name, in the manifest's folder. */
  file: string;
  bytes: number;
  sha256: string;
  /** schema_migrations of the snapshot, in order. */
  migrations: string[];
  rowCounts: Record<string, number>;
  checks: CheckResult[];
}

export interface TakenBackup {
  file: string;
  manifestFile: string;
  manifest: BackupManifest;
}

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

export async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A dump of `dumpDataDir()` opened in memory (no files, no lock), or written into the empty
 * PGlite directory `dbDir` (restore.ts); close it after use.
 */
export function openDump(bytes: Uint8Array, dbDir?: string): Promise<PGlite> {
  const loadDataDir = new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' });
  return dbDir === undefined ? PGlite.create({ loadDataDir, extensions: { pg_trgm } }) : PGlite.create(dbDir, { loadDataDir, extensions: { pg_trgm } });
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((r) => r.name);
}

/** Rows per table of the current schema (identifiers come from the catalog and are quoted). */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const rows = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** A Queryable over a bare PGlite (the in-memory copy). */
export const queryableOf = (pg: PGlite): Queryable => ({
  async query<T>(sql: string, params: readonly (string | number | boolean | null | Uint8Array)[] = []) {
    return (await pg.query<T>(sql, [...params])).rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

/** 2026-11-29T00:01:18.123Z → sofia-2026-11-29T00-01-18-123Z */
const baseName = (at: Date) => `sofia-${at.toISOString().replace(/[:.]/g, '-')}`;

/** Creates `dir` readable by this user only (0700), tightening it if it existed. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Writes `bytes` as `file` (0600) through a temporary name, so a half-written file never has the final name. */
async function writePrivate(file: string, bytes: Uint8Array | string): Promise<void> {
  const temp = `${file}.partial`;
  await writeFile(temp, bytes, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}

/**
 * Takes a backup of `db` (PGlite) into `dir`. `today` is the business date the projection checks
 * replay at. Throws when the database cannot be dumped (PostgreSQL: docs/server.md).
 */
export async function takeBackup(db: Database, dir: string, options: { now: Date; today: BusinessDate }): Promise<TakenBackup> {
  if (!db.dumpDataDir) throw new Error('This database is not the embedded one: back PostgreSQL up with pg_dump (docs/server.md)');
  await privateDir(dir);
  const bytes = await db.dumpDataDir();
  const copy = await openDump(bytes);
  let manifest: BackupManifest;
  try {
    const q = queryableOf(copy);
    const base = baseName(options.now);
    manifest = {
      format: MANIFEST_FORMAT,
      createdAt: options.now.toISOString(),
      appVersion: await appVersion(),
      engine: 'pglite',
      file: `${base}.tar.gz`,
      bytes: bytes.length,
      sha256: sha256(bytes),
      migrations: await appliedMigrations(q),
      rowCounts: await rowCounts(q),
      checks: await runDataChecks(q, options.today),
    };
  } finally {
    await copy.close();
  }
  const file = path.join(dir, manifest.file);
  const manifestFile = path.join(dir, manifest.file.replace(/\.tar\.gz$/, '.json'));
  await writePrivate(file, bytes);
  await writePrivate(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  return { file, manifestFile, manifest };
}

/** Keeps the newest `keep` backups in `dir` (dump and manifest); returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => /^sofia-.*\.tar\.gz$/.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) {
    await rm(path.join(dir, name), { force: true });
    await rm(path.join(dir, name.replace(/\.tar\.gz$/, '.json')), { force: true });
  }
  return old;
}
