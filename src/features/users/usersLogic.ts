import { fromPromise } from 'xstate';
import { usersListMachine } from '../../../machines/usersList/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { SessionRef } from '../../app/sofiaApp.ts';

/** The 'Usuarios' list with the app's effects: the API call, and ending an expired session. */
export function provideUsersList(deps: AppDeps, session: SessionRef) {
  const { api } = deps;
  return usersListMachine.provide({
    actors: {
      loadUsers: fromPromise(({ signal }) => api.listUsers(signal)),
    },
    actions: {
      reportSessionExpired: () => session.send({ type: 'session.expired' }),
    },
  });
}
