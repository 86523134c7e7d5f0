import {
  MessageTemplateListSchema,
  MessageTemplateSchema,
  type MessageTemplate,
  type SaveTemplateRequest,
} from '../../../machines/messageTemplates/messageTemplates.schema.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiCall } from '../../api/fromApi.ts';

/** The calls of 'Configuración de mensajes', `(input, signal)`, answers checked against the contract. */
export interface MessageTemplatesApi {
  /** GET /conf_mensajes (any signed-in role). */
  listTemplates: ApiCall<void, MessageTemplate[]>;
  /** PUT /conf_mensajes/{id} (administrators only; 403 otherwise, 413 over the size limit). */
  saveTemplate: ApiCall<{ id: number; body: string }, MessageTemplate>;
}

export function createMessageTemplatesApi(client: ApiClient): MessageTemplatesApi {
  return {
    async listTemplates(_, signal) {
      return parseAnswer(MessageTemplateListSchema, await client.request('/conf_mensajes', { signal }));
    },
    async saveTemplate({ id, body }, signal) {
      const request: SaveTemplateRequest = { body };
      const answer = await client.request(`/conf_mensajes/${encodeURIComponent(String(id))}`, { method: 'PUT', body: request, signal });
      return parseAnswer(MessageTemplateSchema, answer);
    },
  };
}
