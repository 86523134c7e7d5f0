import { fromPromise } from 'xstate';
import { messageTemplatesMachine, type SaveTemplateInput } from '../../../machines/messageTemplates/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { Blocker, SessionRef } from '../../app/sofiaApp.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/**
 * Where the machine's "let the navigation go on / stay" effects meet the router: the page hands
 * it the current blocker after each render; the effects act on it only while it is blocked.
 */
export function createNavigationGate() {
  let current: Blocker | null = null;
  return {
    set(blocker: Blocker) {
      current = blocker;
    },
    proceed() {
      if (current?.state === 'blocked') current.proceed();
    },
    stay() {
      if (current?.state === 'blocked') current.reset();
    },
  };
}

export type NavigationGate = ReturnType<typeof createNavigationGate>;

/**
 * The templates screen with the app's effects: the API calls, the catalogue's save alerts
 * ('Éxito' / 'Guardado correctamente.', 'Error' / 'No se pudo guardar'), ending an expired
 * session, and letting a blocked navigation go on or not (through the page's navigation gate).
 */
export function provideMessageTemplates(deps: AppDeps, session: SessionRef, navigation: NavigationGate) {
  const { api } = deps;
  return messageTemplatesMachine.provide({
    actors: {
      loadTemplates: fromPromise(({ signal }) => api.listTemplates(signal)),
      saveTemplate: fromPromise(({ input, signal }: { input: SaveTemplateInput; signal: AbortSignal }) =>
        api.saveTemplate(input.id, input.body, signal)),
    },
    actions: {
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      notifySaveFailed: () => void deps.alert('error', CATALOGUE.notSaved),
      reportSessionExpired: () => session.send({ type: 'session.expired' }),
      proceedNavigation: () => navigation.proceed(),
      cancelNavigation: () => navigation.stay(),
    },
  });
}
