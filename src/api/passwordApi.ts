import { PasswordChangedSchema, type PasswordChanged, type PasswordChangeRequest } from '../../machines/passwordChange/passwordChange.schema.ts';
import { parseAnswer } from './answer.ts';
import type { ApiClient } from './client.ts';
import type { ApiCall } from './fromApi.ts';

/**
 * 'Cambiar contraseña' (machines/passwordChange). Loaded with the areas' slices, not with the
 * session's calls: the login page's download never needs it (`npm run size`), and the forced
 * change after sign-in is a page of its own that loads them anyway.
 */
export interface PasswordApi {
  /** POST /perfil/clave: the signed-in user's own new password. */
  changePassword: ApiCall<PasswordChangeRequest, PasswordChanged>;
}

export function createPasswordApi(client: ApiClient): PasswordApi {
  return {
    async changePassword(body, signal) {
      return parseAnswer(PasswordChangedSchema, await client.request('/perfil/clave', { method: 'POST', body, signal }));
    },
  };
}
