// @vitest-environment node
/**
 * Two real server processes (server/main.ts) on one PostgreSQL, each with its own data directory,
 * as behind a load balancer: whatever one process learns, the other knows. Login throttling,
 * tokens, logout, photos and idempotent creates hold across them. Needs DATABASE_URL (`npm run test:postgres` starts
 * a throw-away cluster and sets it); PGlite is one process by design, so without it the suite is
 * skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { LoginResponse } from '../../machines/contract.ts';
import { answerOf } from './client.ts';
import { createTestContext, DEMO, START_TIMEOUT, TINY_JPEG, type TestContext } from './helpers.ts';
import { spawnServer, stopServer, type ServerProcess } from './spawn.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? '';
const PER_USER = 3;

let ctx: TestContext;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let a = '';
let b = '';

async function startOne(): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sofia-instance-'));
  dirs.push(dataDir);
  const server = spawnServer(dataDir, {
    DATABASE_URL,
    SOFIA_DB_SCHEMA: ctx.schema ?? '',
    SOFIA_LOGIN_MAX_FAILURES: String(PER_USER),
    // As behind a load balancer: the client address comes from X-Forwarded-For.
    SOFIA_TRUST_PROXY: '1',
  });
  servers.push(server);
  return server;
}

function loginAt(url: string, user: string, password: string, address = '203.0.113.7') {
  return fetch(`${url}/public/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ user, password }),
  }).then((res) => answerOf<LoginResponse>(res));
}

function menusAt(url: string, token: string) {
  return fetch(`${url}/public/api/cargarMenus?id_rol=${DEMO.admin.id_rol}`, { headers: { Authorization: `Bearer ${token}` } });
}

describe.skipIf(!DATABASE_URL)('two server processes on one PostgreSQL (skipped without DATABASE_URL: run npm run test:postgres)', () => {
  beforeAll(async () => {
    ctx = await createTestContext();
    // Both start at once: migrations and first-start seeding must serialise between them.
    const [first, second] = await Promise.all([startOne(), startOne()]);
    [a, b] = await Promise.all([first.url, second.url]);
  }, START_TIMEOUT);

  afterAll(async () => {
    for (const server of servers) await stopServer(server, 5000);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await ctx?.cleanup();
  });

  it('seeded the demo users once, though both started on the empty database together', async () => {
    const output = servers.map((s) => s.output()).join('\n');
    expect(output.match(/db\.seeded/g) ?? []).toHaveLength(1);
  });

  it('counts failed logins on A and B together: the limit reached on A blocks on B', async () => {
    for (let i = 0; i < PER_USER; i++) expect((await loginAt(i % 2 === 0 ? a : b, 'cajero', 'wrong')).status).toBe(401);
    const refused = await loginAt(b, 'cajero', DEMO.cajero.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginAt(a, 'cajero', DEMO.cajero.password)).status).toBe(429);
    // Throttled per user name and address: the real user elsewhere still signs in, on either.
    expect((await loginAt(b, 'cajero', DEMO.cajero.password, '198.51.100.20')).status).toBe(200);
  });

  it('accepts on B a token issued by A, and logout on A ends it on B', async () => {
    const signedIn = await loginAt(a, DEMO.admin.user, DEMO.admin.password);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.accessToken;
    expect((await menusAt(b, token)).status).toBe(200);
    const logout = await fetch(`${a}/public/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    expect((await menusAt(b, token)).status).toBe(401);
    expect((await menusAt(a, token)).status).toBe(401);
  });

  it('serves from B a photo uploaded through A, and B’s replacement removes it from A', async () => {
    const token = (await loginAt(a, DEMO.cobrador.user, DEMO.cobrador.password, '198.51.100.30')).body.accessToken;
    const upload = async (url: string) => {
      const form = new FormData();
      form.append('id', String(DEMO.cobrador.id));
      form.append('foto', new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await fetch(`${url}/public/api/fotoPerfil`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(200);
      return ((await res.json()) as { perfil: string }).perfil;
    };
    const first = await upload(a);
    const served = await fetch(`${b}/public/${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_JPEG);

    const second = await upload(b);
    expect((await fetch(`${a}/public/${first}`)).status).toBe(404);
    expect((await fetch(`${a}/public/${second}`)).status).toBe(200);
    // Nothing was written to either data directory: the photos are in the database.
    for (const dir of dirs) expect(await readdir(dir)).toEqual([]);
  });

  it('creates one customer when one Idempotency-Key reaches A and B at once, and replays it on both', async () => {
    const token = (await loginAt(a, DEMO.admin.user, DEMO.admin.password, '198.51.100.40')).body.accessToken;
    const input = { document_type: 'dni', document_number: '88000001', name: 'Dos Procesos', phone: '', address: '', status: 'active' };
    const post = (url: string) =>
      fetch(`${url}/public/api/clientes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'two-processes-1' },
        body: JSON.stringify(input),
      }).then((res) => answerOf<{ id: number }>(res));
    const answers = await Promise.all([post(a), post(b), post(a), post(b)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    const list = await fetch(`${b}/public/api/clientes?q=88000001`, { headers: { Authorization: `Bearer ${token}` } }).then((res) => answerOf<{ total: number }>(res));
    expect(list.body.total).toBe(1);
  });
});
