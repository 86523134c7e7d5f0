/** The API messages of 'Configuración de mensajes', checked by the app and by server/ alike. */
import * as v from 'valibot';

/** The longest template body the API stores, in UTF-16 code units (JavaScript `string.length`). */
export const TEMPLATE_BODY_MAX = 10_000;

/** GET /conf_mensajes row, and the answer of PUT /conf_mensajes/{id}. */
export const MessageTemplateSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  /** Markdown, stored exactly as written; rendered only through the sanitized preview. */
  body: v.string(),
  /** ISO 8601 timestamp of the last save. */
  updated_at: v.string(),
});
export type MessageTemplate = v.InferOutput<typeof MessageTemplateSchema>;

/** GET /conf_mensajes */
export const MessageTemplateListSchema = v.array(MessageTemplateSchema);

/**
 * PUT /conf_mensajes/{id} JSON body. The length limit is not part of the shape: the server
 * answers 413 for a body over TEMPLATE_BODY_MAX, 400 for a body that is not this shape.
 */
export const SaveTemplateRequestSchema = v.object({ body: v.string() });
export type SaveTemplateRequest = v.InferOutput<typeof SaveTemplateRequestSchema>;
