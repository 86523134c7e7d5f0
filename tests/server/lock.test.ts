// @vitest-environment node
/**
 * server/datadir/lock.ts in-process: one holder per data directory, stale locks (dead process,
 * reused pid) taken over, release only of our own lock. Two real server processes: processes.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/datadir/lock.ts';

let dir = '';
const dirs: string[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sofia-lock-test-'));
  dirs.push(dir);
});
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const lockPath = () => path.join(dir, LOCK_FILE);
const plant = (holder: Record<string, unknown>) =>
  writeFile(lockPath(), JSON.stringify({ host: os.hostname(), identity: null, startedAt: '2026-01-01T00:00:00.000Z', nonce: 'n', ...holder }));

/** A live process that is not a Sofia server (stands in for a reused pid). */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
}

describe('the data directory lock', () => {
  it('is held by one owner at a time and names the holder', async () => {
    const lock = await lockDataDir(dir);
    const held = JSON.parse(await readFile(lockPath(), 'utf8')) as { pid: number };
    expect(held.pid).toBe(process.pid);
    const second = await lockDataDir(dir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(dir);
    expect((second as Error).message).toContain(`pid ${process.pid}`);
    await lock.release();
    expect(existsSync(lockPath())).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
    await again.release(); // twice is fine
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses while another live process holds it', async () => {
    const other = otherProcess();
    try {
      await plant({ pid: other.pid });
      await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`pid ${other.pid}\\b`));
      expect(JSON.parse(await readFile(lockPath(), 'utf8'))).toMatchObject({ pid: other.pid });
    } finally {
      other.stop();
    }
  });

  it('takes over the lock of a process that is gone (kill -9)', async () => {
    const gone = otherProcess();
    gone.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await plant({ pid: gone.pid });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over when the pid was reused by another process, or is our own from a previous life', async () => {
    const reused = otherProcess();
    try {
      // Same pid, but not the process that took the lock (a different start identity).
      await plant({ pid: reused.pid, identity: 'another-boot:12345' });
      const canCheck = existsSync(`/proc/${reused.pid}/stat`);
      if (canCheck) {
        const lock = await lockDataDir(dir);
        await lock.release();
      }
      // A container restarted after kill -9: the new server often gets the old one's pid.
      await plant({ pid: process.pid });
      const lock = await lockDataDir(dir);
      await lock.release();
    } finally {
      reused.stop();
    }
  });

  it('takes over an unreadable lock, and leaves a lock it does not own alone on release', async () => {
    await writeFile(lockPath(), 'not json');
    const lock = await lockDataDir(dir);
    // Someone removed our lock and another server took the directory: our release must not
    // delete theirs.
    await plant({ pid: 999_999, nonce: 'theirs' });
    await lock.release();
    expect(JSON.parse(await readFile(lockPath(), 'utf8'))).toMatchObject({ nonce: 'theirs' });
  });
});
