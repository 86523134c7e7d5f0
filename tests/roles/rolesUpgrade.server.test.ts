// @vitest-environment node
/**
 * Migration 007 on a database made before it: every group a role was granted becomes a grant of
 * each of its entries, so each demo role sees exactly the menu it saw (the same as a new database
 * gives); roles get their version; the Administrador gets role.manage, which main's seed grants only
 * to a new database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../machines/contract.ts';
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

const WHO = ['admin', 'cajero', 'cobrador'] as const;

/** What each demo role sees and may do. */
async function picture() {
  const result: Record<string, unknown> = {};
  for (const who of WHO) {
    const token = await tokenFor(server!, who);
    const menu = (await api.get<MenuResponse>('/cargarMenus', { token, query: { id_rol: DEMO[who].id_rol } })).body;
    result[who] = { menu, codes: (await login(server!, DEMO[who].user, DEMO[who].password)).body.rol.r_permisos };
  }
  return result;
}

describe('migration 007 on a database from before it', () => {
  it('keeps every role’s menu, adds versions and gives the Administrador role.manage', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    const fresh = await picture();

    // Back to before 007: roles granted whole groups, no versions, no role.manage yet.
    await server.db.exec(`
      INSERT INTO role_menus (id_rol, id_menu)
        SELECT DISTINCT rs.id_rol, s.id_menu FROM role_sub_menus rs JOIN sub_menus s ON s.id_sub_menu = rs.id_sub_menu ON CONFLICT DO NOTHING;
      DROP TABLE role_sub_menus;
      DROP INDEX roles_name_key;
      ALTER TABLE roles DROP COLUMN version;
      DELETE FROM role_permissions WHERE code = 'role.manage';
      DELETE FROM schema_migrations WHERE name = '007_role_menu_entries.sql';
      ${UNDO_CASH_MIGRATION_SQL}`);
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('007_role_menu_entries.sql');
    expect(await picture()).toEqual(fresh);
    const versions = await server.db.query<{ version: number }>('SELECT version FROM roles ORDER BY id_rol');
    expect(versions.map((r) => r.version)).toEqual([1, 1, 1]);
    const res = await api.get('/roles/1', { token: await tokenFor(server, 'admin') });
    expect(res.body).toMatchObject({ id_rol: 1, version: 1, own: true, permissions: expect.arrayContaining(['role.manage', 'role.view']) });
  }, START_TIMEOUT * 2);
});
