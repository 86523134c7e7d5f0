// @vitest-environment node
/** POST /public/api/login: contract, uniform failures, input limits, tokens, logging, concurrency. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { LoginResponseSchema, type ApiErrorBody, type LoginResponse } from '../../machines/contract.ts';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { createScryptHasher, type PasswordHasher } from '../../server/auth/passwords.ts';
import {
  createTestContext,
  DEMO,
  getJson,
  login,
  postJson,
  rawRequest,
  stableHeaders,
  START_TIMEOUT,
  startTestServer,
  type TestContext,
  type TestServer,
} from './helpers.ts';

let ctx: TestContext;
let server: TestServer;

const byCodeUnit = (codes: readonly string[]) => [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * What each demo role is granted (the seed's grants): the administrator every code; the cashier and
 * the collector the view codes of their menus, reading the message templates, and what they do at
 * their cash box (the collector holds the field's cash and delivers it), and their part of lending
 * (the collector applies and collects, the cashier disburses and collects, loans, rent, debts and fees alike: docs/roles.md). Sorted.
 */
const ROLE_PERMISSIONS = {
  admin: byCodeUnit(PERMISSIONS),
  cajero: byCodeUnit([
    'template.view', 'cash.view', 'movement.view', 'delivery.view', 'deliveryMovement.view',
    'loan.view', 'loanPayment.view', 'rental.view', 'rentPayment.view',
    'debt.view', 'debtPayment.view', 'fee.view', 'feePayment.view',
    'customer.view', 'customer.create', 'customer.edit',
    'cash.open', 'cash.close', 'cash.record', 'delivery.receive',
    'loan.viewAll', 'loan.disburse', 'loanPayment.create',
    'rental.viewAll', 'rental.create', 'rentPayment.create', 'debt.viewAll', 'debtPayment.create', 'fee.viewAll', 'fee.create', 'feePayment.create',
  ]),
  cobrador: byCodeUnit([
    'template.view', 'loan.view', 'loanPayment.view', 'rental.view', 'rentPayment.view',
    'debt.view', 'debtPayment.view', 'fee.view', 'feePayment.view', 'customer.view',
    'cash.view', 'delivery.view', 'cash.open', 'cash.close', 'cash.record', 'delivery.create',
    'loan.create', 'loanPayment.create', 'rentPayment.create', 'debtPayment.create', 'feePayment.create',
  ]),
} as const;
let verifyCalls = 0;

/** The production hasher, counting verifications so tests can see how many KDF runs a request cost. */
const real = createScryptHasher();
const countingHasher: PasswordHasher = {
  hash: (password) => real.hash(password),
  verify: (password, stored) => {
    verifyCalls += 1;
    return real.verify(password, stored);
  },
  needsRehash: (stored) => real.needsRehash(stored),
};

async function kdfRunsDuring(action: () => Promise<unknown>): Promise<number> {
  const before = verifyCalls;
  await action();
  return verifyCalls - before;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // Generous throttle limits and hash queue: throttling and the hash bound have their own test files.
  server = await startTestServer(ctx, {
    hasher: countingHasher,
    loginMaxFailures: 1000,
    loginMaxFailuresPerAddress: 10_000,
    loginMaxFailuresPerAccount: 10_000,
    loginHashQueue: 100,
    loginConcurrentPerAddress: 100,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('successful login', () => {
  it.each(['admin', 'cajero', 'cobrador'] as const)('gives %s a token, the user (the person\'s name) and the role with its permission codes', async (who) => {
    const res = await login(server, DEMO[who].user, DEMO[who].password);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const roles = { 1: ['usuarios', 'Administrador'], 2: ['caja', 'Cajero'], 3: ['prestamos', 'Cobrador'] } as const;
    const [r_inicio, r_nombre] = roles[DEMO[who].id_rol];
    expect(v.parse(LoginResponseSchema, res.body)).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { id: DEMO[who].id, name: DEMO[who].name, perfil: null, id_rol: DEMO[who].id_rol },
      rol: { r_inicio, r_nombre, r_permisos: ROLE_PERMISSIONS[who] },
    } satisfies LoginResponse);
  });

  it('issues a different token on every login and stores only its SHA-256', async () => {
    const a = await login(server, 'admin', DEMO.admin.password);
    const b = await login(server, 'admin', DEMO.admin.password);
    expect(a.body.accessToken).not.toBe(b.body.accessToken);
    const sha = createHash('sha256').update(a.body.accessToken).digest('hex');
    expect(await server.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [sha])).toHaveLength(1);
    expect(await server.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [a.body.accessToken])).toHaveLength(0);
    // Both tokens work side by side.
    for (const t of [a.body.accessToken, b.body.accessToken]) {
      expect((await getJson(server.api('/cargarMenus?id_rol=1'), t)).status).toBe(200);
    }
  });

  it('upgrades a hash made with weaker parameters on the next successful login', async () => {
    const weak = await createScryptHasher({ log2N: 10, r: 8, p: 1 }).hash(DEMO.cobrador.password);
    await server.db.query('UPDATE users SET password_hash = $2 WHERE username = $1', ['cobrador', weak]);
    expect((await login(server, 'cobrador', DEMO.cobrador.password)).status).toBe(200);
    const [row] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', ['cobrador']);
    expect(row?.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await login(server, 'cobrador', DEMO.cobrador.password)).status).toBe(200);
  });

  it('logs successes and failures without the password', async () => {
    const secret = 'Z3bra-Secret-Guess!';
    await login(server, 'admin', secret);
    await login(server, 'nobody-here', secret);
    await login(server, 'admin', DEMO.admin.password);
    const logs = server.logs.join('\n');
    expect(logs).toContain('"event":"login.failure"');
    expect(logs).toContain('"event":"login.success"');
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(DEMO.admin.password);
  });
});

describe('failed login', () => {
  it('answers a wrong password with 401 and the generic message', async () => {
    const res = await login(server, 'admin', 'wrong');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Usuario o contraseña incorrectos', code: 'invalidCredentials' } satisfies ApiErrorBody);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown user, wrong password and disabled-with-wrong-password byte-identically (except Date)', async () => {
    const answers = await Promise.all([
      login(server, 'no-such-user', 'whatever'),
      login(server, 'cajero', 'whatever'),
      login(server, 'inactivo', 'whatever'),
    ]);
    const [first, ...rest] = answers.map((a) => ({ status: a.status, text: a.text, headers: stableHeaders(a.headers) }));
    expect(first?.status).toBe(401);
    for (const other of rest) expect(other).toEqual(first);
    // Even the length, which stableHeaders leaves out.
    expect(new Set(answers.map((a) => a.headers.get('content-length'))).size).toBe(1);
  });

  it('runs exactly one KDF for an unknown user, as for a known one', async () => {
    expect(await kdfRunsDuring(() => login(server, 'ghost-user', 'pw'))).toBe(1);
    expect(await kdfRunsDuring(() => login(server, 'admin', 'pw'))).toBe(1);
  });

  it('says 403 to a disabled user only after the password was verified', async () => {
    const res = await login(server, 'inactivo', DEMO.inactivo.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Usuario inhabilitado, contáctese con soporte', code: 'accountDisabled' });
    expect((await login(server, 'inactivo', 'not-it')).status).toBe(401);
  });

  it.each([["' OR 1=1--", 'x'], ["admin'--", 'x'], ['admin', "' OR '1'='1"], ['admin"; DROP TABLE users; --', 'x']])(
    'treats SQL-looking input as data: %s → 401',
    async (user, password) => {
      expect((await login(server, user, password)).status).toBe(401);
    },
  );

  it('accepts empty strings as they are (no client-side checks) and answers 401', async () => {
    expect((await login(server, '', '')).status).toBe(401);
    expect((await login(server, 'admin', '')).status).toBe(401);
  });

  it('still has the users table after the injection attempts', async () => {
    expect((await login(server, 'admin', DEMO.admin.password)).status).toBe(200);
  });
});

describe('malformed and oversized requests (answered without running the KDF)', () => {
  it.each([
    ['an empty body', '', {}],
    ['malformed JSON', '{"user": "admin",', {}],
    ['JSON nested 1,000 levels deep', `{"user": "a", "password": "b", "x": ${'['.repeat(1000)}${']'.repeat(1000)}}`, {}],
    ['a JSON array (valibot reads it as an object without keys)', '["admin", "Admin#2026"]', { field: 'user' }],
    ['JSON null', 'null', { field: '' }],
    ['a number as user', '{"user": 1, "password": "x"}', { field: 'user' }],
    ['an object as password', '{"user": "admin", "password": {"$ne": ""}}', { field: 'password' }],
    ['a missing password', '{"user": "admin"}', { field: 'password' }],
    ['a missing user', '{"password": "Admin#2026"}', { field: 'user' }],
    ['a 129-character user name', JSON.stringify({ user: 'a'.repeat(129), password: 'x' }), { field: 'user' }],
    ['a 1025-character password', JSON.stringify({ user: 'admin', password: 'x'.repeat(1025) }), { field: 'password' }],
  ])('answers %s with 400, its code and the refused field', async (_label, body, field: { field?: string }) => {
    let res: Awaited<ReturnType<typeof postJson>> | undefined;
    expect(await kdfRunsDuring(async () => (res = await postJson(server.api('/login'), body)))).toBe(0);
    expect(res?.status).toBe(400);
    expect(res?.body).toEqual({ message: expect.any(String), code: field.field === undefined ? 'invalidJson' : 'invalidBody', ...field });
  });

  it('accepts a 1024-character password and a 128-character user name (limits are inclusive)', async () => {
    const res = await login(server, 'u'.repeat(128), 'p'.repeat(1024));
    expect(res.status).toBe(401);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('rejects %s with 415', async (_label, type) => {
    const res = await fetch(server.api('/login'), {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ user: 'admin', password: DEMO.admin.password }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'unsupportedMediaType' });
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await postJson(server.api('/login'), { user: 'admin', password: DEMO.admin.password }, {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
  });

  it('rejects a 1 MB user name fast with 413, before any KDF', async () => {
    const started = Date.now();
    let res: Awaited<ReturnType<typeof postJson>> | undefined;
    const runs = await kdfRunsDuring(async () => (res = await postJson(server.api('/login'), { user: 'a'.repeat(1024 * 1024), password: 'x' })));
    expect(runs).toBe(0);
    expect(res?.status).toBe(413);
    expect(res?.body).toEqual({ message: expect.any(String), code: 'tooLarge' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('counts a chunked body without Content-Length against the limit too', async () => {
    const chunk = Buffer.from(`{"user":"${'a'.repeat(4000)}`);
    const res = await rawRequest(server, '/public/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: [chunk, chunk, chunk, Buffer.from('","password":"x"}')],
    });
    expect(res.status).toBe(413);
  });
});

describe('under load', () => {
  it('answers 50 concurrent logins correctly (good and bad credentials over several users)', async () => {
    const who = ['admin', 'cajero', 'cobrador', 'inactivo', 'ghost'] as const;
    const attempts = Array.from({ length: 50 }, (_, i) => {
      const name = who[i % who.length] ?? 'ghost';
      const good = i % 2 === 0;
      const password = name !== 'ghost' && good ? DEMO[name].password : `wrong-${i}`;
      const expected = name === 'ghost' || !good ? 401 : name === 'inactivo' ? 403 : 200;
      return { user: name === 'ghost' ? `ghost-${i}` : name, password, expected, id: name === 'ghost' ? null : DEMO[name].id };
    });
    const results = await Promise.all(attempts.map((a) => login(server, a.user, a.password)));
    results.forEach((res, i) => {
      const attempt = attempts[i];
      expect(res.status, `attempt ${i} (${attempt?.user})`).toBe(attempt?.expected);
      if (res.status === 200) expect(res.body.user.id).toBe(attempt?.id);
    });
    const tokens = results.filter((r) => r.status === 200).map((r) => r.body.accessToken);
    expect(new Set(tokens).size).toBe(tokens.length);
  }, 120_000);
});
