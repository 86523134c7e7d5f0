import { messageTemplatesMachine } from '../../../machines/messageTemplates/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { NavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';


/**
 * The templates screen with the app's effects: the API calls, the catalogue's save alerts
 * ('Éxito' / 'Guardado correctamente.', 'Error' / 'No se pudo guardar'), and letting a blocked
 * navigation go on or not (through the page's navigation gate). An expired session is not this
 * screen's business: the HTTP client reports the 401 and the app ends the session.
 */
export function provideMessageTemplates(deps: AppDeps, navigation: NavigationGate) {
  const { api } = deps;
  return messageTemplatesMachine.provide({
    actors: {
      loadTemplates: fromApi(api.listTemplates),
      saveTemplate: fromApi(api.saveTemplate),
    },
    actions: {
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      notifySaveFailed: () => void deps.alert('error', CATALOGUE.notSaved),
      proceedNavigation: () => navigation.proceed(),
      cancelNavigation: () => navigation.stay(),
    },
  });
}
