/**
 * One server per PGlite data directory (PGlite is single-process: a second process on the same
 * files silently loses writes). The lock is `<dataDir>/sofia.lock`, a small JSON file holding the
 * owner's pid, host, a process identity (boot id + kernel start time, where /proc has them) and a
 * random nonce. It is created atomically with its content (written to a private temporary file,
 * then hard-linked into place, which fails if the lock exists), so nobody ever reads a half-written
 * lock.
 *
 * A lock is stale when its process is gone (kill -9, power loss): pid not alive, or alive but a
 * different process (PID reuse: the start identity differs, or the pid is our own in a new
 * container). A stale lock is moved aside and the acquisition retried; if what was moved turns out
 * to be a fresh lock (another starter won the race), it is put back. Node 20 has no flock(), and
 * this needs no native module.
 */
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';

export const LOCK_FILE = 'sofia.lock';

interface LockInfo {
  pid: number;
  host: string;
  /** `<boot id>:<start time in clock ticks>` on Linux; null where it cannot be read. */
  identity: string | null;
  startedAt: string;
  nonce: string;
}

/** Thrown when another live process holds the directory; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  readonly holderPid: number;
  constructor(dir: string, holder: LockInfo, lockPath: string) {
    const where = holder.host === os.hostname() ? '' : ` on host ${holder.host}`;
    super(
      `Data directory ${dir} is in use by another Sofia server (pid ${holder.pid}${where}, started ${holder.startedAt}). ` +
        `PGlite allows one server per data directory: stop that server, or give this one another SOFIA_DATA_DIR. ` +
        `If that process no longer exists${where ? ' on that host' : ''}, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
    this.holderPid = holder.pid;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours. Safe to call twice. */
  release(): Promise<void>;
}

/** Locks held by this process, so a second in-process start on one directory is refused too. */
const heldHere = new Set<string>();

/** This process's start identity, or of `pid`; null when the platform does not expose it. */
function processIdentity(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces and parentheses: split after its last ')'. starttime is
    // field 22, i.e. the 20th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    return startTime ? `${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

function parse(raw: string): LockInfo | null {
  try {
    const value = JSON.parse(raw) as Partial<LockInfo>;
    if (!Number.isSafeInteger(value.pid) || typeof value.host !== 'string' || typeof value.nonce !== 'string') return null;
    return value as LockInfo;
  } catch {
    return null;
  }
}

/** Whether the lock's owner may still be running (when in doubt: yes). */
function holderAlive(info: LockInfo, lockPath: string): boolean {
  // Another machine (shared disk): its pids mean nothing here.
  if (info.host !== os.hostname()) return true;
  if (info.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's process.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processIdentity(info.pid);
  // Same pid, another process (the pid was reused after the owner died).
  if (info.identity !== null && now !== null && now !== info.identity) return false;
  return true;
}

async function readLock(lockPath: string): Promise<string | null> {
  try {
    return await readFile(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Moves the stale lock whose content was `seen` out of the way, and only that one. */
async function removeStale(lockPath: string, seen: string): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => null);
  if (moved !== null && moved !== seen) {
    // A racing starter replaced the stale lock with its own live one before our rename: restore
    // it (link fails only if yet another lock appeared meanwhile, which then stands).
    await link(aside, lockPath).catch(() => {});
  }
  await unlink(aside).catch(() => {});
}

/**
 * Creates `lockPath` with `content`, failing with EEXIST if it exists: by hard link from `temp`
 * (appears with its content at once), or, on file systems without hard links, by an exclusive
 * create, where a starter racing within the same millisecond could see it still empty and take it
 * for stale: acceptable on such rare file systems, never the case with links.
 */
async function createExclusive(temp: string, lockPath: string, content: string): Promise<void> {
  try {
    await link(temp, lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    await writeFile(lockPath, content, { flag: 'wx', mode: 0o600 });
  }
}

/**
 * Takes the data directory's lock or throws DataDirLockedError naming the holder. `dir` must
 * exist. Touches nothing else in it.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const lockPath = path.join(dir, LOCK_FILE);
  if (heldHere.has(lockPath)) {
    const info = parse((await readLock(lockPath)) ?? '');
    if (info) throw new DataDirLockedError(dir, info, lockPath);
  }
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    identity: processIdentity(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    nonce: randomBytes(16).toString('hex'),
  };
  const content = JSON.stringify(mine) + '\n';
  const temp = `${lockPath}.${process.pid}-${mine.nonce.slice(0, 8)}.tmp`;
  await writeFile(temp, content, { flag: 'wx', mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await createExclusive(temp, lockPath, content);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = await readLock(lockPath);
      if (seen === null) continue; // released meanwhile
      const holder = parse(seen);
      if (holder !== null && holderAlive(holder, lockPath)) throw new DataDirLockedError(dir, holder, lockPath);
      if (attempt >= 5) throw new Error(`Could not take the lock ${lockPath} (it keeps changing); is another server starting?`);
      await removeStale(lockPath, seen);
    }
  } finally {
    await unlink(temp).catch(() => {});
  }
  heldHere.add(lockPath);

  let released = false;
  const releaseSync = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    try {
      // Only our own lock: never one a later owner took after a forced takeover.
      if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  // A crash through an uncaught exception still runs 'exit' handlers; kill -9 does not (stale
  // lock, handled above).
  process.once('exit', releaseSync);
  return {
    path: lockPath,
    async release() {
      process.removeListener('exit', releaseSync);
      releaseSync();
    },
  };
}
