// @vitest-environment node
/**
 * Real server processes (server/main.ts) on one data directory: a second one exits at once naming
 * the holder and touching nothing; kill -9 during uploads leaves no lock or orphaned photo behind
 * for the next start; a normal stop releases the lock; nothing is group/world
 * accessible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { openPglite } from '../../server/db/adapter.ts';
import type { LoginResponse } from '../../machines/contract.ts';
import { PHOTO_NAME } from '../../server/photos.ts';
import { jpegImageLength } from '../../server/jpeg.ts';
import { LOCK_FILE } from '../../server/datadir/lock.ts';
import { createTestContext, openToOthers, prepareDataDir, START_TIMEOUT, TINY_JPEG, type TestContext } from './helpers.ts';
import { spawnServer, stopServer, type ServerProcess } from './spawn.ts';

let ctx: TestContext;
const running: ServerProcess[] = [];
const start = (env: Record<string, string> = {}) => {
  const server = spawnServer(ctx.dataDir, env);
  running.push(server);
  return server;
};

beforeAll(async () => {
  ctx = await createTestContext();
  await prepareDataDir(ctx.dataDir);
}, START_TIMEOUT);

afterAll(async () => {
  for (const server of running) await stopServer(server, 2000);
  await ctx?.cleanup();
});

async function signIn(url: string, user = 'admin', password = 'Admin#2026'): Promise<LoginResponse> {
  const res = await fetch(`${url}/public/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (res.status !== 200) throw new Error(`login gave ${res.status}`);
  return (await res.json()) as LoginResponse;
}

function upload(url: string, token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('id', '1');
  form.append('foto', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  return fetch(`${url}/public/api/fotoPerfil`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** Every entry under `dir` (relative path → size and mtime), to show a process changed nothing. */
async function snapshot(dir: string, prefix = ''): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    const info = await lstat(path.join(dir, rel));
    out[rel] = `${info.size}:${info.mtimeMs}:${(info.mode & 0o777).toString(8)}`;
    if (entry.isDirectory()) Object.assign(out, await snapshot(dir, rel));
  }
  return out;
}

/** A real JPEG of about `size` bytes (TINY_JPEG with a large comment segment). */
function bigJpeg(size: number): Buffer {
  const length = Math.min(size, 0xffff);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), Buffer.alloc(length - 2, 0x41)]);
  return Buffer.concat([TINY_JPEG.subarray(0, 2), comment, comment, comment, comment, TINY_JPEG.subarray(2)]);
}

describe('two server processes on one data directory', () => {
  let first: ServerProcess;
  let url = '';
  let token = '';
  let perfil = '';

  it('the first starts, takes the lock and serves', async () => {
    first = start();
    url = await first.url;
    expect(JSON.parse(await readFile(path.join(ctx.dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: first.pid });
    token = (await signIn(url)).accessToken;
    const res = await upload(url, token, TINY_JPEG);
    expect(res.status).toBe(200);
    perfil = ((await res.json()) as { perfil: string }).perfil;
  }, START_TIMEOUT);

  it.each([
    ['another port', () => '0'],
    ['the same port', () => new URL(url).port],
  ])('a second one on %s exits at once, names the directory and the holder, and touches nothing', async (_label, port) => {
    const before = await snapshot(ctx.dataDir);
    const startedAt = Date.now();
    const second = start({ PORT: port() });
    const code = await second.exited;
    const seconds = (Date.now() - startedAt) / 1000;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Data directory ${ctx.dataDir} is in use by another Sofia server (pid ${first.pid}`);
    expect(second.output()).not.toMatch(/listening|db\.migrated|db\.seeded|EADDRINUSE/);
    // tsx compiles the entry point first: a few seconds on a busy machine, never a database open.
    expect(seconds).toBeLessThan(20);
    expect(await snapshot(ctx.dataDir)).toEqual(before);

    // The first one still holds its data and its sessions.
    const menus = await fetch(`${url}/public/api/cargarMenus?id_rol=1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(menus.status).toBe(200);
    expect((await signIn(url)).user.perfil).toBe(perfil);
  }, START_TIMEOUT);

  it('after kill -9 during uploads, the next start takes the stale lock and finds no half-done photo', async () => {
    const photo = bigJpeg(256 * 1024);
    const uploads = Array.from({ length: 12 }, () => upload(url, token, photo).then((r) => r.status, () => 0));
    await new Promise((resolve) => setTimeout(resolve, 150));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(uploads);
    // The dead server's lock is still there: only staleness lets the next one in.
    expect(existsSync(path.join(ctx.dataDir, LOCK_FILE))).toBe(true);

    const next = start();
    url = await next.url;
    const { user } = await signIn(url);
    expect(user.perfil).toMatch(PHOTO_NAME);
    // The photo the database refers to, complete (photos are rows, written with the user's row).
    const served = await fetch(`${url}/public/${user.perfil}`);
    expect(served.status).toBe(200);
    const stored = new Uint8Array(await served.arrayBuffer());
    expect(jpegImageLength(stored)).toBe(stored.length);
    expect(existsSync(path.join(ctx.dataDir, 'perfiles'))).toBe(false);

    expect(await stopServer(next)).toBe(0);
    expect(existsSync(path.join(ctx.dataDir, LOCK_FILE))).toBe(false);
    expect((await stat(ctx.dataDir)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(ctx.dataDir)).toEqual([]);
    // No photo but that one: an upload cut by kill -9 left nothing (its transaction never
    // committed). Opened last: PGlite opened by the test makes 0666 files the server would fix.
    const db = await openPglite(path.join(ctx.dataDir, 'db'));
    try {
      expect((await db.query<{ name: string }>('SELECT name FROM photos')).map((r) => r.name)).toEqual([user.perfil]);
    } finally {
      await db.close();
    }
  }, START_TIMEOUT);
});
