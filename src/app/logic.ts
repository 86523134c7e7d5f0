import { i18n } from '@lingui/core';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { MenuGroup } from '../../machines/contract.ts';
import { sessionMachine, type StoredSession } from '../../machines/session/index.ts';
import { settingsMachine, type Locale } from '../../machines/settings/index.ts';
import { themeMachine, type ThemeEvent } from '../../machines/theme/index.ts';
import { fromApi } from '../api/fromApi.ts';
import { APP_MESSAGES, CATALOGUE, LOGIN_FAILURES } from '../i18n/messages.ts';
import type { SessionStore } from '../storage/sessionStore.ts';
import type { PreferencesStore } from '../storage/preferencesStore.ts';
import type { AppDeps } from './deps.ts';
import { pathOfRoute } from './routes.ts';

export type Navigate = (path: string) => void;

/** The session statechart with the app's effects: API, storage, alerts, navigation, console. */
export function provideSession(deps: AppDeps, store: SessionStore, navigate: Navigate) {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<StoredSession | null>(async () => {
        await deps.whenStorageReady();
        return store.read();
      }),
      login: fromApi(deps.api.login),
      loadMenu: fromApi(deps.api.loadMenu),
    },
    actions: {
      persistSession: (_, signedIn) => store.write(signedIn),
      persistMenu: (_, menu: MenuGroup[]) => store.writeMenu(menu),
      persistPhoto: (_, perfil: string) => store.writePhoto(perfil),
      persistLock: () => store.lock(),
      clearLock: () => store.unlock(),
      clearPasswordChange: () => store.passwordChanged(),
      clearStoredSession: () => store.clear(),
      revokeToken: ({ context }) => {
        // Best effort: the local logout never waits for, or fails because of, the server.
        if (context.token) deps.api.logout({ token: context.token }).catch(() => undefined);
      },
      notifyLoginSuccess: () => void deps.alert('success', CATALOGUE.loginSuccess),
      notifyLoginFailure: (_, failure) => void deps.alert('error', LOGIN_FAILURES[failure]),
      notifySessionExpired: () => void deps.alert('warning', APP_MESSAGES.sessionExpired),
      warnNoStoredMenu: () => deps.log.warn('Sofia App: no saved menu; the menu stays empty.'),
      logMenuFailure: (_, { error }) => deps.log.error('Sofia App: the menu could not be loaded.', error),
      navigateToStart: (_, route: string) => navigate(pathOfRoute(route)),
      navigateHome: () => navigate('/'),
    },
  });
}

export function provideTheme(deps: AppDeps, prefs: PreferencesStore) {
  return themeMachine.provide({
    actors: {
      watchColorScheme: fromCallback<ThemeEvent>(({ sendBack }) => {
        sendBack({ type: 'os.colorSchemeChanged', dark: deps.prefersDark.matches() });
        return deps.prefersDark.subscribe((dark) => sendBack({ type: 'os.colorSchemeChanged', dark }));
      }),
    },
    actions: { persistTheme: (_, theme) => prefs.writeTheme(theme) },
  });
}

export function provideSettings(deps: AppDeps, prefs: PreferencesStore) {
  return settingsMachine.provide({
    actors: { loadCatalog: fromPromise(({ input }: { input: Locale }) => deps.loadCatalog(input)) },
    actions: {
      persistLocale: (_, locale) => prefs.writeLocale(locale),
      persistPreference: (_, change) => prefs.writePreference(change),
      reportCatalogFailure: (_, { locale, error }) => {
        deps.log.error(`Sofia App: the "${locale}" catalog could not be loaded.`, error);
        // At start-up no language is active yet: the alert could not be translated, the log must do.
        if (i18n.locale) void deps.alert('error', APP_MESSAGES.catalogFailed);
      },
    },
  });
}

export type SessionRef = ActorRefFrom<ReturnType<typeof provideSession>>;
