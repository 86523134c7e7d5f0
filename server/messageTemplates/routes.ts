/**
 * Message templates ('Configuración de mensajes').
 * - GET /conf_mensajes: every template, with `template.view` (staff read them to send messages).
 * - PUT /conf_mensajes/{id} JSON {body} (`SaveTemplateRequestSchema`): with `template.edit`. The
 *   Markdown is stored exactly as given, never "cleaned" on the way in: the client renders it only
 *   through a sanitizing renderer (security.md E1, E3), and silently altered text would surprise
 *   the editor.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { SaveTemplateRequestSchema, TEMPLATE_BODY_MAX, type MessageTemplate } from '../../machines/messageTemplates/messageTemplates.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';

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

const TOO_LARGE = `Template body longer than ${TEMPLATE_BODY_MAX} characters`;
const tooLarge = (c: Context) => jsonError(c, 413, TOO_LARGE);

export function templateRoutes(deps: AppDeps) {
  const { db, log } = deps;
  return new Hono<AppEnv>()
    .get('/conf_mensajes', requireSession(db), requirePermission('template.view'), async (c) => {
      const rows = await db.query<TemplateRow>(`SELECT ${SELECT_COLUMNS} FROM message_templates ORDER BY id`);
      return c.json(rows.map(toTemplate), 200);
    })
    .put(
      '/conf_mensajes/:id',
      requireSession(db),
      requirePermission('template.edit'),
      idParam('id'),
      jsonBody(SaveTemplateRequestSchema, { maxBytes: MAX_BODY_BYTES, expected: 'Expected JSON {"body": string}', tooLarge: TOO_LARGE }),
      async (c) => {
        const { body } = c.var.input;
        if (body.length > TEMPLATE_BODY_MAX) return tooLarge(c);
        const rows = await db.query<TemplateRow>(
          `UPDATE message_templates SET body = $2, updated_at = now() WHERE id = $1 RETURNING ${SELECT_COLUMNS}`,
          [c.var.ids.id, body],
        );
        const row = rows[0];
        if (!row) return notFound(c);
        log.info('template.updated', { id: row.id, userId: c.var.session.userId, chars: body.length });
        return c.json(toTemplate(row), 200);
      },
    );
}
