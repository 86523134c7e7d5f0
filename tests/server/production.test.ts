// @vitest-environment node
/**
 * Production mode (SOFIA_MODE=production): no demo users, the first administrator only from the
 * environment, a clear refusal without one, no password ever printed. Demo mode is what every
 * other server test runs (and `npm start` / scripts/smoke.mjs check).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestContext, DEMO, login, prepareDataDir, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from './helpers.ts';
import { spawnServer, stopServer, type ServerProcess } from './spawn.ts';
import { PERMISSIONS } from '../../machines/permissions.ts';

const ADMIN = { username: 'jefa', password: 'una clave larga 2026', name: 'Ana Torres' };
const contexts: TestContext[] = [];
const processes: ServerProcess[] = [];
let server: TestServer | undefined;

afterAll(async () => {
  await server?.close();
  for (const p of processes) await stopServer(p, 2000);
  for (const ctx of contexts) await ctx.cleanup();
});

async function newContext() {
  const ctx = await createTestContext();
  contexts.push(ctx);
  return ctx;
}

async function userCount(running: TestServer): Promise<number> {
  return (await running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? -1;
}

describe('production start, in-process', () => {
  let ctx: TestContext;

  it('refuses an empty database without a first administrator, and releases the directory', async () => {
    ctx = await newContext();
    await expect(startTestServer(ctx, { mode: 'production' })).rejects.toThrow(/SOFIA_ADMIN_USER and SOFIA_ADMIN_PASSWORD/);
    expect(existsSync(path.join(ctx.dataDir, 'sofia.lock'))).toBe(false);
  }, START_TIMEOUT);

  it('creates only the configured administrator: no demo user exists', async () => {
    server = await startTestServer(ctx, { mode: 'production', firstAdmin: ADMIN });
    expect(server.seeded).toBe(false);
    expect(server.createdAdmin).toBe('jefa');
    expect(await userCount(server)).toBe(1);
    const res = await login(server, ADMIN.username, ADMIN.password);
    expect(res.status).toBe(200);
    // The administrator role, by the seed's constant: every permission code.
    expect(res.body.user).toMatchObject({ id_rol: 1 });
    expect(res.body.rol.r_permisos).toEqual([...PERMISSIONS].sort());
    const [row] = await server.db.query<{ name: string }>('SELECT name FROM users WHERE username = $1', [ADMIN.username]);
    expect(row?.name).toBe(ADMIN.name);
    for (const who of ['admin', 'cajero', 'cobrador'] as const) {
      expect((await login(server, DEMO[who].user, DEMO[who].password)).status).toBe(401);
    }
    expect(server.logs.join('\n')).not.toContain(ADMIN.password);
    expect(server.logs.some((l) => l.includes('"event":"db.first_admin"') && l.includes('"username":"jefa"'))).toBe(true);
    await server.close();
    server = undefined;
  }, START_TIMEOUT);

  it('ignores (and warns about) administrator settings once the database has users', async () => {
    server = await startTestServer(ctx, { mode: 'production', firstAdmin: { ...ADMIN, username: 'otra' } });
    expect(server.createdAdmin).toBeNull();
    expect(await userCount(server)).toBe(1);
    expect(server.logs.some((l) => l.includes('"event":"config.first_admin_ignored"'))).toBe(true);
    await server.close();
    server = undefined;
  }, START_TIMEOUT);
});

describe('a demo database started in production', () => {
  it('warns at start about enabled users that still have the published demo passwords', async () => {
    const ctx = await newContext();
    server = await startTestServer(ctx);
    expect(server.seeded).toBe(true);
    await server.close();
    server = await startTestServer(ctx, { mode: 'production' });
    const warning = server.logs.find((l) => l.includes('"event":"security.demo_passwords"'));
    // 'inactivo' is disabled: its password opens nothing.
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 'warn', users: 'admin,cajero,cobrador' });
    expect(server.logs.join('\n')).not.toContain('#2026');
    await server.close();
    server = undefined;
  }, START_TIMEOUT);
});

describe('production start of server/main.ts', () => {
  it('without SOFIA_ADMIN_* exits at once with what to set, creating no user', async () => {
    const ctx = await newContext();
    await prepareDataDir(ctx.dataDir);
    const p = spawnServer(ctx.dataDir, { SOFIA_MODE: 'production' });
    processes.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Production mode (SOFIA_MODE=production) on an empty database');
    expect(p.output()).toContain('SOFIA_ADMIN_USER and SOFIA_ADMIN_PASSWORD');
    expect(p.output()).not.toMatch(/listening|#2026/);
  }, START_TIMEOUT);

  it('with them (NODE_ENV=production alone selects production) creates the administrator and prints no password', async () => {
    const ctx = await newContext();
    await prepareDataDir(ctx.dataDir);
    const p = spawnServer(ctx.dataDir, { NODE_ENV: 'production', SOFIA_ADMIN_USER: ADMIN.username, SOFIA_ADMIN_PASSWORD: ADMIN.password });
    processes.push(p);
    const url = await p.url;
    const res = await fetch(`${url}/public/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: ADMIN.username, password: ADMIN.password }),
    });
    expect(res.status).toBe(200);
    expect(await stopServer(p)).toBe(0);
    expect(p.output()).toContain('production mode');
    expect(p.output()).toContain('administrator "jefa" created');
    expect(p.output()).not.toContain(ADMIN.password);
    expect(p.output()).not.toMatch(/#2026|demo users created/);
  }, START_TIMEOUT);
});
