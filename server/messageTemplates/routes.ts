/**
 * Message templates ('Configuración de mensajes').
 * - GET /conf_mensajes: every template, for any signed-in role (staff read them to send messages).
 * - PUT /conf_mensajes/{id} JSON {body}: administrators only. The Markdown is stored exactly as
 *   given, never "cleaned" on the way in: the client renders it only through a sanitizing
 *   renderer (security.md E1, E3), and silently altered text would surprise the editor.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TEMPLATE_BODY_MAX, type MessageTemplate } from '../../machines/messageTemplates/messageTemplates.types.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { ADMIN_ROLE_ID } from '../staff/routes.ts';

const ID = /^[0-9]{1,9}$/;
/**
 * Bytes a JSON body may take before it is even parsed: the worst case is every character written
 * as a 6-byte `\uXXXX` escape, plus room for the braces and the key. Past it, 413 at once.
 */
const MAX_BODY_BYTES = TEMPLATE_BODY_MAX * 6 + 1024;

const SELECT_COLUMNS = 'id, name, body, updated_at';

interface TemplateRow {
  id: number;
  name: string;
  body: string;
  updated_at: Date | string;
}

function toTemplate(row: TemplateRow): MessageTemplate {
  const updated = row.updated_at instanceof Date ? row.updated_at.toISOString() : new Date(row.updated_at).toISOString();
  return { id: row.id, name: row.name, body: row.body, updated_at: updated };
}

const tooLarge = (c: Context) => jsonError(c, 413, `Template body longer than ${TEMPLATE_BODY_MAX} characters`);

export function templateRoutes(deps: AppDeps) {
  const { db, log } = deps;
  return new Hono<AppEnv>()
    .get('/conf_mensajes', requireSession(db), async (c) => {
      const rows = await db.query<TemplateRow>(`SELECT ${SELECT_COLUMNS} FROM message_templates ORDER BY id`);
      return c.json(rows.map(toTemplate), 200);
    })
    .put(
      '/conf_mensajes/:id',
      requireSession(db),
      async (c, next) => {
        if (c.var.session.idRol !== ADMIN_ROLE_ID) return jsonError(c, 403, 'Forbidden');
        await next();
      },
      async (c, next) => {
        const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/json') return jsonError(c, 415, 'Content-Type must be application/json');
        await next();
      },
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
      async (c) => {
        const raw = c.req.param('id');
        if (!ID.test(raw)) return notFound(c);
        let parsed: unknown;
        try {
          parsed = JSON.parse(await c.req.text());
        } catch {
          return jsonError(c, 400, 'Expected JSON {"body": string}');
        }
        const body = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).body : undefined;
        if (typeof body !== 'string') return jsonError(c, 400, 'Expected JSON {"body": string}');
        if (body.length > TEMPLATE_BODY_MAX) return tooLarge(c);
        // PostgreSQL text cannot hold U+0000 (it would be a 500): bad input.
        if (body.includes('\0')) return jsonError(c, 400, 'Template body may not contain NUL characters');

        const rows = await db.query<TemplateRow>(
          `UPDATE message_templates SET body = $2, updated_at = now() WHERE id = $1 RETURNING ${SELECT_COLUMNS}`,
          [Number(raw), body],
        );
        const row = rows[0];
        if (!row) return notFound(c);
        log.info('template.updated', { id: row.id, userId: c.var.session.userId, chars: body.length });
        return c.json(toTemplate(row), 200);
      },
    );
}
