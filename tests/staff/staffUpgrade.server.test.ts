// @vitest-environment node
/**
 * Migration 008 on a database created before it: users get a version and a case-free unique user
 * name, and the administrator gets `staff.manage` (a new database has it from server/db/seed.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, tokenFor, type TestContext, type TestServer } from '../server/helpers.ts';
import { client } from '../server/client.ts';

let ctx: TestContext | undefined;
let server: TestServer | undefined;
const api = client(() => {
  if (!server) throw new Error('no server running');
  return server;
});

afterEach(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('migration 008 on a database from before it', () => {
  it('grants staff.manage to the administrator only, and the account writes work', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    await server.db.exec(`
      DELETE FROM role_permissions WHERE code = 'staff.manage';
      DROP INDEX users_username_lower_key;
      ALTER TABLE users DROP COLUMN version;
      DELETE FROM schema_migrations WHERE name = '008_staff_accounts.sql';`);
    expect((await login(server, 'admin', DEMO.admin.password)).body.rol.r_permisos).not.toContain('staff.manage');
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('008_staff_accounts.sql');
    expect((await login(server, 'admin', DEMO.admin.password)).body.rol.r_permisos).toContain('staff.manage');
    expect((await login(server, 'cajero', DEMO.cajero.password)).body.rol.r_permisos).not.toContain('staff.manage');
    const token = await tokenFor(server, 'admin');
    const roles = await api.get('/usuarios/roles', { token });
    expect(roles.status).toBe(200);
    const edit = await api.put('/usuarios/2', { token, json: { name: 'Carlos Ruiz', id_rol: 2, version: 1 } });
    expect(edit.status, edit.text).toBe(200);
  }, START_TIMEOUT);
});
