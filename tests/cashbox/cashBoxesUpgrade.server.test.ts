// @vitest-environment node
/**
 * `cashbox.manage` reaches every database: a new one through server/db/seed.ts (the Administrador
 * holds every code, in demo and in production), one created before migration 022 through 022
 * itself, which also gives the boxes their version. A production install starts with no box, and
 * its administrator sets up the location and the first box through the API ('Primeros pasos' counts them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../server/client.ts';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from '../server/helpers.ts';

let ctx: TestContext | undefined;
let server: TestServer | undefined;
const api = client(() => {
  if (!server) throw new Error('no server running');
  return server;
});

afterEach(async () => {
  await server?.close();
  await ctx?.cleanup();
  server = undefined;
  ctx = undefined;
});

const codesOf = async (user: string, password: string) => ((await login(server!, user, password)).body.rol.r_permisos ?? []).filter((c) => c.startsWith('cashbox.'));

describe('cashbox.manage on every kind of database', () => {
  it('is given to the Administrador of a database from before 022, and to nobody else', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    expect(await codesOf(DEMO.admin.user, DEMO.admin.password)).toEqual(['cashbox.manage']);
    await server.db.exec(`
      DELETE FROM role_permissions WHERE code = 'cashbox.manage';
      ALTER TABLE cash_boxes DROP COLUMN version;
      DELETE FROM schema_migrations WHERE name = '022_cash_boxes_manage.sql';`);
    expect(await codesOf(DEMO.admin.user, DEMO.admin.password)).toEqual([]);
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('022_cash_boxes_manage.sql');
    expect(await codesOf(DEMO.admin.user, DEMO.admin.password)).toEqual(['cashbox.manage']);
    expect(await codesOf(DEMO.cajero.user, DEMO.cajero.password)).toEqual([]);
    expect(await codesOf(DEMO.cobrador.user, DEMO.cobrador.password)).toEqual([]);
  }, START_TIMEOUT * 2);

  it("is the production administrator's from the first start", async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx, { mode: 'production', firstAdmin: { username: 'jefa', password: 'una frase larga y secreta', name: 'Jefa' } });
    expect(await codesOf('jefa', 'una frase larga y secreta')).toEqual(['cashbox.manage']);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cash_boxes'))[0]?.n).toBe(0);
    // 'Primeros pasos' reads what is set up from GET /ubicacion/actual: nothing yet but the administrator.
    const token = (await login(server, 'jefa', 'una frase larga y secreta')).body.accessToken;
    const actual = async () => (await api.get<{ location: { id: number } | null; setup: unknown }>('/ubicacion/actual', { token })).body;
    expect(await actual()).toMatchObject({ location: null, setup: { active_boxes: 0, enabled_accounts: 1 } });
    const key = () => ({ 'Idempotency-Key': `first-run-${Math.random()}` });
    const location = await api.post<{ id: number }>('/ubicaciones', {
      token,
      headers: key(),
      json: { name: 'Casa central', address: '', city: 'Córdoba', country: 'AR', currency: 'ARS', minor_digits: 2, time_zone: 'America/Argentina/Cordoba', grace_days: 0, cash_tolerance: 0, receipt_footer: '' },
    });
    expect(location.status, location.text).toBe(201);
    expect(await actual()).toMatchObject({ location: { id: location.body.id }, setup: { active_boxes: 0 } });
    const box = await api.post(`/ubicaciones/${location.body.id}/cajas`, { token, headers: key(), json: { name: 'Caja 1' } });
    expect(box.status, box.text).toBe(201);
    expect(await actual()).toMatchObject({ setup: { active_boxes: 1, enabled_accounts: 1 } });
    const overview = await api.get<{ boxes: { name: string }[] }>('/caja', { token });
    expect(overview.body.boxes.map((b) => b.name)).toEqual(['Caja 1']);
  }, START_TIMEOUT);
});
