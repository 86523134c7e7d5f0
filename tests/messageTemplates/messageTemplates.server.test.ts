// @vitest-environment node
/** GET /conf_mensajes and PUT /conf_mensajes/{id}: the message templates. */
import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../machines/messageTemplates/messageTemplates.types.ts';
import { MESSAGE_TEMPLATES, seedTemplatesIfEmpty } from '../../server/messageTemplates/seed.ts';
import {
  getJson,
  type JsonAnswer,
  serverWithSignedInStaff,
} from '../server/helpers.ts';

const env = serverWithSignedInStaff();

async function put<T = MessageTemplate>(
  id: number | string,
  payload: unknown,
  token: string | null = env.tokens.admin,
  contentType = 'application/json',
): Promise<JsonAnswer<T>> {
  const res = await fetch(env.server.api(`/conf_mensajes/${id}`), {
    method: 'PUT',
    headers: { 'Content-Type': contentType, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

const list = async (token = env.tokens.admin) => (await getJson<MessageTemplate[]>(env.server.api('/conf_mensajes'), token)).body;

describe('GET /conf_mensajes', () => {
  it('lists the three seeded Spanish templates in id order, with Markdown bodies and placeholders', async () => {
    const res = await getJson<MessageTemplate[]>(env.server.api('/conf_mensajes'), env.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.name)).toEqual(['Recordatorio de pago', 'Aviso de mora', 'Renovación de alquiler']);
    expect(res.body.map((t) => t.id)).toEqual([...res.body.map((t) => t.id)].sort((a, b) => a - b));
    for (const template of res.body) {
      expect(Object.keys(template).sort()).toEqual(['body', 'id', 'name', 'updated_at']);
      expect(template.body).toMatch(/^## /);
      expect(template.body).toContain('{{cliente}}');
      expect(template.body).toContain('{{monto}}');
      expect(template.body).toContain('{{vencimiento}}');
      expect(new Date(template.updated_at).toISOString()).toBe(template.updated_at);
    }
  });

  it.each(['cajero', 'cobrador'] as const)('lets the %s role read them too', async (who) => {
    const res = await getJson<MessageTemplate[]>(env.server.api('/conf_mensajes'), env.tokens[who]);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
  });

  it('answers 401 with JSON without a token', async () => {
    const res = await getJson(env.server.api('/conf_mensajes'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /conf_mensajes/{id}', () => {
  it('stores the administrator\'s body and answers the updated row', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    const body = '## Hola {{cliente}}\n\nSu cuota de **{{monto}}** vence el {{vencimiento}}. ✅ ñ';
    const res = await put(first.id, { body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: first.id, name: first.name, body, updated_at: expect.any(String) });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
    expect((await list()).find((t) => t.id === first.id)).toEqual(res.body);
  }, 30_000);

  it('stores script tags and javascript: links verbatim (no silent sanitising) and reads them back unchanged', async () => {
    const [, second] = await list();
    if (!second) throw new Error('no template');
    const body = '<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n<img src=x onerror=alert(1)>';
    const saved = await put(second.id, { body });
    expect(saved.status).toBe(200);
    expect(saved.body.body).toBe(body);
    expect((await list(env.tokens.cobrador)).find((t) => t.id === second.id)?.body).toBe(body);
    // The API answers JSON only: the text never reaches a browser as HTML from here.
    expect(saved.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('accepts a body of exactly 10 000 characters and an empty body', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    expect((await put(first.id, { body: 'a'.repeat(10_000) })).status).toBe(200);
    expect((await put(first.id, { body: 'ñ'.repeat(10_000) })).status).toBe(200);
    expect((await put(first.id, { body: '' })).status).toBe(200);
  });

  it('answers 413 with JSON for a body over 10 000 characters and keeps the stored one', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    await put(first.id, { body: 'antes' });
    const res = await put<{ message: string }>(first.id, { body: 'a'.repeat(10_001) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/10000/);
    // Far past the byte limit: refused before parsing, still JSON.
    const huge = await put<{ message: string }>(first.id, { body: 'a'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.message).toBe('string');
    expect((await list()).find((t) => t.id === first.id)?.body).toBe('antes');
  });

  it('answers 404 with JSON for an unknown or malformed id', async () => {
    const unknown = await put<{ message: string }>(999_999, { body: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found' });
    expect((await put(`abc`, { body: 'x' })).status).toBe(404);
    expect((await put(`-1`, { body: 'x' })).status).toBe(404);
  });

  it.each(['cajero', 'cobrador'] as const)('answers 403 with JSON to the %s role and changes nothing', async (who) => {
    const before = await list();
    const target = before[0];
    if (!target) throw new Error('no template');
    const res = await put<{ message: string }>(target.id, { body: 'intruso' }, env.tokens[who]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Forbidden' });
    expect(await list()).toEqual(before);
  });

  it('answers 401 with JSON without a token', async () => {
    const res = await put<{ message: string }>(1, { body: 'x' }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 400 with JSON when body is missing or not a string, 415 for non-JSON', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    for (const payload of [{}, { body: 42 }, { body: null }, ['x'], 'not json']) {
      const res = await put<{ message: string }>(first.id, payload, env.tokens.admin);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const form = await put<{ message: string }>(first.id, 'body=x', env.tokens.admin, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(typeof form.body.message).toBe('string');
  });
});

describe('seeding the templates', () => {
  it('fills an empty table (a database from before migration 002) and leaves a filled one alone', async () => {
    expect(await seedTemplatesIfEmpty(env.server.db)).toBe(false);
    await env.server.db.query('DELETE FROM message_templates');
    expect(await seedTemplatesIfEmpty(env.server.db)).toBe(true);
    const rows = await list();
    expect(rows.map(({ name, body }) => ({ name, body }))).toEqual(MESSAGE_TEMPLATES.map(({ name, body }) => ({ name, body })));
    expect(await seedTemplatesIfEmpty(env.server.db)).toBe(false);
    expect(await list()).toHaveLength(3);
  });
});
