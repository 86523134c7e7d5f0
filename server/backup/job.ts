/**
 * The server's backups (issue #37): one at a time, into a private directory (0700, files 0600),
 * taken on request (`npm run backup` through the control route, routes.ts) and, with
 * SOFIA_BACKUP_KEEP=N, every day, keeping the newest N. The outcome of the last one is kept in
 * `<dir>/last-backup.json`, so the administrator's line survives a restart.
 */
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import type { Database } from '../db/adapter.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { locationToday } from '../locations/today.ts';
import { BackupStatusSchema, type BackupStatus } from '../../machines/locations/backupStatus.schema.ts';
import * as v from 'valibot';
import { privateDir, pruneBackups, takeBackup } from './snapshot.ts';

const STATUS_FILE = 'last-backup.json';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the daily job looks whether a day has passed since the last good backup. */
const LOOK_EVERY_MS = 60 * 60 * 1000;

export interface BackupJob {
  readonly dir: string;
  /** Takes a backup now (waits for one already running first). */
  run(): Promise<BackupStatus>;
  last(): BackupStatus | null;
  /** Stops the daily timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

export interface BackupJobOptions {
  db: Database;
  dir: string;
  /** Daily backups kept; 0 takes none by itself (only on request), and prunes nothing. */
  keep: number;
  clock: Clock;
  log: Logger;
}

async function readStatus(dir: string): Promise<BackupStatus | null> {
  try {
    const parsed = v.safeParse(BackupStatusSchema, JSON.parse(await readFile(path.join(dir, STATUS_FILE), 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export async function createBackupJob(options: BackupJobOptions): Promise<BackupJob> {
  const { db, dir, keep, clock, log } = options;
  let last = await readStatus(dir);
  let lastGood = last?.ok ? Date.parse(last.at) : 0;
  let running: Promise<BackupStatus> = Promise.resolve(last as BackupStatus);

  async function once(): Promise<BackupStatus> {
    const now = new Date();
    let status: BackupStatus;
    try {
      const today = await locationToday({ db, clock });
      const taken = await takeBackup(db, dir, { now, today });
      const failed = taken.manifest.checks.filter((c) => !c.ok).map((c) => c.name);
      status = { at: now.toISOString(), ok: failed.length === 0, file: path.basename(taken.file), failedChecks: failed, error: null };
      if (keep > 0) await pruneBackups(dir, keep);
      log.info('backup.taken', { file: taken.file, bytes: taken.manifest.bytes, failedChecks: failed.join(',') });
    } catch (error) {
      status = { at: now.toISOString(), ok: false, file: null, failedChecks: [], error: error instanceof Error ? error.message : String(error) };
      log.error('backup.failed', { error: status.error });
    }
    last = status;
    if (status.ok) lastGood = now.getTime();
    await privateDir(dir)
      .then(() => writeFile(path.join(dir, STATUS_FILE), JSON.stringify(status) + '\n', { mode: 0o600 }))
      .catch((error: unknown) => log.warn('backup.status_not_written', { error: String(error) }));
    return status;
  }

  const run = () => {
    running = running.catch(() => null).then(once);
    return running;
  };
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  if (keep > 0) {
    const look = () => {
      if (Date.now() - lastGood >= DAY_MS) void run();
    };
    timer = setInterval(look, LOOK_EVERY_MS);
    timer.unref();
    // The first look soon after start: a server restarted daily still takes its backup.
    first = setTimeout(look, 60_000);
    first.unref();
  }
  return {
    dir,
    run,
    last: () => last,
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = null;
      first = null;
      await running.catch(() => null);
    },
  };
}
