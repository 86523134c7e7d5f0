// @vitest-environment node
/** GET /conf_mensajes and PUT /conf_mensajes/{id}: the message templates. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MessageTemplateListSchema, MessageTemplateSchema, type MessageTemplate } from '../../machines/messageTemplates/messageTemplates.schema.ts';
import { MESSAGE_TEMPLATES, seedTemplatesIfEmpty } from '../../server/messageTemplates/seed.ts';
import { DEMO, type JsonAnswer, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

/** PUT a JSON value, or a raw text when `payload` is a string. */
function put<T = MessageTemplate>(
  id: number | string,
  payload: unknown,
  token: string | null = env.tokens.admin,
  contentType = 'application/json',
): Promise<JsonAnswer<T>> {
  return api.put<T>(`/conf_mensajes/${id}`, {
    token,
    contentType,
    ...(typeof payload === 'string' ? { body: payload } : { json: payload }),
  });
}

const list = async (token = env.tokens.admin) => v.parse(MessageTemplateListSchema, (await api.get('/conf_mensajes', { token })).body);

/** Runs `body` with `code` granted to (or revoked from) a role, then puts the grant back as it was. */
async function withGrant(idRol: number, code: string, granted: boolean, body: () => Promise<void>): Promise<void> {
  const { db } = env.server;
  const grant = () => db.query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
  const revoke = () => db.query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
  const had = (await db.query('SELECT 1 FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code])).length > 0;
  await (granted ? grant() : revoke());
  try {
    await body();
  } finally {
    await (had ? grant() : revoke());
  }
}

describe('GET /conf_mensajes', () => {
  it('lists the three seeded Spanish templates in id order, with Markdown bodies and placeholders', async () => {
    const res = await api.get<MessageTemplate[]>('/conf_mensajes', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    v.parse(MessageTemplateListSchema, res.body);
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

  it.each(['cajero', 'cobrador'] as const)('lets the %s role read them too (template.view)', async (who) => {
    const res = await api.get<MessageTemplate[]>('/conf_mensajes', { token: env.tokens[who] });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
  });

  it('answers 403 with JSON to a role without template.view', async () => {
    await withGrant(DEMO.cobrador.id_rol, 'template.view', false, async () => {
      const res = await api.get('/conf_mensajes', { token: env.tokens.cobrador });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
    });
    expect((await api.get('/conf_mensajes', { token: env.tokens.cobrador })).status).toBe(200);
  });

  it('answers 401 with JSON without a token', async () => {
    const res = await api.get('/conf_mensajes');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });
});

describe('PUT /conf_mensajes/{id}', () => {
  it('stores the administrator\'s body and answers the updated row', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    const body = '## Hola {{cliente}}\n\nSu cuota de **{{monto}}** vence el {{vencimiento}}. ✅ ñ';
    const res = await put(first.id, { body });
    expect(res.status).toBe(200);
    expect(v.parse(MessageTemplateSchema, res.body)).toEqual({ id: first.id, name: first.name, body, updated_at: expect.any(String) });
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
    expect(unknown.body).toEqual({ message: 'Not found', code: 'notFound' });
    expect((await put(`abc`, { body: 'x' })).status).toBe(404);
    expect((await put(`-1`, { body: 'x' })).status).toBe(404);
  });

  it.each(['cajero', 'cobrador'] as const)('answers 403 with JSON to the %s role (no template.edit) and changes nothing', async (who) => {
    const before = await list();
    const target = before[0];
    if (!target) throw new Error('no template');
    const res = await put<{ message: string }>(target.id, { body: 'intruso' }, env.tokens[who]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
    expect(await list()).toEqual(before);
  });

  it('lets the permission decide, not the role: granting template.edit to the cashier opens the save', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    await withGrant(DEMO.cajero.id_rol, 'template.edit', true, async () => {
      const res = await put(first.id, { body: 'de caja' }, env.tokens.cajero);
      expect(res.status).toBe(200);
      expect(res.body.body).toBe('de caja');
    });
    expect((await put(first.id, { body: 'otra vez' }, env.tokens.cajero)).status).toBe(403);
    await withGrant(DEMO.admin.id_rol, 'template.edit', false, async () => {
      expect((await put(first.id, { body: 'sin permiso' })).status).toBe(403);
    });
    expect((await list()).find((t) => t.id === first.id)?.body).toBe('de caja');
  });

  it('answers 401 with JSON without a token', async () => {
    const res = await put<{ message: string }>(1, { body: 'x' }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('answers 400 with JSON when body is missing or not a string, 415 for non-JSON', async () => {
    const [first] = await list();
    if (!first) throw new Error('no template');
    for (const payload of [{}, { body: 42 }, { body: null }, ['x'], 'not json']) {
      const res = await put<{ message: string }>(first.id, payload, env.tokens.admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Expected JSON \{"body": string\}/);
    }
    // The schema's complaint says where: the field and what it should be.
    expect((await put<{ message: string }>(first.id, { body: 42 })).body.message).toMatch(/body: .*string/i);
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
