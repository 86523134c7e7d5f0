import { createActor, type ActorRefFrom } from 'xstate';
import type { createBrowserRouter } from 'react-router-dom';
import { selectIsDark } from '../../machines/theme/index.ts';
import { createPreferencesStore } from '../storage/preferencesStore.ts';
import { createSessionStore, LOCK_KEY } from '../storage/sessionStore.ts';
import type { AppDeps } from './deps.ts';
import { provideSession, provideSettings, provideTheme } from './logic.ts';
import { buildRoutes } from './router.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
export type MakeRouter = (routes: ReturnType<typeof buildRoutes>) => AppRouter;

export interface SofiaApp {
  deps: AppDeps;
  session: ActorRefFrom<ReturnType<typeof provideSession>>;
  theme: ActorRefFrom<ReturnType<typeof provideTheme>>;
  settings: ActorRefFrom<ReturnType<typeof provideSettings>>;
  router: AppRouter;
  stop(): void;
}

/**
 * Creates the app-wide actors (session, theme, settings) with the given effects, wires the few
 * effects that follow state (the body's dark class, <html lang dir>, other tabs' storage
 * changes) and builds the router. The same function runs in the browser and in tests.
 */
export function createApp(deps: AppDeps, makeRouter: MakeRouter): SofiaApp {
  const sessionStore = createSessionStore(deps.storage);
  const prefs = createPreferencesStore(deps.storage);
  // Navigation runs after the transition has settled, so route loaders read the new state.
  const navigate = (path: string) => queueMicrotask(() => void router.navigate(path));

  const options = { inspect: deps.inspect };
  const session = createActor(provideSession(deps, sessionStore, navigate), { ...options, systemId: 'session' });
  const theme = createActor(provideTheme(deps, prefs), {
    ...options,
    systemId: 'theme',
    input: { stored: prefs.readTheme(), systemDark: deps.prefersDark.matches() },
  });
  const settings = createActor(provideSettings(deps, prefs), {
    ...options,
    systemId: 'settings',
    input: { locale: prefs.readLocale(), preferences: prefs.readPreferences() },
  });

  const subscriptions = [
    theme.subscribe((s) => deps.applyDarkClass(selectIsDark(s))),
    settings.subscribe((s) => deps.applyDocumentLanguage(s.context.locale)),
  ];
  const stopStorage = deps.onStorageChange((key) => {
    if (key !== null && key !== 'token' && key !== LOCK_KEY) return;
    session.send({ type: 'storage.changed', token: deps.storage.get('token'), locked: deps.storage.get(LOCK_KEY) === '1' });
  });

  session.start();
  theme.start();
  settings.start();
  deps.applyDarkClass(selectIsDark(theme.getSnapshot()));
  const router = makeRouter(buildRoutes(session));

  return {
    deps,
    session,
    theme,
    settings,
    router,
    stop() {
      subscriptions.forEach((s) => s.unsubscribe());
      stopStorage();
      session.stop();
      theme.stop();
      settings.stop();
      router.dispose();
    },
  };
}
