/**
 * The command lines' access to a PGlite data directory (scripts/backup.ts, scripts/check-data.ts):
 * through its running server (the control file, control.ts) when one holds it, else directly,
 * holding its lock meanwhile so no server starts on it.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { lockDataDir } from '../datadir/lock.ts';
import { restrictTree } from '../datadir/permissions.ts';
import { openPglite, type Database } from '../db/adapter.ts';
import { BACKUP_TOKEN_HEADER, readControlFile, type Control } from './control.ts';

/** POSTs to the running server of `dataDir`; null when none answers (no control file, or a stale one). */
export async function askServer(dataDir: string, route: string): Promise<unknown> {
  const control: Control | null = await readControlFile(dataDir);
  if (control === null) return null;
  let res: Response;
  try {
    res = await fetch(`${control.url}/public/api${route}`, { method: 'POST', headers: { [BACKUP_TOKEN_HEADER]: control.token } });
  } catch {
    return null; // left by a server that was killed: nobody listens there
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`The server at ${control.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Runs `fn` on the data directory's database with the server stopped (its lock held meanwhile). */
export async function withStoppedDatabase<T>(dataDir: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'db'))) throw new Error(`${dir} holds no database (no db/ folder)`);
  const lock = await lockDataDir(dir);
  try {
    const db = await openPglite(path.join(dir, 'db'));
    try {
      return await fn(db);
    } finally {
      await db.close();
      await restrictTree(dir);
    }
  } finally {
    await lock.release();
  }
}
