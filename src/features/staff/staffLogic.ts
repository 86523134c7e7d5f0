import { fromPromise } from 'xstate';
import { staffListMachine } from '../../../machines/staff/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { SessionRef } from '../../app/sofiaApp.ts';

/** The 'Usuarios' list with the app's effects: the API call, and ending an expired session. */
export function provideStaffList(deps: AppDeps, session: SessionRef) {
  const { api } = deps;
  return staffListMachine.provide({
    actors: {
      loadUsers: fromPromise(({ signal }) => api.listUsers(signal)),
    },
    actions: {
      reportSessionExpired: () => session.send({ type: 'session.expired' }),
    },
  });
}
