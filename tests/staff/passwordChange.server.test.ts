// @vitest-environment node
/**
 * 'Cambiar contraseña' on the server (server/routes/password.ts, server/auth/bearer.ts): a user
 * changes their own password (current + new, the accounts' rule), the other sessions end and this
 * one goes on, the change is audited without the password; an account created or reset by an
 * administrator must change its password before any other call (403 `passwordChangeRequired`);
 * the demo users are not flagged.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../machines/contract.ts';
import type { StaffCreated } from '../../machines/staff/staff.schema.ts';
import { DEMO, login, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

/** Each test runs several scrypt hashes (create, sign-ins, the change): slow on a busy machine. */
const SLOW = 180_000;

const env = serverWithSignedInStaff();
const api = client(env);

let serial = 0;
const uniqueName = () => `clave.${(serial += 1)}`;
const INITIAL = 'clave inicial 1';

const change = (token: string | null, currentPassword: string, newPassword: string) =>
  api.post<{ endedSessions?: number; code?: string; message?: string }>('/perfil/clave', { token, json: { currentPassword, newPassword } });

/** A Cajero created by the administrator with a password the administrator set. */
async function created(password = INITIAL) {
  const username = uniqueName();
  const res = await api.post<StaffCreated>('/usuarios', {
    token: env.tokens.admin,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { username, name: 'Persona Clave', id_rol: DEMO.cajero.id_rol, password: { mode: 'set', password } },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.user.id, username };
}

async function signIn(username: string, password: string): Promise<LoginResponse> {
  const res = await login(env.server, username, password);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const flagOf = async (id: number) =>
  (await env.server.db.query<{ must_change_password: boolean }>('SELECT must_change_password FROM users WHERE id = $1', [id]))[0]?.must_change_password;

/** A created account that has already chosen its own password: signed in twice (two devices). */
async function ready() {
  const { id, username } = await created();
  const first = await signIn(username, INITIAL);
  const mine = 'mi propia clave 1';
  expect((await change(first.accessToken, INITIAL, mine)).status).toBe(200);
  const a = (await signIn(username, mine)).accessToken;
  const b = (await signIn(username, mine)).accessToken;
  return { id, username, password: mine, a, b };
}

describe('an account created or reset by an administrator must change its password first', () => {
  it('is flagged on create: the login answer says so (the specification fields unchanged) and every business call answers 403 passwordChangeRequired', async () => {
    const { id, username } = await created();
    expect(await flagOf(id)).toBe(true);
    const answer = await signIn(username, INITIAL);
    expect(answer.mustChangePassword).toBe(true);
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'mustChangePassword', 'rol', 'user']);
    for (const call of [
      () => api.get('/cargarMenus', { token: answer.accessToken, query: { id_rol: DEMO.cajero.id_rol } }),
      () => api.get('/clientes', { token: answer.accessToken }),
      () => api.get('/caja', { token: answer.accessToken }),
    ]) {
      const res = await call();
      expect(res.status, res.text).toBe(403);
      expect(res.body).toMatchObject({ code: 'passwordChangeRequired' });
    }
  }, SLOW);

  it('is flagged on reset (also of an account that had chosen its own), and the flag clears with the change; then business calls work', async () => {
    const { id, username, password } = await ready();
    expect(await flagOf(id)).toBe(false);
    const reset = await api.post('/usuarios/' + id + '/clave', { token: env.tokens.admin, json: { password: { mode: 'set', password: 'reiniciada 12' } } });
    expect(reset.status, reset.text).toBe(200);
    expect(await flagOf(id)).toBe(true);
    expect((await login(env.server, username, password)).status).toBe(401);
    const token = (await signIn(username, 'reiniciada 12')).accessToken;
    expect((await api.get('/clientes', { token })).status).toBe(403);
    const res = await change(token, 'reiniciada 12', 'otra clave nueva');
    expect(res.status, res.text).toBe(200);
    expect(await flagOf(id)).toBe(false);
    // The same token goes on, now with every call open to its role.
    expect((await api.get('/clientes', { token })).status).toBe(200);
    expect((await signIn(username, 'otra clave nueva')).mustChangePassword).toBeUndefined();
  }, SLOW);

  it('lets the flagged account sign out', async () => {
    const { username } = await created();
    const token = (await signIn(username, INITIAL)).accessToken;
    expect((await api.post('/logout', { token })).status).toBe(204);
    expect((await change(token, INITIAL, 'mi clave nueva 1')).status).toBe(401);
  }, SLOW);

  it('leaves the demo users unflagged', async () => {
    const rows = await env.server.db.query<{ username: string; must_change_password: boolean }>(
      'SELECT username, must_change_password FROM users WHERE id <= 4 ORDER BY id',
    );
    expect(rows.every((row) => !row.must_change_password)).toBe(true);
    expect((await signIn(DEMO.admin.user, DEMO.admin.password)).mustChangePassword).toBeUndefined();
  }, SLOW);
});

describe('POST /perfil/clave', () => {
  it('401 without a token', async () => {
    expect((await change(null, 'a', 'b')).status).toBe(401);
  }, SLOW);

  it('refuses a wrong current password with 422 wrongPassword, counted by the login throttle (429 past its limit, for the login too)', async () => {
    const { username, password, a } = await ready();
    for (let i = 0; i < 5; i += 1) {
      const res = await change(a, 'no es la mia', 'una clave nueva 1');
      expect(res.status, res.text).toBe(422);
      expect(res.body.code).toBe('wrongPassword');
    }
    const throttled = await change(a, password, 'una clave nueva 1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).not.toBeNull();
    expect((await login(env.server, username, password)).status).toBe(429);
  }, SLOW);

  it('refuses a new password that breaks the accounts\' rule (422 weakPassword) or equals the current one (422 samePassword), changing nothing', async () => {
    const { username, password, a } = await ready();
    for (const weak of ['corta', ' '.repeat(12), 'x'.repeat(129)]) {
      const res = await change(a, password, weak);
      expect(res.status, res.text).toBe(422);
      expect(res.body.code).toBe('weakPassword');
    }
    const same = await change(a, password, password);
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('samePassword');
    expect((await login(env.server, username, password)).status).toBe(200);
  }, SLOW);

  it('400 for a body that is not the contract\'s shape', async () => {
    const { a } = await ready();
    expect((await api.post('/perfil/clave', { token: a, json: { password: 'x' } })).status).toBe(400);
  }, SLOW);

  it('changes the password, ends the other sessions (this one goes on), audits it without the password', async () => {
    const { id, username, password, a, b } = await ready();
    const res = await change(a, password, 'la clave definitiva');
    expect(res.status, res.text).toBe(200);
    // The first sign-in's token, and b: both other sessions of this account.
    expect(res.body.endedSessions).toBe(1 + 1);
    expect((await api.get('/clientes', { token: b })).status).toBe(401);
    expect((await api.get('/clientes', { token: a })).status).toBe(200);
    expect((await login(env.server, username, password)).status).toBe(401);
    await signIn(username, 'la clave definitiva');
    const audit = await env.server.db.query<{ action: string; user_id: number; before: string; after: string }>(
      "SELECT action, user_id, before::text AS before, after::text AS after FROM audit_log WHERE entity = 'staff' AND entity_id = $1 ORDER BY id",
      [id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'passwordChange', 'passwordChange']);
    const last = audit[audit.length - 1];
    expect(last?.user_id).toBe(id);
    const entry = `${last?.before}${last?.after}`;
    for (const secret of [password, 'la clave definitiva', 'scrypt', 'password']) expect(entry).not.toContain(secret);
  }, SLOW);

  it('leaves other users\' sessions alone', async () => {
    const { password, a } = await ready();
    expect((await change(a, password, 'clave de otro 12')).status).toBe(200);
    expect((await api.get('/clientes', { token: env.tokens.cajero })).status).toBe(200);
  }, SLOW);
});
