import type { LoginRequest, LoginResponse, MenuResponse, PhotoResponse } from '../../machines/contract.ts';
import type { MessageTemplate, SaveTemplateRequest } from '../../machines/messageTemplates/index.ts';
import type { StaffUser } from '../../machines/usersList/index.ts';
import type { ApiClient } from './client.ts';
import { TIMEOUTS } from './timeouts.ts';
import { asLoginResponse, asMenuResponse, asMessageTemplate, asMessageTemplates, asPhotoResponse, asStaffUsers } from './shapes.ts';

/** The calls of specification section 7 (plus the reference API's logout), shape-checked. */
export interface SofiaApi {
  login(body: LoginRequest, signal?: AbortSignal): Promise<LoginResponse>;
  loadMenu(roleId: number, signal?: AbortSignal): Promise<MenuResponse>;
  uploadPhoto(file: Blob, userId: number, signal?: AbortSignal): Promise<PhotoResponse>;
  /** Revokes the given token on the server (the session has already forgotten it). */
  logout(token: string): Promise<void>;
}

/**
 * The business screens' calls (reference API): 'Usuarios' and 'Configuración de mensajes'.
 * They travel on the same object as SofiaApi (see createSofiaApi); `businessApiOf` reads them.
 */
export interface BusinessApi {
  /** GET /usuarios (administrators only; 403 otherwise). */
  listUsers(signal?: AbortSignal): Promise<StaffUser[]>;
  /** GET /conf_mensajes (any signed-in role). */
  listTemplates(signal?: AbortSignal): Promise<MessageTemplate[]>;
  /** PUT /conf_mensajes/{id} (administrators only; 403 otherwise, 413 over the size limit). */
  saveTemplate(id: number, body: string, signal?: AbortSignal): Promise<MessageTemplate>;
}

const BUSINESS_METHODS = ['listUsers', 'listTemplates', 'saveTemplate'] as const satisfies readonly (keyof BusinessApi)[];

/**
 * The business calls of an app's API. The browser's API (createSofiaApi) always has them; an API
 * built without them (an older fake) fails the screen's load like an unreachable server would,
 * instead of crashing the page.
 */
export function businessApiOf(api: SofiaApi): BusinessApi {
  const candidate = api as SofiaApi & Partial<BusinessApi>;
  if (BUSINESS_METHODS.every((name) => typeof candidate[name] === 'function')) return candidate as BusinessApi;
  const missing = () => Promise.reject(new Error('Sofia App: this API has no business endpoints.'));
  return { listUsers: missing, listTemplates: missing, saveTemplate: missing };
}

export function createSofiaApi(client: ApiClient): SofiaApi & BusinessApi {
  return {
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
    async listUsers(signal) {
      return asStaffUsers(await client.request('/usuarios', { signal }));
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
