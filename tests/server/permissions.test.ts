// @vitest-environment node
/**
 * Role permissions (migration 003, server/db/seed.ts): a database created before the migration
 * has roles but no grants and gets the seed's grants on its next start; after that the grants are
 * the database's (a revoked code stays revoked across restarts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, tokenFor, type TestContext, type TestServer } from './helpers.ts';
import { client } from './client.ts';

let ctx: TestContext;
let server: TestServer | undefined;
const api = client(() => {
  if (!server) throw new Error('no server running');
  return server;
});

beforeAll(async () => {
  ctx = await createTestContext();
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

const permissionsOf = async (who: keyof typeof DEMO) => {
  if (!server) throw new Error('no server running');
  return (await login(server, DEMO[who].user, DEMO[who].password)).body.rol.r_permisos;
};

describe('a database from before migration 003', () => {
  it('gets the grants on its next start, and the routes open by them', async () => {
    server = await startTestServer(ctx);
    // Back to how a database made before 003 looked: roles and users, no permission table.
    await server.db.exec('DROP TABLE role_permissions');
    await server.db.query("DELETE FROM schema_migrations WHERE name = '003_role_permissions.sql'");
    await server.close();

    server = await startTestServer(ctx);
    expect(server.seeded).toBe(false);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('003_role_permissions.sql');
    expect(await permissionsOf('admin')).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf('cajero')).toContain('cash.view');
    expect(await permissionsOf('cobrador')).toContain('debt.view');
    expect((await api.get('/usuarios', { token: await tokenFor(server, 'admin') })).status).toBe(200);
    expect((await api.get('/conf_mensajes', { token: await tokenFor(server, 'cajero') })).status).toBe(200);
  }, START_TIMEOUT);

  it('keeps the grants as the database has them: a revoked code is not granted again at the next start', async () => {
    if (!server) throw new Error('no server running');
    await server.db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'template.view'", [DEMO.cobrador.id_rol]);
    await server.close();
    server = await startTestServer(ctx);
    expect(await permissionsOf('cobrador')).not.toContain('template.view');
    expect((await api.get('/conf_mensajes', { token: await tokenFor(server, 'cobrador') })).status).toBe(403);
    expect(await permissionsOf('cajero')).toContain('template.view');
  }, START_TIMEOUT);
});
