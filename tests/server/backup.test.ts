// @vitest-environment node
/**
 * Backups and restore of the embedded database (issue #37, server/backup): a backup taken through
 * the server while payments are being posted through the API restores into an empty directory
 * to a database whose data checks all pass, and the server starts on it; a damaged file
 * (SHA-256), a newer version's backup and a non-empty or live target are refused; the checks can
 * fail; the administrator reads the last backup's outcome (location.edit) and nobody else takes
 * one without the token.
 */
import path from 'node:path';
import { mkdtemp, readdir, readFile, rm, stat, writeFile, copyFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fixedClock } from '../../server/clock.ts';
import { startServer } from '../../server/start.ts';
import { CONTROL_FILE, readControlFile } from '../../server/backup/control.ts';
import { BACKUP_TOKEN_HEADER } from '../../server/backup/routes.ts';
import { restoreBackup, RestoreRefused } from '../../server/backup/restore.ts';
import { runDataChecks } from '../../server/backup/checks.ts';
import { pruneBackups, type BackupManifest } from '../../server/backup/snapshot.ts';
import { createBackupJob } from '../../server/backup/job.ts';
import type { Database } from '../../server/db/adapter.ts';
import { BackupLastAnswerSchema, type BackupStatus } from '../../machines/locations/backupStatus.schema.ts';
import { serverWithSignedInStaff } from './helpers.ts';
import { client } from './client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

// Noon at the location: the business date is 2026-11-24 (the fixtures' sessions and loans).
const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff((ctx) => ({ clock, backupDir: path.join(ctx.dataDir, 'backups') }));
const api = client(env);
const loans = loansOf(env);
const scratch = mkdtemp(path.join(os.tmpdir(), 'sofia-restore-test-'));
afterAll(async () => rm(await scratch, { recursive: true, force: true }));

let keys = 0;
const payments = async () => Number((await env.server.db.query<{ n: string }>('SELECT count(*) AS n FROM payments'))[0]!.n);

/** `count` payments on one loan, one after the other (each reads the loan's version first). */
async function payChain(loanId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const { version } = await loans.loan(loanId);
    const res = await api.post(`/prestamos/${loanId}/pagos`, {
      token: env.tokens.cajero,
      json: { amount: 1_000 + i, method: 'cash', version, acceptExcess: false },
      headers: { 'Idempotency-Key': `backup-test-${(keys += 1)}` },
    });
    expect(res.status, res.text).toBe(201);
  }
}

async function backupNow(): Promise<BackupStatus & { dir: string }> {
  const control = await readControlFile(env.ctx.dataDir);
  expect(control).not.toBeNull();
  const res = await api.post<BackupStatus & { dir: string }>('/respaldos', { headers: { [BACKUP_TOKEN_HEADER]: control!.token } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The backups are PGlite's; `npm run test:postgres` runs the PostgreSQL block at the end instead. */
const onPglite = !process.env.DATABASE_URL;

let taken: (BackupStatus & { dir: string }) | null = null;
let countAround: [number, number] = [0, 0];

describe.runIf(onPglite)('a backup taken while payments are posted', () => {
  it('is one point in time, private, and its manifest names what it holds', async () => {
    await loans.openSession('cajero', 0);
    const ids = await Promise.all([1, 2, 3, 4].map(() => loans.activeLoan()));
    const before = await payments();
    const chains = ids.map((id) => payChain(id, 4));
    // The backup starts while the four chains are running.
    await new Promise((resolve) => setTimeout(resolve, 150));
    taken = await backupNow();
    await Promise.all(chains);
    countAround = [before, await payments()];
    expect(countAround[1]).toBe(before + 16);

    expect(taken.ok, JSON.stringify(taken)).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(taken.dir, taken.file!.replace('.tar.gz', '.json')), 'utf8')) as BackupManifest;
    // Some of the concurrent payments, never half of one: the checks below prove the rest.
    expect(manifest.rowCounts.payments).toBeGreaterThanOrEqual(before);
    expect(manifest.rowCounts.payments).toBeLessThanOrEqual(countAround[1]);
    expect(manifest.migrations).toContain('001_init.sql');
    expect(manifest.checks.every((c) => c.ok)).toBe(true);
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(taken.dir)).mode & 0o777).toBe(0o700);
    for (const name of await readdir(taken.dir)) expect((await stat(path.join(taken.dir, name))).mode & 0o777).toBe(0o600);
  });

  it('restores into an empty directory, passes every check, and the server starts on it', async () => {
    const target = path.join(await scratch, 'restored');
    const restored = await restoreBackup(path.join(taken!.dir, taken!.file!), target, clock);
    expect(restored.checks.map((c) => [c.name, c.ok]).filter(([, ok]) => !ok)).toEqual([]);
    const server = await startServer({ dataDir: target, port: 0, clock, log: { info() {}, warn() {}, error() {} }, backupDir: path.join(target, 'backups') });
    try {
      const n = Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM payments'))[0]!.n);
      expect(n).toBe(restored.manifest.rowCounts.payments);
      expect((await runDataChecks(server.db, '2026-11-24')).every((c) => c.ok)).toBe(true);
      // The checks can fail: a loan's stored balance off by one cent from its replay.
      await server.db.query("UPDATE loans SET balance = balance + 1 WHERE id = (SELECT min(id) FROM loans WHERE status = 'active')");
      const broken = await runDataChecks(server.db, '2026-11-24');
      expect(broken.filter((c) => !c.ok).map((c) => c.name)).toEqual(['loans: stored balance = replay of the payments']);
    } finally {
      await server.close();
    }
  });

  it('refuses a damaged file, and a non-empty or live directory, writing nothing', async () => {
    const dir = path.join(await scratch, 'damaged');
    await mkdir(dir);
    const file = path.join(dir, taken!.file!);
    await copyFile(path.join(taken!.dir, taken!.file!), file);
    await copyFile(path.join(taken!.dir, taken!.file!.replace('.tar.gz', '.json')), file.replace('.tar.gz', '.json'));
    const bytes = await readFile(file);
    const middle = bytes.length >> 1;
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    const empty = path.join(await scratch, 'empty');
    await expect(restoreBackup(file, empty, clock)).rejects.toMatchObject({ code: 'checksum' });
    expect(await readdir(empty).catch(() => [])).toEqual([]);

    // A backup a newer version took: its migrations are unknown here.
    await copyFile(path.join(taken!.dir, taken!.file!), file);
    const manifestFile = file.replace('.tar.gz', '.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    await writeFile(manifestFile, JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '999_from_the_future.sql'] }));
    await expect(restoreBackup(file, empty, clock)).rejects.toMatchObject({ code: 'unknownMigrations' });
    expect(await readdir(empty).catch(() => [])).toEqual([]);

    const full = path.join(await scratch, 'full');
    await mkdir(full);
    await writeFile(path.join(full, 'notes.txt'), 'something');
    const good = path.join(taken!.dir, taken!.file!);
    await expect(restoreBackup(good, full, clock)).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(good, full, clock)).rejects.toMatchObject({ code: 'notEmpty' });
    expect(await readdir(full)).toEqual(['notes.txt']);
    // The running server's own directory: its lock and control file are there.
    await expect(restoreBackup(good, env.ctx.dataDir, clock)).rejects.toMatchObject({ code: 'notEmpty' });
    expect(await readdir(env.ctx.dataDir)).toContain(CONTROL_FILE);
  });
});

describe.runIf(onPglite)('who sees and takes backups', () => {
  it('the administrator reads when the last one was taken and whether it succeeded', async () => {
    const res = await api.get('/respaldos/ultimo', { token: env.tokens.admin });
    expect(res.status, res.text).toBe(200);
    const answer = v.parse(BackupLastAnswerSchema, res.body);
    expect(answer).toMatchObject({ enabled: true, daily: false, last: { ok: true, file: taken!.file } });
    expect((await api.get('/respaldos/ultimo', { token: env.tokens.cobrador })).status).toBe(403);
    expect((await api.get('/respaldos/ultimo')).status).toBe(401);
  });

  it('nobody takes one without the control token', async () => {
    for (const headers of [{}, { [BACKUP_TOKEN_HEADER]: 'guess' }] as Record<string, string>[]) {
      const res = await api.post<{ code?: string }>('/respaldos', { token: env.tokens.admin, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect((await api.post('/respaldos/comprobacion', { headers })).status).toBe(401);
    }
  });

  it('a backup that cannot be taken is reported failed, and the outcome outlives a restart', async () => {
    const dir = path.join(await scratch, 'failing');
    const broken = { query: () => Promise.reject(new Error('the database is gone')) } as unknown as Database;
    const quiet = { info() {}, warn() {}, error() {} };
    const job = await createBackupJob({ db: broken, dir, keep: 0, clock, log: quiet });
    const status = await job.run();
    expect(status).toMatchObject({ ok: false, file: null, error: 'the database is gone' });
    await job.stop();
    const again = await createBackupJob({ db: broken, dir, keep: 0, clock, log: quiet });
    expect(again.last()).toEqual(status);
    expect((await stat(path.join(dir, 'last-backup.json'))).mode & 0o777).toBe(0o600);
    await again.stop();
  });

  it('the daily job keeps the newest N', async () => {
    const dir = path.join(await scratch, 'prune');
    await mkdir(dir);
    for (const at of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      await writeFile(path.join(dir, `sofia-${at}.tar.gz`), '');
      await writeFile(path.join(dir, `sofia-${at}.json`), '{}');
    }
    expect(await pruneBackups(dir, 2)).toEqual(['sofia-2026-11-20.tar.gz']);
    expect((await readdir(dir)).sort()).toEqual(['sofia-2026-11-21.json', 'sofia-2026-11-21.tar.gz', 'sofia-2026-11-22.json', 'sofia-2026-11-22.tar.gz']);
  });
});

describe.runIf(!onPglite)('on PostgreSQL', () => {
  it('the server takes no backups (pg_dump does), and the data checks pass on the live database', async () => {
    const res = await api.get('/respaldos/ultimo', { token: env.tokens.admin });
    expect(res.body).toEqual({ enabled: false, daily: false, last: null });
    expect((await api.post('/respaldos', { headers: { [BACKUP_TOKEN_HEADER]: 'x' } })).status).toBe(404);
    await loans.openSession('cajero', 0);
    const ids = await Promise.all([1, 2].map(() => loans.activeLoan()));
    await Promise.all(ids.map((id) => payChain(id, 2)));
    expect((await runDataChecks(env.server.db, '2026-11-24')).filter((c) => !c.ok)).toEqual([]);
  });
});
