import {
  LoginResponseSchema,
  MenuResponseSchema,
  PhotoResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type MenuResponse,
  type PhotoResponse,
} from '../../machines/contract.ts';
import { parseAnswer } from './answer.ts';
import type { ApiClient } from './client.ts';
import type { ApiCall } from './fromApi.ts';
import { TIMEOUTS } from './timeouts.ts';

/**
 * The session's calls (specification section 7, plus the reference API's logout), each of the
 * shape `(input, signal)` and each answer checked against its contract schema.
 */
export interface SessionApi {
  /** POST /login: also the lock screen's unlock. Its 401 is a wrong password, not an expired session. */
  login: ApiCall<LoginRequest, LoginResponse>;
  /** GET /cargarMenus?id_rol={roleId} */
  loadMenu: ApiCall<{ roleId: number }, MenuResponse>;
  /** POST /fotoPerfil (multipart: foto, id). */
  uploadPhoto: ApiCall<{ file: Blob; userId: number }, PhotoResponse>;
  /** POST /logout: revokes the given token on the server (the session has already forgotten it). */
  logout: ApiCall<{ token: string }, void>;
}

export function createSessionApi(client: ApiClient): SessionApi {
  return {
    async login(body, signal) {
      const answer = await client.request('/login', { method: 'POST', body, signal, asSignedInUser: false });
      return parseAnswer(LoginResponseSchema, answer);
    },
    async loadMenu({ roleId }, signal) {
      return parseAnswer(MenuResponseSchema, await client.request('/cargarMenus', { query: { id_rol: roleId }, signal }));
    },
    async uploadPhoto({ file, userId }, signal) {
      const form = new FormData();
      form.append('foto', file);
      form.append('id', String(userId));
      const answer = await client.request('/fotoPerfil', { method: 'POST', body: form, signal, timeout: TIMEOUTS.upload });
      return parseAnswer(PhotoResponseSchema, answer);
    },
    async logout({ token }, signal) {
      await client.request('/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, signal, asSignedInUser: false });
    },
  };
}
