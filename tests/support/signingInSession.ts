/** The real session machine with its effects faked so that signing in succeeds (inspection tests). */
import { fromPromise } from 'xstate';
import type { LoginRequest, LoginResponse, MenuResponse } from '../../machines/contract.ts';
import { sessionMachine, type StoredSession } from '../../machines/session/index.ts';

export function signingInSession(accessToken: string) {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<StoredSession | null>(async () => null),
      login: fromPromise<LoginResponse, LoginRequest>(async ({ input }) => ({
        accessToken,
        user: { id: 1, name: input.user, perfil: null, id_rol: 1 },
        rol: { r_inicio: 'usuarios', r_nombre: 'Administrador' },
      })),
      loadMenu: fromPromise<MenuResponse, { roleId: number }>(async () => ({ menu: [], sub_menu: [] })),
    },
  });
}
