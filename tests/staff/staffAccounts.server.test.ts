// @vitest-environment node
/**
 * The staff-account writes of 'Usuarios' (server/staff/routes.ts): create (generated or set
 * password, shown once, idempotent), edit name and role (version, 409), disable and enable (the
 * disabled user's sessions end at once), reset password, the role picker; `staff.manage` for all
 * of them, and the rules (no self-disable, someone can always manage accounts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { StaffCreatedSchema, StaffRoleOptionListSchema, StaffUserSchema, type StaffCreated, type StaffUser } from '../../machines/staff/staff.schema.ts';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from '../../machines/staff/staffAccount.rules.ts';
import { requestHash } from '../../server/http/idempotency.ts';
import { DEMO, login, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

const key = () => ({ 'Idempotency-Key': randomUUID() });
let serial = 0;
const uniqueName = () => `persona.${(serial += 1)}`;

const create = (json: unknown, token: string | null = env.tokens.admin, headers: Record<string, string> = key()) =>
  api.post<StaffCreated>('/usuarios', { token, json, headers });

/** A new Cajero with a password the test knows (no longer to be changed), and a signed-in token of it. */
async function newCashier(password = 'una clave larga') {
  const username = uniqueName();
  const res = await create({ username, name: 'Persona Nueva', id_rol: DEMO.cajero.id_rol, password: { mode: 'set', password } });
  expect(res.status, res.text).toBe(201);
  // The tests here are about the account's other writes: it has already chosen its own password
  // (the forced first change has its own tests: passwordChange.server.test.ts).
  await env.server.db.query('UPDATE users SET must_change_password = false WHERE id = $1', [res.body.user.id]);
  const signedIn = await login(env.server, username, password);
  expect(signedIn.status).toBe(200);
  return { user: res.body.user, username, password, token: signedIn.body.accessToken };
}

const auditOf = (id: number) =>
  env.server.db.query<{ action: string; user_id: number; before: string | null; after: string | null }>(
    "SELECT action, user_id, before::text AS before, after::text AS after FROM audit_log WHERE entity = 'staff' AND entity_id = $1 ORDER BY id",
    [id],
  );

describe('who may call the account routes', () => {
  const ROUTES = [
    ['GET /usuarios/roles', (token: string | null) => api.get('/usuarios/roles', { token })],
    ['POST /usuarios', (token: string | null) => create({ username: uniqueName(), name: 'X', id_rol: 2, password: { mode: 'generated' } }, token)],
    ['PUT /usuarios/2', (token: string | null) => api.put('/usuarios/2', { token, json: { name: 'X', id_rol: 2, version: 1 } })],
    ['POST /usuarios/2/deshabilitar', (token: string | null) => api.post('/usuarios/2/deshabilitar', { token })],
    ['POST /usuarios/4/habilitar', (token: string | null) => api.post('/usuarios/4/habilitar', { token })],
    ['POST /usuarios/2/clave', (token: string | null) => api.post('/usuarios/2/clave', { token, json: { password: { mode: 'generated' } } })],
  ] as const;

  it.each(ROUTES)('%s: 401 without a token', async (_route, call) => {
    const res = await call(null);
    expect(res.status).toBe(401);
  });

  it.each(ROUTES)('%s: 403 to roles without staff.manage (cajero, cobrador), nothing changed', async (_route, call) => {
    for (const token of [env.tokens.cajero, env.tokens.cobrador]) {
      const res = await call(token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
    }
    const [cajero] = await env.server.db.query<{ version: number; enabled: boolean }>('SELECT version, enabled FROM users WHERE id = 2');
    expect(cajero).toEqual({ version: 1, enabled: true });
  });

  it('lets the permission decide: staff.view alone reads the list but may not write', async () => {
    const { db } = env.server;
    await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.view')", [DEMO.cajero.id_rol]);
    try {
      expect((await api.get('/usuarios', { token: env.tokens.cajero })).status).toBe(200);
      expect((await api.get('/usuarios/roles', { token: env.tokens.cajero })).status).toBe(403);
      await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.manage')", [DEMO.cajero.id_rol]);
      expect((await api.get('/usuarios/roles', { token: env.tokens.cajero })).status).toBe(200);
    } finally {
      await db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code IN ('staff.view', 'staff.manage')", [DEMO.cajero.id_rol]);
    }
  });
});

describe('GET /usuarios/{id}', () => {
  it('answers one account with staff.view (the contract fields, never the hash), 404 for none, 403 without staff.view, 401 without a token', async () => {
    const res = await api.get('/usuarios/2', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    expect(v.parse(StaffUserSchema, res.body)).toMatchObject({ id: 2, username: 'cajero', id_rol: 2, r_nombre: 'Cajero' });
    expect(res.text).not.toMatch(/password|scrypt/);
    expect((await api.get('/usuarios/9999', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.get('/usuarios/2', { token: env.tokens.cajero })).status).toBe(403);
    expect((await api.get('/usuarios/2')).status).toBe(401);
  });
});

describe('GET /usuarios/roles', () => {
  it('answers every role by name: its id, name and permission codes (the picker offers only what may be given)', async () => {
    const res = await api.get('/usuarios/roles', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    expect(v.parse(StaffRoleOptionListSchema, res.body)).toEqual([
      { id_rol: 1, r_nombre: 'Administrador', permissions: expect.arrayContaining(['role.manage', 'staff.manage']) },
      { id_rol: 2, r_nombre: 'Cajero', permissions: expect.arrayContaining(['cash.view']) },
      { id_rol: 3, r_nombre: 'Cobrador', permissions: expect.arrayContaining(['debt.view']) },
    ]);
  });
});

describe('POST /usuarios', () => {
  it('creates an account with a generated password, answered once: the new user signs in with it', async () => {
    const username = uniqueName();
    const res = await create({ username, name: '  Marta Díaz ', id_rol: DEMO.cobrador.id_rol, password: { mode: 'generated' } });
    expect(res.status, res.text).toBe(201);
    const created = v.parse(StaffCreatedSchema, res.body);
    expect(created.user).toEqual({ id: created.user.id, username, name: 'Marta Díaz', id_rol: 3, r_nombre: 'Cobrador', enabled: true, perfil: null, version: 1 });
    expect(created.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect([...(created.password ?? '')].every((ch) => PASSWORD_ALPHABET.includes(ch))).toBe(true);
    const signedIn = await login(env.server, username, created.password ?? '');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.rol.r_nombre).toBe('Cobrador');
  });

  it('never keeps the generated password: not in the idempotency record, the audit or the log; a replay answers it as null', async () => {
    const headers = key();
    const body = { username: uniqueName(), name: 'Replay', id_rol: 2, password: { mode: 'generated' } };
    const first = await create(body, env.tokens.admin, headers);
    expect(first.status).toBe(201);
    const password = first.body.password ?? '';
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);

    const again = await create(body, env.tokens.admin, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual({ user: first.body.user, password: null });
    const rows = await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE username = $1', [body.username]);
    expect(rows[0]?.n).toBe(1);

    const stored = await env.server.db.query<{ response_body: string }>('SELECT response_body FROM idempotency_keys WHERE key = $1', [headers['Idempotency-Key']]);
    expect(stored[0]?.response_body).toBeDefined();
    expect(stored[0]?.response_body).not.toContain(password);
    const audit = await auditOf(first.body.user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
    expect(audit[0]?.user_id).toBe(DEMO.admin.id);
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${password}|password|scrypt`));
    expect(env.server.logs.join('\n')).not.toContain(password);
  });

  it('keeps a typed password out of the idempotency record: its request hash is of the body without it', async () => {
    const headers = key();
    const body = { username: uniqueName(), name: 'Con clave', id_rol: 2, password: { mode: 'set', password: 'mi frase secreta' } };
    expect((await create(body, env.tokens.admin, headers)).status).toBe(201);
    const [stored] = await env.server.db.query<{ request_hash: string }>('SELECT request_hash FROM idempotency_keys WHERE key = $1', [headers['Idempotency-Key']]);
    expect(stored?.request_hash).toBe(requestHash(JSON.stringify({ ...body, password: { mode: 'set' } })));
    expect(stored?.request_hash).not.toBe(requestHash(JSON.stringify(body)));
    // The same intent retried (same key and fields): the first answer, whatever the password.
    const again = await create({ ...body, password: { mode: 'set', password: 'otra frase secreta' } }, env.tokens.admin, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await login(env.server, body.username, 'mi frase secreta')).status).toBe(200);
  });

  it('creates an account with the password the administrator set (answered null)', async () => {
    const { user, token } = await newCashier('otra clave segura');
    expect(user.r_nombre).toBe('Cajero');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a user name that exists in any letter case: 422 usernameTaken, nothing written', async () => {
    const before = await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const res = await create({ username: 'ADMIN', name: 'Otra Ana', id_rol: 1, password: { mode: 'generated' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Another account already has this user name', code: 'usernameTaken' });
    expect(await env.server.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it.each([
    ['a user name too short', { username: 'ab' }],
    ['a user name with spaces', { username: 'ana maria' }],
    ['an empty name', { name: '   ' }],
    ['a set password shorter than 10', { password: { mode: 'set', password: 'corta' } }],
    ['a blank set password', { password: { mode: 'set', password: '            ' } }],
    ['a set password without the password', { password: { mode: 'set' } }],
    ['an unknown password mode', { password: { mode: 'email' } }],
  ])('answers 400 to %s', async (_what, change) => {
    const res = await create({ username: uniqueName(), name: 'Válido', id_rol: 2, password: { mode: 'generated' }, ...change });
    expect(res.status, res.text).toBe(400);
    expect((res.body as unknown as { message: string }).message).toMatch(/^Expected JSON/);
  });

  it('answers 400 unknownRole to a role that does not exist, and 400 without an Idempotency-Key', async () => {
    const unknown = await create({ username: uniqueName(), name: 'X', id_rol: 99, password: { mode: 'generated' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unknownRole' });
    const keyless = await create({ username: uniqueName(), name: 'X', id_rol: 2, password: { mode: 'generated' } }, env.tokens.admin, {});
    expect(keyless.status).toBe(400);
  });
});

describe('PUT /usuarios/{id}', () => {
  it('changes the name and role from the current version (+1), audited before and after; the role applies to open sessions', async () => {
    const { user, token } = await newCashier();
    expect((await api.get('/usuarios/roles', { token })).status).toBe(403);
    const res = await api.put<StaffUser>(`/usuarios/${user.id}`, { token: env.tokens.admin, json: { name: 'Nombre Nuevo', id_rol: 1, version: 1 } });
    expect(res.status, res.text).toBe(200);
    expect(v.parse(StaffUserSchema, res.body)).toEqual({ ...user, name: 'Nombre Nuevo', id_rol: 1, r_nombre: 'Administrador', version: 2 });
    // Permissions follow the account's role on every request: the open session now manages accounts.
    expect((await api.get('/usuarios/roles', { token })).status).toBe(200);
    const audit = await auditOf(user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({ name: 'Persona Nueva', id_rol: 2, version: 1 });
    expect(JSON.parse(audit[1]?.after ?? '{}')).toMatchObject({ name: 'Nombre Nuevo', id_rol: 1, version: 2 });
  });

  it('answers 409 staleVersion to an edit from an old version, and changes nothing', async () => {
    const { user } = await newCashier();
    expect((await api.post(`/usuarios/${user.id}/deshabilitar`, { token: env.tokens.admin })).status).toBe(200);
    const res = await api.put(`/usuarios/${user.id}`, { token: env.tokens.admin, json: { name: 'Tarde', id_rol: 2, version: 1 } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'staleVersion' });
    const [row] = await env.server.db.query<{ name: string; version: number }>('SELECT name, version FROM users WHERE id = $1', [user.id]);
    expect(row).toEqual({ name: 'Persona Nueva', version: 2 });
  });

  it('refuses the last enabled manager a change of their own role (403 ownRole); another manager may change it', async () => {
    const manage = await env.server.db.query<{ id: number }>(
      "SELECT u.id FROM users u JOIN role_permissions p ON p.id_rol = u.id_rol AND p.code = 'staff.manage' WHERE u.enabled",
    );
    // Only the administrator manages accounts at this point of the file? Make it so.
    for (const { id } of manage) if (id !== DEMO.admin.id) await env.server.db.query('UPDATE users SET enabled = false WHERE id = $1', [id]);
    const [admin] = await env.server.db.query<{ version: number }>('SELECT version FROM users WHERE id = 1');
    // The last manager's own account: nobody changes their own role (403 ownRole, machines/grants.ts).
    const res = await api.put(`/usuarios/${DEMO.admin.id}`, { token: env.tokens.admin, json: { name: 'Ana Torres', id_rol: 2, version: admin?.version } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ownRole' });
    const other = await newCashier();
    await api.put(`/usuarios/${other.user.id}`, { token: env.tokens.admin, json: { name: 'Jefa Dos', id_rol: 1, version: 1 } });
    // With a second manager it is allowed (and undone here, so the file's administrator stays one).
    const demoted = await api.put<StaffUser>(`/usuarios/${DEMO.admin.id}`, { token: other.token, json: { name: 'Ana Torres', id_rol: 2, version: admin?.version } });
    expect(demoted.status, demoted.text).toBe(200);
    const restored = await api.put(`/usuarios/${DEMO.admin.id}`, { token: other.token, json: { name: 'Ana Torres', id_rol: 1, version: demoted.body.version } });
    expect(restored.status, restored.text).toBe(200);
  });

  it('answers 404 to an unknown account and 400 to a body without version', async () => {
    expect((await api.put('/usuarios/9999', { token: env.tokens.admin, json: { name: 'X', id_rol: 2, version: 1 } })).status).toBe(404);
    expect((await api.put('/usuarios/2', { token: env.tokens.admin, json: { name: 'X', id_rol: 2 } })).status).toBe(400);
  });
});

describe('POST /usuarios/{id}/deshabilitar and /habilitar', () => {
  it("ends the disabled user's open sessions at once; their login then answers the specification's 403; enabling lets them in again", async () => {
    const { user, username, password, token } = await newCashier();
    expect((await api.get('/cargarMenus', { token })).status).not.toBe(401);
    const res = await api.post<StaffUser>(`/usuarios/${user.id}/deshabilitar`, { token: env.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, enabled: false, version: 2 });
    expect((await api.get('/cargarMenus', { token })).status).toBe(401);
    const revoked = await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
    expect(revoked[0]?.n).toBe(0);
    const refused = await login(env.server, username, password);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Usuario inhabilitado, contáctese con soporte', code: 'accountDisabled' });

    const enabled = await api.post<StaffUser>(`/usuarios/${user.id}/habilitar`, { token: env.tokens.admin });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, version: 3 });
    expect((await login(env.server, username, password)).status).toBe(200);
    // The old session stays ended: re-enabling does not bring a revoked token back.
    expect((await api.get('/cargarMenus', { token })).status).toBe(401);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['create', 'disable', 'enable']);
  });

  it('is idempotent: disabling a disabled account changes nothing (no version, no audit entry)', async () => {
    const { user } = await newCashier();
    await api.post(`/usuarios/${user.id}/deshabilitar`, { token: env.tokens.admin });
    const again = await api.post<StaffUser>(`/usuarios/${user.id}/deshabilitar`, { token: env.tokens.admin });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['create', 'disable']);
  });

  it('refuses to disable your own account: 422 selfDisable, the session goes on', async () => {
    const res = await api.post(`/usuarios/${DEMO.admin.id}/deshabilitar`, { token: env.tokens.admin });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'You cannot disable your own account', code: 'selfDisable' });
    expect((await api.get('/usuarios', { token: env.tokens.admin })).status).toBe(200);
  });

  it('refuses a token of a disabled account even if it was not revoked (disabled by other means)', async () => {
    const { user, token } = await newCashier();
    await env.server.db.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
    expect((await api.get('/cargarMenus', { token })).status).toBe(401);
  });

  it('answers 404 to an unknown account', async () => {
    expect((await api.post('/usuarios/9999/deshabilitar', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.post('/usuarios/9999/habilitar', { token: env.tokens.admin })).status).toBe(404);
  });
});

describe('POST /usuarios/{id}/clave', () => {
  it('generates a new password, answered once; the old one stops working and open sessions end', async () => {
    const { user, username, password, token } = await newCashier();
    const res = await api.post<StaffCreated>(`/usuarios/${user.id}/clave`, { token: env.tokens.admin, json: { password: { mode: 'generated' } } });
    expect(res.status, res.text).toBe(200);
    const answer = v.parse(StaffCreatedSchema, res.body);
    expect(answer.user).toMatchObject({ id: user.id, version: 2 });
    expect(answer.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect((await api.get('/cargarMenus', { token })).status).toBe(401);
    expect((await login(env.server, username, password)).status).toBe(401);
    expect((await login(env.server, username, answer.password ?? '')).status).toBe(200);
    const audit = await auditOf(user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'passwordReset']);
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${answer.password}|password_hash|scrypt`));
  });

  it('sets the password the administrator typed (answered null)', async () => {
    const { user, username } = await newCashier();
    const res = await api.post<StaffCreated>(`/usuarios/${user.id}/clave`, { token: env.tokens.admin, json: { password: { mode: 'set', password: 'la nueva de ana' } } });
    expect(res.status).toBe(200);
    expect(res.body.password).toBeNull();
    expect((await login(env.server, username, 'la nueva de ana')).status).toBe(200);
  });

  it('answers 400 to a short password and 404 to an unknown account', async () => {
    expect((await api.post('/usuarios/2/clave', { token: env.tokens.admin, json: { password: { mode: 'set', password: 'corta' } } })).status).toBe(400);
    expect((await api.post('/usuarios/9999/clave', { token: env.tokens.admin, json: { password: { mode: 'generated' } } })).status).toBe(404);
  });
});
