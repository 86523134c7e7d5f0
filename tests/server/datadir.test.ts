// @vitest-environment node
/**
 * The data directory at start, in-process: permissions fixed (PGlite's 0666 files, a 0755
 * directory), a directory of another user refused, a second server on a locked directory refused,
 * and photo files of versions before migration 004 moved into the database (orphans removed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import {
  createTestContext,
  DEMO,
  prepareDataDir,
  START_TIMEOUT,
  startTestServer,
  TINY_JPEG,
  tokenFor,
  uploadPhoto,
  type TestContext,
  type TestServer,
  openToOthers,
} from './helpers.ts';

const contexts: TestContext[] = [];
let server: TestServer | undefined;
const newContext = async () => {
  const ctx = await createTestContext();
  contexts.push(ctx);
  return ctx;
};

afterAll(async () => {
  await server?.close();
  for (const ctx of contexts) await ctx.cleanup();
});

describe('permissions of the data directory', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await newContext();
    await prepareDataDir(ctx.dataDir);
    // What an operator's `mkdir .data` and PGlite's own files look like.
    await chmod(ctx.dataDir, 0o755);
    await chmod(path.join(ctx.dataDir, 'db', 'PG_VERSION'), 0o666);
    await chmod(path.join(ctx.dataDir, 'db', 'base'), 0o777);
    await writeFile(path.join(ctx.dataDir, 'notes.txt'), 'operator notes', { mode: 0o644 });
    await chmod(path.join(ctx.dataDir, 'notes.txt'), 0o644);
  });

  it('are fixed at start: the directory 0700, nothing under it open to group or others', async () => {
    expect((await openToOthers(ctx.dataDir)).length).toBeGreaterThan(0);
    server = await startTestServer(ctx);
    expect((await stat(ctx.dataDir)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(ctx.dataDir)).toEqual([]);
    expect(server.logs.some((l) => l.includes('"event":"datadir.permissions.fixed"') && l.includes('"was":"755"'))).toBe(true);
  }, START_TIMEOUT);

  it('stay closed for what the server writes, and after it stops', async () => {
    const running = server!;
    const res = await uploadPhoto(running, await tokenFor(running, 'admin'), { id: DEMO.admin.id });
    expect(res.status).toBe(200);
    await running.close();
    server = undefined;
    expect(await openToOthers(ctx.dataDir)).toEqual([]);
  }, START_TIMEOUT);

  it.runIf(process.getuid?.() === 0)('a directory owned by another user is refused, unchanged', async () => {
    const other = await newContext();
    await chown(other.dataDir, 65534, 65534);
    await chmod(other.dataDir, 0o755);
    await expect(startTestServer(other)).rejects.toThrow(`Data directory ${other.dataDir} belongs to uid 65534`);
    expect((await stat(other.dataDir)).mode & 0o777).toBe(0o755);
    expect(existsSync(path.join(other.dataDir, 'sofia.lock'))).toBe(false);
  }, START_TIMEOUT);
});

describe.skipIf(!!process.env.DATABASE_URL)('one server per PGlite data directory (in-process)', () => {
  it('refuses a second start on a directory in use, and allows it once the first stopped', async () => {
    const ctx = await newContext();
    const first = await startTestServer(ctx);
    try {
      await expect(startTestServer(ctx)).rejects.toThrow(`Data directory ${ctx.dataDir} is in use by another Sofia server (pid ${process.pid}`);
      expect((await tokenFor(first, 'cajero')).length).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    const again = await startTestServer(ctx);
    await again.close();
  }, START_TIMEOUT);
});

describe('photo files of an older version (before photos moved into the database)', () => {
  it('are moved into the database at start when a user refers to them; crash leftovers go; others stay', async () => {
    const ctx = await newContext();
    let running = await startTestServer(ctx);
    const res = await uploadPhoto(running, await tokenFor(running, 'cobrador'), { id: DEMO.cobrador.id });
    expect(res.status).toBe(200);
    const kept = res.body.perfil ?? '';
    // What an older version left: Carlos's photo as a file his row refers to (not in the table).
    const legacy = `${randomUUID()}.jpg`;
    await running.db.query('UPDATE users SET perfil = $2 WHERE id = $1', [DEMO.cajero.id, legacy]);
    await running.close();

    const dir = path.join(ctx.dataDir, 'perfiles');
    const zeroByte = `${randomUUID()}.jpg`;
    const halfWritten = `${randomUUID()}.jpg`;
    const temporary = `.upload-${randomUUID()}.tmp`;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, legacy), TINY_JPEG);
    await writeFile(path.join(dir, zeroByte), '');
    await writeFile(path.join(dir, halfWritten), TINY_JPEG.subarray(0, 60));
    await writeFile(path.join(dir, temporary), TINY_JPEG.subarray(0, 30));
    await writeFile(path.join(dir, 'README.txt'), 'not a photo name: not ours to delete');
    // Old enough for the sweep on PostgreSQL too, where another server may be mid-upload.
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of [zeroByte, halfWritten, temporary]) await utimes(path.join(dir, name), hoursAgo, hoursAgo);
    const recent = `${randomUUID()}.jpg`;
    await writeFile(path.join(dir, recent), TINY_JPEG);

    running = await startTestServer(ctx);
    server = running;
    const left = (await readdir(dir)).sort();
    // PGlite: this server is the only writer (the lock), so a recent orphan goes too; on
    // PostgreSQL it may be an older server's upload about to be committed, so it stays.
    const expected = process.env.DATABASE_URL ? [recent, 'README.txt'] : ['README.txt'];
    expect(left).toEqual(expected.sort());
    const sweep = running.logs.find((l) => l.includes('"event":"photos.orphans_removed"'));
    expect(JSON.parse(sweep ?? '{}')).toMatchObject({ temporary: 1, unreferenced: process.env.DATABASE_URL ? 2 : 3 });
    expect(running.logs.find((l) => l.includes('"event":"photos.imported"'))).toContain('"imported":1');
    const [row] = await running.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM photos WHERE name = $1', [legacy]);
    expect(Buffer.from(row?.bytes ?? [])).toEqual(TINY_JPEG);
    for (const name of [kept, legacy]) {
      const served = await fetch(`${running.url}/public/${name}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_JPEG);
    }
  }, START_TIMEOUT);

  it('removes the old photo folder once nothing is left in it', async () => {
    const ctx = await newContext();
    await mkdir(path.join(ctx.dataDir, 'perfiles'), { recursive: true });
    const leftover = path.join(ctx.dataDir, 'perfiles', `.upload-${randomUUID()}.tmp`);
    await writeFile(leftover, 'x');
    // Old enough for PostgreSQL's rule too (an older server could be mid-upload).
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(leftover, hoursAgo, hoursAgo);
    const running = await startTestServer(ctx);
    try {
      expect(existsSync(path.join(ctx.dataDir, 'perfiles'))).toBe(false);
    } finally {
      await running.close();
    }
  }, START_TIMEOUT);
});
