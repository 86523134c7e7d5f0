import type { LoginRequest, LoginResponse, MenuResponse, PhotoResponse } from '../../machines/contract.ts';
import type { MessageTemplate, SaveTemplateRequest } from '../../machines/messageTemplates/index.ts';
// The area's API slice lives with its area (issue #14); composing the slices belongs in src/app
// once the area registry lands there, until then this one import crosses the zone on purpose.
// eslint-disable-next-line import-x/no-restricted-paths
import { createStaffApi, type StaffApi } from '../features/staff/staff.api.ts';
import type { ApiClient } from './client.ts';
import { TIMEOUTS } from './timeouts.ts';
import { asLoginResponse, asMenuResponse, asMessageTemplate, asMessageTemplates, asPhotoResponse } from './shapes.ts';

/**
 * The calls of specification section 7 (plus the reference API's logout), and the business
 * screens' calls of the reference API ('Usuarios', 'Configuración de mensajes'), shape-checked.
 */
export interface SofiaApi extends StaffApi {
  login(body: LoginRequest, signal?: AbortSignal): Promise<LoginResponse>;
  loadMenu(roleId: number, signal?: AbortSignal): Promise<MenuResponse>;
  uploadPhoto(file: Blob, userId: number, signal?: AbortSignal): Promise<PhotoResponse>;
  /** Revokes the given token on the server (the session has already forgotten it). */
  logout(token: string): Promise<void>;
  /** GET /conf_mensajes (any signed-in role). */
  listTemplates(signal?: AbortSignal): Promise<MessageTemplate[]>;
  /** PUT /conf_mensajes/{id} (administrators only; 403 otherwise, 413 over the size limit). */
  saveTemplate(id: number, body: string, signal?: AbortSignal): Promise<MessageTemplate>;
}

export function createSofiaApi(client: ApiClient): SofiaApi {
  return {
    ...createStaffApi(client),
    async login(body, signal) {
      return asLoginResponse(await client.request('/login', { method: 'POST', body, signal }));
    },
    async loadMenu(roleId, signal) {
      return asMenuResponse(await client.request('/cargarMenus', { query: { id_rol: roleId }, signal }));
    },
    async uploadPhoto(file, userId, signal) {
      const form = new FormData();
      form.append('foto', file);
      form.append('id', String(userId));
      const body = await client.request('/fotoPerfil', { method: 'POST', body: form, signal, timeout: TIMEOUTS.upload });
      return asPhotoResponse(body);
    },
    async logout(token) {
      await client.request('/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    },
    async listTemplates(signal) {
      return asMessageTemplates(await client.request('/conf_mensajes', { signal }));
    },
    async saveTemplate(id, body, signal) {
      const request: SaveTemplateRequest = { body };
      return asMessageTemplate(await client.request(`/conf_mensajes/${encodeURIComponent(String(id))}`, { method: 'PUT', body: request, signal }));
    },
  };
}
