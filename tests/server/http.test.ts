// @vitest-environment node
/**
 * The server's HTTP kit (server/http/) on a small Hono app, without a database: JSON bodies
 * (415 → 413 → 400, the typed value), id parameters, the permission check and list pages. The
 * routes that use it are tested over real HTTP in the area and login tests.
 */
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import * as v from 'valibot';
import { jsonBody, holdsNul, jsonFaultOf, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../../server/http/jsonBody.ts';
import { idParam, parseId } from '../../server/http/ids.ts';
import { requirePermission } from '../../server/http/permissions.ts';
import { listPage, pageWindow } from '../../server/http/listPage.ts';
import { ACCENTED, UNACCENTED, escapeLike, everyWordIn, folded } from '../../server/db/textSearch.ts';
import { errorHandler } from '../../server/errors.ts';
import type { AppEnv } from '../../server/env.ts';
import type { SqlParam } from '../../server/db/adapter.ts';
import { captureLogger } from './helpers.ts';

const Greeting = v.object({ name: v.string(), times: v.optional(v.number()) });

function jsonApp() {
  return new Hono().post('/greet', jsonBody(Greeting, { maxBytes: 64, expected: 'Expected JSON {"name": string}' }), (c) =>
    c.json({ hello: c.var.input.name, times: c.var.input.times ?? 1 }),
  );
}

async function send(app: Hono, body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  const res = await app.request('/greet', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('jsonBody', () => {
  const app = jsonApp();

  it('puts the checked value on the context, unknown keys dropped', async () => {
    expect(await send(app, JSON.stringify({ name: 'Ana', extra: true }))).toEqual({ status: 200, body: { hello: 'Ana', times: 1 } });
    const charset = await send(app, '{"name":"Ana"}', { 'Content-Type': 'Application/JSON; charset=utf-8' });
    expect(charset.status).toBe(200);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])('answers 415 to the media type %j', async (type) => {
    const res = await send(app, '{"name":"Ana"}', type === '' ? {} : { 'Content-Type': type });
    expect(res).toEqual({ status: 415, body: { message: 'Content-Type must be application/json', code: 'unsupportedMediaType' } });
  });

  it('answers 413 past the byte limit before parsing, even when the body is not JSON', async () => {
    expect(await send(app, 'x'.repeat(65))).toEqual({ status: 413, body: { message: 'Payload too large', code: 'tooLarge' } });
    // A streamed body without Content-Length is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"name":"${'a'.repeat(40)}`));
        controller.enqueue(new TextEncoder().encode(`${'a'.repeat(40)}"}`));
        controller.close();
      },
    });
    const res = await app.request('/greet', { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers 400 with the expected shape to a body that is not JSON', async () => {
    for (const text of ['', '{"name":', 'name=Ana']) {
      expect(await send(app, text)).toEqual({ status: 400, body: { message: 'Expected JSON {"name": string}', code: 'invalidJson' } });
    }
  });

  it('answers 400 naming the field to a body of the wrong shape', async () => {
    const wrong = await send(app, '{"name": 7}');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Expected JSON \{"name": string\}: name: .*string/);
    expect(wrong.body).toMatchObject({ code: 'invalidBody', field: 'name' });
    const fields = { null: '', '[]': 'name', '"Ana"': '', '{}': 'name', '{"name":"Ana","times":"2"}': 'times' };
    for (const [text, field] of Object.entries(fields)) expect(await send(app, text), text).toEqual({ status: 400, body: { message: expect.any(String), code: 'invalidBody', field } });
  });

  it('answers 400 invalidJson to JSON nested deeper than any contract, without overflowing the stack', async () => {
    const roomy = new Hono().post('/greet', jsonBody(Greeting, { maxBytes: 4096, expected: 'Expected JSON {"name": string}' }), (c) => c.json({ hello: c.var.input.name }));
    expect((await send(roomy, `{"name":"Ana","x":${'['.repeat(30)}${']'.repeat(30)}}`)).status).toBe(200);
    const deep = `{"name":"Ana","x":${'['.repeat(40)}${']'.repeat(40)}}`;
    expect(await send(roomy, deep)).toEqual({ status: 400, body: { message: TOO_DEEP_MESSAGE, code: 'invalidJson' } });
    expect(jsonFaultOf(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`))).toEqual({ kind: 'tooDeep' });
  });

  it('answers 400 to U+0000 anywhere in the body, keys included (PostgreSQL text cannot hold it)', async () => {
    expect(await send(app, JSON.stringify({ name: 'A\u0000na' }))).toEqual({ status: 400, body: { message: NUL_MESSAGE, code: 'invalidText', field: 'name' } });
    expect((await send(app, JSON.stringify({ name: 'Ana', ['k\u0000']: 1 }))).status).toBe(400);
    expect(holdsNul({ a: [1, { b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(holdsNul({ a: [1, { b: ['x', null] }] })).toBe(false);
  });
});

describe('idParam', () => {
  const app = new Hono().get('/things/:id', idParam('id'), (c) => c.json({ id: c.var.ids.id }));

  it('gives the route the id as a number', async () => {
    const res = await app.request('/things/0042');
    expect(await res.json()).toEqual({ id: 42 });
    expect((await app.request('/things/999999999')).status).toBe(200);
  });

  it.each(['abc', '-1', '1e3', '1.5', '1234567890', '%31', ' 1'])('answers 404 to %j, as to an unknown id', async (raw) => {
    const res = await app.request(`/things/${encodeURIComponent(raw)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it('reads ids elsewhere (forms, query strings) by the same rule', () => {
    expect([parseId('7'), parseId('007'), parseId(undefined), parseId(''), parseId('1234567890'), parseId('٣')]).toEqual([7, 7, null, null, null, null]);
  });
});

describe('requirePermission', () => {
  /** A route behind `staff.view`, for a role holding `codes`; counts the database reads. */
  function appFor(codes: readonly string[] | undefined) {
    const reads = { n: 0 };
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(captureLogger([])));
    app.use(async (c, next) => {
      if (codes !== undefined) {
        let loaded: Promise<Set<string>> | undefined;
        c.set('permissions', {
          has: async (code) => {
            loaded ??= Promise.resolve((reads.n += 1)).then(() => new Set(codes));
            return (await loaded).has(code);
          },
        });
      }
      await next();
    });
    app.get('/list', requirePermission('staff.view'), requirePermission('template.view'), (c) => c.json({ ok: true }));
    return { app, reads };
  }

  it('lets a role holding every code through, reading its codes once per request', async () => {
    const { app, reads } = appFor(['staff.view', 'template.view']);
    expect((await app.request('/list')).status).toBe(200);
    expect(reads.n).toBe(1);
  });

  it('answers 403 {"message":"Forbidden"} when one code is missing', async () => {
    const res = await appFor(['template.view']).app.request('/list');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Forbidden', code: 'forbidden' });
    expect((await appFor([]).app.request('/list')).status).toBe(403);
  });

  it('fails closed (500) on a route that forgot requireSession', async () => {
    const res = await appFor(undefined).app.request('/list');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
  });
});

describe('list pages', () => {
  it.each([
    [{ page: 1, pageSize: 10 }, 27, { page: 1, limit: 10, offset: 0 }],
    [{ page: 3, pageSize: 10 }, 27, { page: 3, limit: 10, offset: 20 }],
    [{ page: 4, pageSize: 10 }, 27, { page: 3, limit: 10, offset: 20 }],
    [{ page: 99, pageSize: 10 }, 30, { page: 3, limit: 10, offset: 20 }],
    [{ page: 5, pageSize: 10 }, 0, { page: 1, limit: 10, offset: 0 }],
  ])('clamps %j of %i rows to %j', (query, total, window) => {
    expect(pageWindow(query, total)).toEqual(window);
  });

  it('answers the clamped page and reads no rows when nothing matches', async () => {
    const windows: unknown[] = [];
    const page = await listPage({ page: 9, pageSize: 2 }, { count: async () => 5, rows: async (w) => (windows.push(w), ['e']) });
    expect(page).toEqual({ items: ['e'], total: 5, page: 3, pageSize: 2 });
    expect(windows).toEqual([{ page: 3, limit: 2, offset: 4 }]);
    const empty = await listPage({ page: 2, pageSize: 2 }, { count: async () => 0, rows: async () => ['never'] });
    expect(empty).toEqual({ items: [], total: 0, page: 1, pageSize: 2 });
  });
});

describe('text search in SQL', () => {
  it('folds every accented letter to one plain letter (the two translate() lists line up)', () => {
    expect([...ACCENTED].length).toBe([...UNACCENTED].length);
    expect([...UNACCENTED].every((c) => /[a-z]/.test(c))).toBe(true);
    // Each accented letter folds to what normalizeText would give it.
    [...ACCENTED].forEach((c, i) => expect(c.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase()).toBe([...UNACCENTED][i]));
  });

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('asks for every word in some column, as parameters, never inlined', () => {
    const params: SqlParam[] = ['before'];
    const sql = everyWordIn("  lucía  o'neil%  ", ['u.name', 'r.r_nombre'], params);
    expect(params).toEqual(['before', 'lucía', "o'neil\\%"]);
    expect(sql).not.toContain('lucía');
    expect(sql).not.toContain("o'neil");
    expect(sql).toContain(`${folded('u.name')} LIKE '%' || ${folded('$2::text')} || '%' ESCAPE '\\'`);
    expect(sql).toContain(`${folded('r.r_nombre')} LIKE '%' || ${folded('$3::text')}`);
    expect(sql?.split(' AND ')).toHaveLength(2);
    expect(everyWordIn('   ', ['u.name'], params)).toBeNull();
  });
});
