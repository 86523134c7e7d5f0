// @vitest-environment node
/**
 * The customers' grants and menu entry reach every database: a new one through server/db/seed.ts,
 * one created before migrations 005/006 through 006, in the same place and with the same grants;
 * one from before 003 still gets all of the seed's grants. Demo customers only in demo mode.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../machines/contract.ts';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { DEMO_CUSTOMERS } from '../../server/customers/seed.ts';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, tokenFor, type TestContext, type TestServer } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { UNDO_CASH_MIGRATION_SQL } from '../cash/undoCashMigration.ts';

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

type Who = 'admin' | 'cajero' | 'cobrador';
const WHO: readonly Who[] = ['admin', 'cajero', 'cobrador'];

async function menusOf(who: Who): Promise<MenuResponse> {
  const token = await tokenFor(server!, who);
  return (await api.get<MenuResponse>('/cargarMenus', { token, query: { id_rol: DEMO[who].id_rol } })).body;
}

/** What each demo role sees and may do, without the ids (which differ between the two paths). */
async function picture() {
  const result: Record<string, unknown> = {};
  for (const who of WHO) {
    const menus = await menusOf(who);
    result[who] = {
      groups: menus.menu.map((m) => [m.m_descripcion, m.m_icono]),
      routes: menus.sub_menu.map((s) => [s.sm_descripcion, s.sm_ruta, s.sm_icono]),
      codes: (await login(server!, DEMO[who].user, DEMO[who].password)).body.rol.r_permisos,
    };
  }
  return result;
}

describe('the customers on every kind of database', () => {
  it('gives a database from before 005/006 the same menu and grants as a new one', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    const fresh = await picture();
    expect(fresh).toMatchObject({
      admin: { groups: expect.arrayContaining([['Clientes', 'customers']]) },
      cajero: { groups: [['Clientes', 'customers'], ['Caja', 'cash'], ['Préstamos', 'loans'], ['Alquileres', 'rentals'], ['Deudas', 'debts'], ['Honorarios', 'fees']] },
    });
    const codes = (who: Who) => (fresh[who] as { codes: string[] }).codes;
    expect(codes('admin')).toEqual([...PERMISSIONS].sort());
    expect(codes('cajero')).toEqual(expect.arrayContaining(['customer.create', 'customer.edit', 'customer.view']));
    expect(codes('cajero')).not.toContain('audit.view');
    expect(codes('cobrador')).toContain('customer.view');
    expect(codes('cobrador')).not.toContain('customer.create');
    expect(codes('cobrador')).not.toContain('customer.edit');

    // Back to how a database made before 006 looked: no Clientes group, entry or grants; and, as
    // it is before 007 too, roles granted whole groups (role_menus) rather than entries.
    const { db } = server;
    await db.exec(`
      INSERT INTO role_menus (id_rol, id_menu)
        SELECT DISTINCT rs.id_rol, s.id_menu FROM role_sub_menus rs JOIN sub_menus s ON s.id_sub_menu = rs.id_sub_menu ON CONFLICT DO NOTHING;
      DROP TABLE role_sub_menus;
      DROP INDEX roles_name_key;
      ALTER TABLE roles DROP COLUMN version;
      DELETE FROM schema_migrations WHERE name = '007_role_menu_entries.sql';
      DELETE FROM role_menus WHERE id_menu IN (SELECT id_menu FROM menus WHERE m_icono = 'customers');
      DELETE FROM sub_menus WHERE sm_ruta = 'clientes';
      UPDATE menus SET orden = orden - 1 WHERE orden > (SELECT orden FROM menus WHERE m_icono = 'customers');
      DELETE FROM menus WHERE m_icono = 'customers';
      DELETE FROM role_permissions WHERE code LIKE 'customer.%' OR code = 'audit.view';
      DELETE FROM schema_migrations WHERE name = '006_customers_grants_and_menu.sql';
      ${UNDO_CASH_MIGRATION_SQL}`);
    // Read from the tables: this server's /cargarMenus reads role_sub_menus, which 007 makes again.
    const groups = await db.query<{ m_descripcion: string }>(
      'SELECT m.m_descripcion FROM role_menus rm JOIN menus m ON m.id_menu = rm.id_menu WHERE rm.id_rol = 2 ORDER BY m.orden',
    );
    expect(groups.map((m) => m.m_descripcion)).toEqual(['Caja', 'Préstamos', 'Alquileres']);
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('006_customers_grants_and_menu.sql');
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('010_cash.sql');
    expect(await picture()).toEqual(fresh);
    expect((await api.get('/clientes', { token: await tokenFor(server, 'cobrador') })).status).toBe(200);
  }, START_TIMEOUT);

  it('still seeds every grant on a database from before 003 (006 does not fill role_permissions first)', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    await server.db.exec(`DROP TABLE role_permissions;
      DELETE FROM schema_migrations WHERE name IN ('003_role_permissions.sql', '006_customers_grants_and_menu.sql');`);
    await server.close();
    server = await startTestServer(ctx);
    expect((await login(server, 'admin', DEMO.admin.password)).body.rol.r_permisos).toEqual([...PERMISSIONS].sort());
    expect((await login(server, 'cajero', DEMO.cajero.password)).body.rol.r_permisos).toEqual(
      expect.arrayContaining(['cash.view', 'customer.create', 'customer.edit', 'customer.view', 'template.view']),
    );
  }, START_TIMEOUT);

  it('inserts the demo customers once in demo mode, and none in production', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    const count = async () => (await server!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers'))[0]?.n;
    expect(await count()).toBe(DEMO_CUSTOMERS.length);
    expect((await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE status = 'blocked'"))[0]?.n).toBe(1);
    await server.close();
    server = await startTestServer(ctx);
    expect(await count()).toBe(DEMO_CUSTOMERS.length);
    await server.close();
    await ctx.cleanup();

    ctx = await createTestContext();
    server = await startTestServer(ctx, { mode: 'production', firstAdmin: { username: 'jefa', password: 'una frase larga y secreta', name: 'Jefa' } });
    expect(await count()).toBe(0);
  }, START_TIMEOUT * 2);
});
