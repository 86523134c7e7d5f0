// @vitest-environment node
/**
 * 'Historial' of a staff account and of a location (server/audit/history.ts, mounted by
 * server/staff/routes.ts and server/locations/routes.ts): the area's view permission plus
 * `audit.view` (403 with either missing, 401 signed out), 404 for no such record, and the entries
 * newest first with who and before/after, in the shared contract (machines/history).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AuditEntryListSchema } from '../../machines/history/history.schema.ts';
import { LocationSchema, type Location } from '../../machines/locations/locations.schema.ts';
import type { StaffCreated, StaffUser } from '../../machines/staff/staff.schema.ts';
import { DEMO_LOCATION } from '../../server/locations/seed.ts';
import { DEMO, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

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

async function newAccount(): Promise<StaffUser> {
  const res = await api.post<StaffCreated>('/usuarios', {
    token: env.tokens.admin,
    json: { username: `historia.${randomUUID().slice(0, 8)}`, name: 'Persona Nueva', id_rol: DEMO.cajero.id_rol, password: { mode: 'generated' } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.user;
}

async function newLocation(): Promise<Location> {
  const res = await api.post<Location>('/ubicaciones', {
    token: env.tokens.admin,
    json: { ...DEMO_LOCATION, name: `Sucursal ${randomUUID().slice(0, 8)}` },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status, res.text).toBe(201);
  return v.parse(LocationSchema, res.body);
}

const historyOf = (path: string, token: string | null = env.tokens.admin) => api.get(`${path}/historial`, token === null ? {} : { token });

describe('GET /usuarios/{id}/historial', () => {
  it('answers the account’s entries, newest first: who, what, before → after (never a password)', async () => {
    const user = await newAccount();
    expect((await api.put(`/usuarios/${user.id}`, { token: env.tokens.admin, json: { name: 'Nombre Nuevo', id_rol: DEMO.cajero.id_rol, version: user.version } })).status).toBe(200);
    expect((await api.post(`/usuarios/${user.id}/deshabilitar`, { token: env.tokens.admin })).status).toBe(200);
    const res = await historyOf(`/usuarios/${user.id}`);
    expect(res.status, res.text).toBe(200);
    const history = v.parse(AuditEntryListSchema, res.body);
    expect(history.map((h) => [h.action, h.user_name, h.before?.name ?? null, h.after?.name, h.after?.enabled])).toEqual([
      ['disable', 'Ana Torres', 'Nombre Nuevo', 'Nombre Nuevo', false],
      ['update', 'Ana Torres', 'Persona Nueva', 'Nombre Nuevo', true],
      ['create', 'Ana Torres', null, 'Persona Nueva', true],
    ]);
    expect(res.text).not.toMatch(/password|hash/i);
  });

  it('401 signed out, 404 for no such account', async () => {
    expect((await historyOf('/usuarios/2', null)).status).toBe(401);
    expect((await historyOf('/usuarios/999999')).status).toBe(404);
  });

  it('needs staff.view and audit.view: 403 with either missing', async () => {
    expect((await historyOf('/usuarios/2', env.tokens.cajero)).status).toBe(403);
    await withGrants(DEMO.cajero.id_rol, ['staff.view'], async () => {
      expect((await historyOf('/usuarios/2', env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(DEMO.cajero.id_rol, ['audit.view'], async () => {
      expect((await historyOf('/usuarios/2', env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(DEMO.cajero.id_rol, ['staff.view', 'audit.view'], async () => {
      expect((await historyOf('/usuarios/2', env.tokens.cajero)).status).toBe(200);
    });
  });
});

describe('GET /ubicaciones/{id}/historial', () => {
  it('answers the location’s entries, newest first: who, what, before → after', async () => {
    const location = await newLocation();
    const { id: _id, version, created_at: _c, updated_at: _u, ...values } = location;
    const edit = await api.put(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...values, grace_days: 9, version } });
    expect(edit.status, edit.text).toBe(200);
    const res = await historyOf(`/ubicaciones/${location.id}`);
    expect(res.status, res.text).toBe(200);
    const history = v.parse(AuditEntryListSchema, res.body);
    expect(history.map((h) => [h.action, h.user_name, h.before?.grace_days ?? null, h.after?.grace_days])).toEqual([
      ['update', 'Ana Torres', DEMO_LOCATION.grace_days, 9],
      ['create', 'Ana Torres', null, DEMO_LOCATION.grace_days],
    ]);
  });

  it('401 signed out, 404 for no such location', async () => {
    expect((await historyOf('/ubicaciones/1', null)).status).toBe(401);
    expect((await historyOf('/ubicaciones/999999')).status).toBe(404);
  });

  it('needs location.view and audit.view: 403 with either missing', async () => {
    const { id } = await newLocation();
    expect((await historyOf(`/ubicaciones/${id}`, env.tokens.cajero)).status).toBe(403);
    await withGrants(DEMO.cajero.id_rol, ['location.view'], async () => {
      expect((await historyOf(`/ubicaciones/${id}`, env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(DEMO.cajero.id_rol, ['audit.view'], async () => {
      expect((await historyOf(`/ubicaciones/${id}`, env.tokens.cajero)).status).toBe(403);
    });
    await withGrants(DEMO.cajero.id_rol, ['location.view', 'audit.view'], async () => {
      expect((await historyOf(`/ubicaciones/${id}`, env.tokens.cajero)).status).toBe(200);
    });
  });
});
