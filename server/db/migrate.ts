/**
 * Applies the shared migrations (server/db/migrations/*.sql) and each area's
 * (server/<area>/migrations/*.sql) in file-name order, once each, recording them in
 * schema_migrations. Each file runs in its own transaction under an advisory lock, so two
 * servers starting on one PostgreSQL database do not apply a file twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './adapter.ts';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * Every migration file: server/db/migrations and server/<area>/migrations. File names carry one
 * global number (001_…, 002_…), so an area's table can depend on another's, and the name is
 * what schema_migrations records (moving a file between folders does not re-apply it).
 */
export async function migrationFiles(root = SERVER_DIR): Promise<string[]> {
  const dirs = [join(root, 'db', 'migrations')];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'db') dirs.push(join(root, entry.name, 'migrations'));
  }
  const files: string[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    files.push(...names.filter((f) => f.endsWith('.sql')).map((f) => join(dir, f)));
  }
  const sorted = files.sort((a, b) => basename(a).localeCompare(basename(b)));
  const names = sorted.map((f) => basename(f));
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Two migrations are named ${twice}`);
  return sorted;
}
// Arbitrary constant shared by every Sofia server: "the migration lock".
const LOCK_KEY = 0x50f1a;

export async function migrate(db: Database, root = SERVER_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = await migrationFiles(root);
  const applied: string[] = [];
  for (const file of files) {
    const name = basename(file);
    const sql = await readFile(file, 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}
