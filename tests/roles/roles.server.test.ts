// @vitest-environment node
/**
 * The roles API (server/roles/routes.ts) against machines/roles/roles.schema.ts and the rules of
 * machines/roles/role.rules.ts: permissions per route (allowed and refused), the list contract,
 * replay-safe creates, versioned edits, 422 codes, the caller's own way back in, the audit log, and
 * what /cargarMenus answers for a role's entries.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { MenuResponse } from '../../machines/contract.ts';
import { AuditEntryListSchema } from '../../machines/customers/customers.schema.ts';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { RoleCatalogueSchema, RoleDetailSchema, RolePageSchema, type RoleDetail, type RoleInput } from '../../machines/roles/roles.schema.ts';
import { serverWithSignedInStaff, login } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { roleTable } from './roleTable.ts';

const env = serverWithSignedInStaff();
const api = client(env);

let serial = 0;
function newRole(overrides: Partial<RoleInput> = {}): RoleInput {
  serial += 1;
  return { r_nombre: `Rol de prueba ${serial}`, r_inicio: 'caja', menu_entries: ['caja', 'movimientos'], permissions: ['cash.view', 'movement.view'], ...overrides };
}

let keys = 0;
const freshKey = () => `role-key-${Date.now()}-${(keys += 1)}`;

const create = (json: unknown, key: string | null = freshKey(), token = env.tokens.admin) =>
  api.post<RoleDetail>('/roles', { token, json, headers: key === null ? {} : { 'Idempotency-Key': key } });

async function created(input: RoleInput = newRole()): Promise<RoleDetail> {
  const res = await create(input);
  expect(res.status, res.text).toBe(201);
  return v.parse(RoleDetailSchema, res.body);
}

const put = (id: number, json: unknown, token = env.tokens.admin) => api.put<RoleDetail>(`/roles/${id}`, { token, json });

async function roleOf(id: number): Promise<RoleDetail> {
  const res = await api.get(`/roles/${id}`, { token: env.tokens.admin });
  expect(res.status, res.text).toBe(200);
  return v.parse(RoleDetailSchema, res.body);
}

const editOf = (role: RoleDetail): RoleInput & { version: number } => ({
  r_nombre: role.r_nombre,
  r_inicio: role.r_inicio,
  menu_entries: role.menu_entries,
  permissions: role.permissions,
  version: role.version,
});

const countOf = async (sql: string, params: (string | number)[] = []) =>
  (await env.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? 0;

/** Runs `fn` with `codes` granted to a role, then takes them back. */
async function withGrants(idRol: number, codes: string[], fn: () => Promise<void>) {
  const { db } = env.server;
  for (const code of codes) await db.query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
  try {
    await fn();
  } finally {
    for (const code of codes) await db.query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
  }
}

describe('the demo roles (before any test writes)', () => {
  it('are what the table of who may do what in docs/roles.md says', async () => {
    const roles = await Promise.all([1, 2, 3].map((id) => roleOf(id)));
    const catalogue = v.parse(RoleCatalogueSchema, (await api.get('/roles/catalogo', { token: env.tokens.admin })).body);
    const table = roleTable(roles, catalogue.entries.map((e) => e.sm_ruta));
    const doc = readFileSync(new URL('../../docs/roles.md', import.meta.url), 'utf8');
    expect(doc, `docs/roles.md must hold:\n${table}`).toContain(table);
  });
});

describe('who may call the roles API', () => {
  it.each([
    ['GET', '/roles'],
    ['GET', '/roles/catalogo'],
    ['GET', '/roles/1'],
    ['POST', '/roles'],
    ['PUT', '/roles/1'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const res = await api.call(method, path, method === 'GET' ? {} : { json: newRole(), headers: { 'Idempotency-Key': freshKey() } });
    expect(res.status).toBe(401);
  });

  it.each([['/roles'], ['/roles/catalogo'], ['/roles/1']])('GET %s needs role.view: 403 for the cashier, 200 once granted', async (path) => {
    expect((await api.get(path, { token: env.tokens.cajero })).status).toBe(403);
    await withGrants(2, ['role.view'], async () => {
      expect((await api.get(path, { token: env.tokens.cajero })).status).toBe(200);
    });
  });

  it('POST /roles needs role.manage: 403 with role.view only, 201 once granted', async () => {
    await withGrants(2, ['role.view'], async () => {
      expect((await create(newRole(), freshKey(), env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(2, ['role.view', 'role.manage'], async () => {
      expect((await create(newRole(), freshKey(), env.tokens.cajero)).status).toBe(201);
    });
  });

  it('PUT /roles/{id} needs role.manage: 403 with role.view only, 200 once granted', async () => {
    const role = await created();
    await withGrants(2, ['role.view'], async () => {
      expect((await put(role.id_rol, editOf(role), env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(2, ['role.view', 'role.manage'], async () => {
      expect((await put(role.id_rol, editOf(role), env.tokens.cajero)).status).toBe(200);
    });
  });
});

describe('reading roles', () => {
  it('lists the demo roles with their counts, searches and sorts', async () => {
    const res = await api.get('/roles', { token: env.tokens.admin, query: { q: 'caj' } });
    expect(res.status).toBe(200);
    const body = v.parse(RolePageSchema, res.body);
    expect(body.items).toEqual([
      { id_rol: 2, r_nombre: 'Cajero', r_inicio: 'caja', entry_count: 13, permission_count: expect.any(Number), user_count: 2, version: 1 },
    ]);
    const sorted = v.parse(RolePageSchema, (await api.get('/roles', { token: env.tokens.admin, query: { sort: 'r_nombre', q: 'a' } })).body);
    expect(sorted.items.map((r) => r.r_nombre).slice(0, 3)).toEqual(['Administrador', 'Cajero', 'Cobrador']);
    const used = v.parse(RolePageSchema, (await api.get('/roles', { token: env.tokens.admin, query: { users: 'used' } })).body);
    expect(used.items.map((r) => r.r_nombre)).toEqual(['Administrador', 'Cajero', 'Cobrador']);
    expect((await api.get('/roles', { token: env.tokens.admin, query: { users: 'unused', q: 'cajero' } })).body).toMatchObject({ total: 0 });
  });

  it('gives the catalogue: every menu entry with its group, every permission code', async () => {
    const res = await api.get('/roles/catalogo', { token: env.tokens.admin });
    const body = v.parse(RoleCatalogueSchema, res.body);
    expect(body.permissions).toEqual([...PERMISSIONS]);
    expect(body.entries).toHaveLength(19);
    expect(body.entries[1]).toEqual({ sm_ruta: 'roles', sm_descripcion: 'Roles', id_menu: 1, m_descripcion: 'Administración', m_icono: 'admin' });
  });

  it('gives one role with its entries and codes, saying whether it is the caller’s own', async () => {
    const admin = await roleOf(1);
    expect(admin).toMatchObject({ id_rol: 1, r_nombre: 'Administrador', r_inicio: 'usuarios', own: true, version: 1 });
    expect(admin.permissions).toEqual([...PERMISSIONS].sort());
    expect(admin.menu_entries).toContain('roles');
    expect((await roleOf(3)).own).toBe(false);
    expect((await api.get('/roles/999999', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.get('/roles/abc', { token: env.tokens.admin })).status).toBe(404);
  });
});

describe('creating a role', () => {
  it('creates once per Idempotency-Key, audits it, and its users get exactly its entries', async () => {
    const input = newRole({ r_nombre: 'Supervisor de caja', menu_entries: ['caja', 'clientes'], permissions: ['cash.view', 'customer.view'] });
    const key = freshKey();
    const first = await create(input, key);
    expect(first.status).toBe(201);
    const role = v.parse(RoleDetailSchema, first.body);
    expect(role).toMatchObject({ r_nombre: 'Supervisor de caja', r_inicio: 'caja', menu_entries: ['caja', 'clientes'], own: false, version: 1 });
    const again = await create(input, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countOf("roles WHERE r_nombre = 'Supervisor de caja'")).toBe(1);
    expect(await countOf("audit_log WHERE entity = 'role' AND entity_id = $1 AND action = 'create' AND before IS NULL", [role.id_rol])).toBe(1);

    await env.server.db.query("UPDATE users SET id_rol = $1 WHERE username = 'cobrador'", [role.id_rol]);
    try {
      const signedIn = await login(env.server, 'cobrador', 'Cobrador#2026');
      const body = signedIn.body as { accessToken: string; rol: { r_inicio: string; r_permisos: string[] } };
      expect(body.rol.r_inicio).toBe('caja');
      expect(body.rol.r_permisos).toEqual(['cash.view', 'customer.view']);
      const menu = await api.get<MenuResponse>('/cargarMenus', { token: body.accessToken, query: { id_rol: role.id_rol } });
      expect(menu.body.menu.map((m) => m.m_descripcion)).toEqual(['Clientes', 'Caja']);
      // One entry of the Caja group, not the whole group.
      expect(menu.body.sub_menu.map((s) => s.sm_ruta)).toEqual(['clientes', 'caja']);
    } finally {
      await env.server.db.query("UPDATE users SET id_rol = 3 WHERE username = 'cobrador'");
    }
  });

  it('answers 400 without an Idempotency-Key or with a body of another shape', async () => {
    expect((await create(newRole(), null)).status).toBe(400);
    expect((await create({ r_nombre: 'x' })).status).toBe(400);
    expect((await create({ ...newRole(), permissions: 'role.view' })).status).toBe(400);
  });

  it.each<[string, Partial<RoleInput>, string]>([
    ['an empty name', { r_nombre: '   ' }, 'nameRequired'],
    ['a name another role has, in any letter case', { r_nombre: 'cAJERO' }, 'nameTaken'],
    ['a start route that is not one of its entries', { r_inicio: 'prestamos' }, 'startRouteNotChosen'],
    ['an unknown menu entry', { menu_entries: ['caja', 'nowhere'] }, 'unknownMenuEntry'],
    ['an unknown permission code', { permissions: ['cash.view', 'cash.steal'] }, 'unknownPermission'],
  ])('refuses %s with 422 and its code', async (_label, overrides, code) => {
    const before = await countOf('roles');
    const res = await create(newRole(overrides));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), code });
    expect(await countOf('roles')).toBe(before);
  });

  it('gives one of two concurrent creates of one name the role, the other 422 nameTaken', async () => {
    const input = newRole({ r_nombre: 'Carrera' });
    const answers = await Promise.all([create(input), create(input)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await countOf("roles WHERE r_nombre = 'Carrera'")).toBe(1);
  });
});

describe('editing a role', () => {
  it('saves from the current version, audits before and after, and refuses a stale version with 409', async () => {
    const role = await created();
    const res = await put(role.id_rol, { ...editOf(role), r_nombre: `${role.r_nombre} bis`, menu_entries: ['caja'], permissions: [] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ r_nombre: `${role.r_nombre} bis`, menu_entries: ['caja'], permissions: [], version: 2 });
    const audit = await env.server.db.query<{ before: { version: number }; after: { version: number } }>(
      "SELECT before, after FROM audit_log WHERE entity = 'role' AND entity_id = $1 AND action = 'update'",
      [role.id_rol],
    );
    expect(audit.map((a) => [a.before.version, a.after.version])).toEqual([[1, 2]]);
    expect((await put(role.id_rol, editOf(role))).status).toBe(409);
    expect((await roleOf(role.id_rol)).version).toBe(2);
  });

  it('reads a role’s history (role.view and audit.view), newest first, with who and before/after', async () => {
    const role = await created();
    expect((await put(role.id_rol, { ...editOf(role), r_inicio: 'movimientos' })).status).toBe(200);
    const res = await api.get(`/roles/${role.id_rol}/historial`, { token: env.tokens.admin });
    expect(res.status).toBe(200);
    const history = v.parse(AuditEntryListSchema, res.body);
    expect(history.map((h) => [h.action, h.user_name, h.before?.r_inicio ?? null, h.after?.r_inicio])).toEqual([
      ['update', 'Ana Torres', 'caja', 'movimientos'],
      ['create', 'Ana Torres', null, 'caja'],
    ]);
    expect((await api.get('/roles/999999/historial', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.get(`/roles/${role.id_rol}/historial`)).status).toBe(401);
    await withGrants(2, ['role.view'], async () => {
      expect((await api.get(`/roles/${role.id_rol}/historial`, { token: env.tokens.cajero })).status).toBe(403);
    });
    await withGrants(2, ['role.view', 'audit.view'], async () => {
      expect((await api.get(`/roles/${role.id_rol}/historial`, { token: env.tokens.cajero })).status).toBe(200);
    });
  });

  it('lets one of two edits from one version win; the other gets 409', async () => {
    const role = await created();
    const answers = await Promise.all([put(role.id_rol, { ...editOf(role), r_inicio: 'movimientos' }), put(role.id_rol, editOf(role))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown role and 422 for a name another role has', async () => {
    const role = await created();
    expect((await put(999999, editOf(role))).status).toBe(404);
    const taken = await put(role.id_rol, { ...editOf(role), r_nombre: 'Cobrador' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: expect.any(String), code: 'nameTaken' });
  });

  it.each<[string, (role: RoleDetail) => Partial<RoleInput>]>([
    ['role.manage', (role) => ({ permissions: role.permissions.filter((c) => c !== 'role.manage') })],
    ['role.view', (role) => ({ permissions: role.permissions.filter((c) => c !== 'role.view') })],
    ['the roles entry', (role) => ({ menu_entries: role.menu_entries.filter((e) => e !== 'roles') })],
  ])('refuses the caller a save of their own role without %s (422 selfLockout), changing nothing', async (_label, change) => {
    const own = await roleOf(1);
    const res = await put(1, { ...editOf(own), ...change(own) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), code: 'selfLockout' });
    expect(await roleOf(1)).toEqual(own);
  });

  it('lets the caller save their own role when it keeps the way back in, and edit another role without it', async () => {
    const own = await roleOf(1);
    const renamed = await put(1, { ...editOf(own), r_nombre: 'Administración general' });
    expect(renamed.status).toBe(200);
    const back = await put(1, { ...editOf(own), version: own.version + 1 });
    expect(back.status).toBe(200);
    const other = await created(newRole({ menu_entries: ['roles', 'caja'], permissions: ['role.view', 'role.manage'] }));
    expect((await put(other.id_rol, { ...editOf(other), permissions: [] })).status).toBe(200);
  });
});
