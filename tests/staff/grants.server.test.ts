// @vitest-environment node
/**
 * Nobody grants more than they hold (issue 30, machines/grants.ts): a role with only `staff.view`
 * and `staff.manage` cannot move its own account to Administrador, create an administrator or
 * reset, edit, disable or enable an account whose role holds more; a role with only `role.view`
 * and `role.manage` cannot give its own role (or a new one) a permission it lacks, nor edit the
 * Administrador role. Each is 403 with its code and changes nothing; what stays within the
 * caller's grants still works.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

const PASSWORD = 'Delegado#2026';
let keys = 0;
const key = () => ({ 'Idempotency-Key': `grants-${(keys += 1)}` });

/** A role made by the administrator with exactly these codes; answers its id. */
async function roleWith(r_nombre: string, menu: string, permissions: string[]): Promise<number> {
  const res = await api.post<{ id_rol: number }>('/roles', {
    token: env.tokens.admin,
    headers: key(),
    json: { r_nombre, r_inicio: menu, menu_entries: [menu], permissions },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id_rol;
}

/** An account of the role, signed in (its password already its own); answers its id and token. */
async function signedIn(username: string, idRol: number): Promise<{ id: number; token: string }> {
  const res = await api.post<{ user: { id: number } }>('/usuarios', {
    token: env.tokens.admin,
    headers: key(),
    json: { username, name: username, id_rol: idRol, password: { mode: 'set', password: PASSWORD } },
  });
  expect(res.status, res.text).toBe(201);
  await env.server.db.query('UPDATE users SET must_change_password = false WHERE id = $1', [res.body.user.id]);
  const session = await login(env.server, username, PASSWORD);
  expect(session.status, session.text).toBe(200);
  return { id: res.body.user.id, token: session.body.accessToken };
}

const stored = async (id: number) =>
  (await env.server.db.query<{ id_rol: number; name: string; enabled: boolean; version: number }>('SELECT id_rol, name, enabled, version FROM users WHERE id = $1', [id]))[0];

const refused = (res: { status: number; body: unknown; text: string }, code: string) => {
  expect(res.status, res.text).toBe(403);
  expect(res.body).toEqual({ message: expect.any(String), code });
};

let staffRole = 0;
let staffManager = { id: 0, token: '' };
let roleRole = 0;
let roleManager = { id: 0, token: '' };

beforeAll(async () => {
  staffRole = await roleWith('Gestor de cuentas', 'usuarios', ['staff.view', 'staff.manage']);
  staffManager = await signedIn('gestor', staffRole);
  roleRole = await roleWith('Gestor de roles', 'roles', ['role.view', 'role.manage']);
  roleManager = await signedIn('rolero', roleRole);
});

describe('an account manager without the administrator’s permissions', () => {
  it('cannot move its own account to Administrador (403 ownRole)', async () => {
    const before = await stored(staffManager.id);
    const res = await api.put(`/usuarios/${staffManager.id}`, {
      token: staffManager.token,
      json: { name: 'gestor', id_rol: DEMO.admin.id_rol, version: before?.version },
    });
    refused(res, 'ownRole');
    expect(await stored(staffManager.id)).toEqual(before);
  });

  it('cannot change its own role even to one it may give, but may rename itself', async () => {
    const before = await stored(staffManager.id);
    const other = await roleWith('Solo lectura de cuentas', 'usuarios', ['staff.view']);
    refused(await api.put(`/usuarios/${staffManager.id}`, { token: staffManager.token, json: { name: 'gestor', id_rol: other, version: before?.version } }), 'ownRole');
    const renamed = await api.put(`/usuarios/${staffManager.id}`, { token: staffManager.token, json: { name: 'Gestor Uno', id_rol: staffRole, version: before?.version } });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it('cannot create an administrator account (403 roleBeyondGrant), and nothing is stored', async () => {
    const res = await api.post('/usuarios', {
      token: staffManager.token,
      headers: key(),
      json: { username: 'intruso', name: 'Intruso', id_rol: DEMO.admin.id_rol, password: { mode: 'set', password: PASSWORD } },
    });
    refused(res, 'roleBeyondGrant');
    expect(await env.server.db.query("SELECT id FROM users WHERE username = 'intruso'")).toEqual([]);
  });

  it('cannot reset an administrator’s password (403 accountBeyondGrant): the old one still signs in', async () => {
    const res = await api.post(`/usuarios/${DEMO.admin.id}/clave`, { token: staffManager.token, json: { password: { mode: 'set', password: PASSWORD } } });
    refused(res, 'accountBeyondGrant');
    expect((await login(env.server, DEMO.admin.user, DEMO.admin.password)).status).toBe(200);
    expect((await login(env.server, DEMO.admin.user, PASSWORD)).status).toBe(401);
  });

  it('cannot edit, disable or enable an account whose role holds more (403 accountBeyondGrant)', async () => {
    const admin = await stored(DEMO.admin.id);
    refused(await api.put(`/usuarios/${DEMO.admin.id}`, { token: staffManager.token, json: { name: 'Otra', id_rol: DEMO.admin.id_rol, version: admin?.version } }), 'accountBeyondGrant');
    refused(await api.post(`/usuarios/${DEMO.admin.id}/deshabilitar`, { token: staffManager.token }), 'accountBeyondGrant');
    // The Cajero role holds cash codes the manager lacks: its disabled account stays disabled.
    refused(await api.post(`/usuarios/${DEMO.inactivo.id}/habilitar`, { token: staffManager.token }), 'accountBeyondGrant');
    expect(await stored(DEMO.admin.id)).toEqual(admin);
    expect((await stored(DEMO.inactivo.id))?.enabled).toBe(false);
  });

  it('may create, edit, reset and disable accounts of a role within its own', async () => {
    const created = await api.post<{ user: { id: number; version: number } }>('/usuarios', {
      token: staffManager.token,
      headers: key(),
      json: { username: 'ayudante', name: 'Ayudante', id_rol: staffRole, password: { mode: 'generated' } },
    });
    expect(created.status, created.text).toBe(201);
    const { id, version } = created.body.user;
    expect((await api.put(`/usuarios/${id}`, { token: staffManager.token, json: { name: 'Ayudante Dos', id_rol: staffRole, version } })).status).toBe(200);
    expect((await api.post(`/usuarios/${id}/clave`, { token: staffManager.token, json: { password: { mode: 'generated' } } })).status).toBe(200);
    expect((await api.post(`/usuarios/${id}/deshabilitar`, { token: staffManager.token })).status).toBe(200);
  });

  it('sees each role’s permissions in the role picker, so the app can tell which it may give', async () => {
    const res = await api.get<{ id_rol: number; permissions: string[] }[]>('/usuarios/roles', { token: staffManager.token });
    expect(res.status).toBe(200);
    expect(res.body.find((r) => r.id_rol === staffRole)?.permissions).toEqual(['staff.manage', 'staff.view']);
    expect(res.body.find((r) => r.id_rol === DEMO.admin.id_rol)?.permissions).toContain('role.manage');
  });
});

describe('a role manager without the administrator’s permissions', () => {
  const roleBody = async (id: number) => {
    const res = await api.get<{ r_nombre: string; r_inicio: string; menu_entries: string[]; permissions: string[]; version: number }>(`/roles/${id}`, {
      token: env.tokens.admin,
    });
    const { r_nombre, r_inicio, menu_entries, permissions, version } = res.body;
    return { r_nombre, r_inicio, menu_entries, permissions, version };
  };

  it('cannot give its own role a permission it lacks (403 permissionBeyondGrant): nothing changes', async () => {
    const before = await roleBody(roleRole);
    const res = await api.put(`/roles/${roleRole}`, { token: roleManager.token, json: { ...before, permissions: [...before.permissions, 'staff.manage', 'cash.view'] } });
    refused(res, 'permissionBeyondGrant');
    expect(await roleBody(roleRole)).toEqual(before);
  });

  it('cannot create a role with a permission it lacks (403 permissionBeyondGrant)', async () => {
    const res = await api.post('/roles', {
      token: roleManager.token,
      headers: key(),
      json: { r_nombre: 'Todopoderoso', r_inicio: 'roles', menu_entries: ['roles'], permissions: ['role.view', 'audit.view'] },
    });
    refused(res, 'permissionBeyondGrant');
    expect(await env.server.db.query("SELECT id_rol FROM roles WHERE r_nombre = 'Todopoderoso'")).toEqual([]);
  });

  it('cannot edit a role that holds more than its own, even to take permissions away (403 roleBeyondGrant)', async () => {
    const admin = await roleBody(DEMO.admin.id_rol);
    const res = await api.put(`/roles/${DEMO.admin.id_rol}`, { token: roleManager.token, json: { ...admin, permissions: ['role.view'] } });
    refused(res, 'roleBeyondGrant');
    expect(await roleBody(DEMO.admin.id_rol)).toEqual(admin);
  });

  it('may create and edit roles within its own permissions', async () => {
    const created = await api.post<{ id_rol: number; version: number }>('/roles', {
      token: roleManager.token,
      headers: key(),
      json: { r_nombre: 'Consulta de roles', r_inicio: 'roles', menu_entries: ['roles'], permissions: ['role.view'] },
    });
    expect(created.status, created.text).toBe(201);
    const edit = { r_nombre: 'Consulta de roles', r_inicio: 'roles', menu_entries: ['roles'], permissions: ['role.manage', 'role.view'], version: created.body.version };
    expect((await api.put(`/roles/${created.body.id_rol}`, { token: roleManager.token, json: edit })).status).toBe(200);
  });
});
