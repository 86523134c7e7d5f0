// @vitest-environment node
/**
 * Every refusal carries a `code` (issue 30: 1,930 of 2,150 refusals an audit saw had none), and a
 * refused field of a body is named in `field`. Walks every route of the route table (read from the
 * app itself, so a new route is walked without being listed here) three ways: without a session,
 * signed in with a role that holds no permission, and as the administrator with bad input (a path
 * id that is no id, a body that is not JSON, of the wrong media type, or of the wrong shape, a
 * query of nonsense). Every 4xx answer must be JSON with a string `code`; none may be a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEFAULTS } from '../../server/config.ts';
import { GRANT_REFUSALS } from '../../machines/grants.ts';
import { SHARED_ERROR_CODES } from '../../machines/errorCodes.ts';
import { login, serverWithSignedInStaff } from './helpers.ts';
import { client, type CallOptions } from './client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

const API = '/public/api';

/** The route table: method and path of every API route (middleware's `ALL` entries left out). */
function routeTable(): { method: string; path: string }[] {
  const noop = () => {};
  const app = createApp({
    config: { ...DEFAULTS, distDir: null },
    db: {} as never,
    hasher: {} as never,
    dummyHash: '',
    throttle: {} as never,
    photos: {} as never,
    log: { info: noop, warn: noop, error: noop },
    clock: {} as never,
  });
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith(`${API}/`)) continue;
    seen.set(`${method} ${path}`, { method, path: path.slice(API.length) });
  }
  return [...seen.values()];
}

const ROUTES = routeTable();

interface Seen {
  request: string;
  status: number;
  body: unknown;
}

const answers: Seen[] = [];

async function call(label: string, method: string, path: string, options: CallOptions = {}) {
  const res = await api.call(method, path, options);
  answers.push({ request: `${label}: ${method} ${path}`, status: res.status, body: res.body });
  return res;
}

const withIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);
const writes = (method: string) => method === 'POST' || method === 'PUT';

/** A signed-in account whose role holds no permission at all. */
let powerless = '';

beforeAll(async () => {
  const role = await api.post<{ id_rol: number }>('/roles', {
    token: env.tokens.admin,
    headers: { 'Idempotency-Key': 'walk-role' },
    json: { r_nombre: 'Sin permisos', r_inicio: 'caja', menu_entries: ['caja'], permissions: [] },
  });
  expect(role.status, role.text).toBe(201);
  const account = await api.post<{ user: { id: number } }>('/usuarios', {
    token: env.tokens.admin,
    headers: { 'Idempotency-Key': 'walk-account' },
    json: { username: 'sinpermisos', name: 'Sin permisos', id_rol: role.body.id_rol, password: { mode: 'set', password: 'Sinpermisos#2026' } },
  });
  expect(account.status, account.text).toBe(201);
  await env.server.db.query('UPDATE users SET must_change_password = false WHERE id = $1', [account.body.user.id]);
  const session = await login(env.server, 'sinpermisos', 'Sinpermisos#2026');
  expect(session.status, session.text).toBe(200);
  powerless = session.body.accessToken;
});

describe('the route table', () => {
  it('is read from the app: every area is walked', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    expect(ROUTES).toContainEqual({ method: 'POST', path: '/usuarios/:id/clave' });
  });
});

describe('every refusal of every route carries a code', () => {
  it('without a session', async () => {
    for (const { method, path } of ROUTES) await call('no session', method, withIds(path, '1'));
  });

  it('signed in with a role that holds no permission', async () => {
    for (const { method, path } of ROUTES) {
      // Logging out would end the session the rest of the walk uses.
      if (path === '/logout') continue;
      await call('no permission', method, withIds(path, '1'), writes(method) ? { token: powerless, json: {}, headers: { 'Idempotency-Key': 'walk' } } : { token: powerless });
    }
  });

  it('as the administrator, with bad input', async () => {
    const token = env.tokens.admin;
    for (const { method, path } of ROUTES) {
      if (path === '/logout') continue;
      // A path id that is no id: nothing is acted on.
      if (path.includes(':')) await call('bad id', method, withIds(path, 'x'), { token });
      else if (writes(method)) {
        // Nothing here reaches a write: every body is refused.
        await call('not JSON', method, path, { token, body: '{"oops":', headers: { 'Idempotency-Key': 'walk-1' } });
        await call('text/plain', method, path, { token, body: '{}', contentType: 'text/plain', headers: { 'Idempotency-Key': 'walk-2' } });
        await call('wrong shape', method, path, { token, json: { unexpected: [1] }, headers: { 'Idempotency-Key': 'walk-3' } });
        await call('no key', method, path, { token, json: {} });
      } else {
        await call('nonsense query', method, path, { token, query: { page: 'abc', pageSize: '-1', sort: 'nope', from: '2026-13-45', to: 'x', id_rol: 'x', period: 'x' } });
      }
    }
    // An unknown path and an unknown method, and a body past its limit.
    await call('unknown path', 'GET', '/no-such-route', { token });
    await call('unknown method', 'DELETE', '/usuarios', { token });
    await call('too large', 'POST', '/roles', { token, body: `{"r_nombre":"${'x'.repeat(64 * 1024)}"}`, headers: { 'Idempotency-Key': 'walk-4' } });
    await call('no idempotency key', 'POST', '/roles', { token, json: { r_nombre: 'Sin clave', r_inicio: 'caja', menu_entries: ['caja'], permissions: [] } });
  });

  it('all of them: each 4xx is JSON with a string code (and a field for a refused body), none a 5xx', () => {
    const refusals = answers.filter((a) => a.status >= 400);
    expect(refusals.length).toBeGreaterThan(3 * ROUTES.length);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const uncoded = refusals.filter((a) => typeof (a.body as { code?: unknown } | undefined)?.code !== 'string');
    expect(uncoded).toEqual([]);
    const fieldless = refusals.filter((a) => {
      const body = a.body as { code: string; field?: unknown };
      return (body.code === 'invalidBody' || body.code === 'invalidText') && typeof body.field !== 'string';
    });
    expect(fieldless).toEqual([]);
  });

  it('the shared layer’s codes are the contract’s, which the app has a text for', () => {
    const known = new Set<string>([...SHARED_ERROR_CODES, ...GRANT_REFUSALS]);
    const shared = new Set(answers.filter((a) => a.status >= 400).map((a) => (a.body as { code: string }).code));
    for (const code of ['unauthorized', 'forbidden', 'notFound', 'invalidJson', 'invalidBody', 'unsupportedMediaType', 'tooLarge', 'idempotencyKeyRequired']) {
      expect(shared.has(code), code).toBe(true);
      expect(known.has(code), code).toBe(true);
    }
  });
});
