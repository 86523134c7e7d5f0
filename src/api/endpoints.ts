import type { LoginRequest, LoginResponse, MenuResponse, PhotoResponse } from '../../machines/contract.ts';
import type { ApiClient } from './client.ts';
import { TIMEOUTS } from './timeouts.ts';
import { asLoginResponse, asMenuResponse, asPhotoResponse } from './shapes.ts';

/** The calls of specification section 7 (plus the reference API's logout), shape-checked. */
export interface SofiaApi {
  login(body: LoginRequest, signal?: AbortSignal): Promise<LoginResponse>;
  loadMenu(roleId: number, signal?: AbortSignal): Promise<MenuResponse>;
  uploadPhoto(file: Blob, userId: number, signal?: AbortSignal): Promise<PhotoResponse>;
  /** Revokes the given token on the server (the session has already forgotten it). */
  logout(token: string): Promise<void>;
}

export function createSofiaApi(client: ApiClient): SofiaApi {
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
  };
}
