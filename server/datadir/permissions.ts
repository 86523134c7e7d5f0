/**
 * The data directory holds the password hashes (in PGlite's WAL and tables) and staff photos: only
 * the server's own user may read it. PGlite creates its files 0666 whatever the umask (measured:
 * 968 of 1,009 files after initdb), so modes are set explicitly: the directory and every directory
 * under it 0700, every file 0600 (no group/other bits). A directory that is group- or world-accessible is fixed (and
 * logged as a warning); one owned by another user is refused.
 */
import path from 'node:path';
import { chmod, lstat, readdir } from 'node:fs/promises';
import type { Logger } from '../log.ts';

const PRIVATE_DIR = 0o700;

/** Group/other permission bits. */
const OPEN_BITS = 0o077;

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(3, '0');

/**
 * Checks the data directory itself: refuses one owned by another user (throws with a message for
 * the operator), makes it 0700 if it was open to others.
 */
export async function checkDataDir(dir: string, log: Logger): Promise<void> {
  const info = await lstat(dir);
  if (!info.isDirectory()) throw new Error(`SOFIA_DATA_DIR ${dir} is not a directory`);
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid) {
    throw new Error(
      `Data directory ${dir} belongs to uid ${info.uid}, but this server runs as uid ${uid}: ` +
        'run the server as the directory’s owner, or give it a directory of its own.',
    );
  }
  if ((info.mode & OPEN_BITS) !== 0) {
    await chmod(dir, PRIVATE_DIR);
    log.warn('datadir.permissions.fixed', { dir, was: octal(info.mode), now: octal(PRIVATE_DIR) });
  }
}

/**
 * Removes group and other permissions from everything under `dir` (symbolic links are left
 * alone: their target may not be ours). Returns how many entries it changed.
 */
export async function restrictTree(dir: string): Promise<number> {
  let changed = 0;
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) changed += await restrictTree(full);
    if (!entry.isDirectory() && !entry.isFile()) continue;
    try {
      const { mode } = await lstat(full);
      if ((mode & OPEN_BITS) !== 0) {
        // Only the group/other bits go: 0666 becomes 0600, 0755 becomes 0700, 0444 stays 0400.
        await chmod(full, mode & 0o700);
        changed += 1;
      }
    } catch (error) {
      // A file PGlite removed between readdir and chmod is fine.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return changed;
}
