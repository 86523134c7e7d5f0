// @vitest-environment node
/**
 * Data survives a restart on the same data dir (also photos and login throttling, which live in
 * the database); seeding and migrations happen once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  DEMO,
  getJson,
  login,
  openToOthers,
  START_TIMEOUT,
  startTestServer,
  TINY_JPEG,
  tokenFor,
  uploadPhoto,
  type TestContext,
  type TestServer,
} from './helpers.ts';

let ctx: TestContext;
let server: TestServer | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('restarting on the same data dir', () => {
  let perfil = '';
  let kept = '';
  let revoked = '';

  it('first start on an empty data dir creates the database, migrates and seeds the demo data', async () => {
    // A real initdb here (no template copy): this is what a first `npm start` does.
    server = await startTestServer(ctx, { freshDatabase: true });
    expect(server.seeded).toBe(true);
    expect(server.logs.some((l) => l.includes('"event":"db.migrated"'))).toBe(true);
    expect(server.logs.some((l) => l.includes('"event":"db.seeded"'))).toBe(true);
    // initdb's files are created 0666 by PGlite whatever the umask: the start fixed them.
    expect(await openToOthers(ctx.dataDir)).toEqual([]);

    const token = await tokenFor(server, 'cobrador');
    const res = await uploadPhoto(server, token, { id: DEMO.cobrador.id });
    expect(res.status).toBe(200);
    perfil = res.body.perfil ?? '';
    kept = await tokenFor(server, 'cajero');
    revoked = await tokenFor(server, 'cajero');
    expect((await fetch(server.api('/logout'), { method: 'POST', headers: { Authorization: `Bearer ${revoked}` } })).status).toBe(204);
    // As many wrong passwords as the limit allows (5): the next attempt, after the restart, waits.
    for (let i = 0; i < 5; i++) expect((await login(server, 'admin', `wrong-${i}`)).status).toBe(401);
    await server.close();
    server = undefined;
  }, START_TIMEOUT);

  it('second start keeps users, photo, tokens and revocations, and seeds nothing', async () => {
    server = await startTestServer(ctx);
    expect(server.seeded).toBe(false);
    expect(server.logs.some((l) => l.includes('"event":"db.migrated"'))).toBe(false);
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count?.n).toBe(4);

    const res = await login(server, 'cobrador', DEMO.cobrador.password);
    expect(res.status).toBe(200);
    expect(res.body.user.perfil).toBe(perfil);
    const photo = await fetch(`${server.url}/public/${perfil}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(TINY_JPEG);

    expect((await getJson(server.api('/cargarMenus?id_rol=2'), kept)).status).toBe(200);
    expect((await getJson(server.api('/cargarMenus?id_rol=2'), revoked)).status).toBe(401);
  }, START_TIMEOUT);

  it('keeps counting failed logins across the restart (the counters are in the database)', async () => {
    const res = await login(server!, 'admin', DEMO.admin.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
