import { startTransition } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createActor, waitFor } from 'xstate';
import { selectIsRestoring } from '../../machines/session/index.ts';
import { selectIsDark } from '../../machines/theme/index.ts';
import { createPreferencesStore } from '../storage/preferencesStore.ts';
import { createSessionStore, LOCK_KEY } from '../storage/sessionStore.ts';
import type { AppDeps } from './deps.ts';
import { provideSession, provideSettings, provideTheme } from './logic.ts';
import { createAppRouter, type History } from './appRouter.ts';
import { buildRoutes, createGuard, prefetchPages } from './router.tsx';
import { pathOfRoute } from './routes.ts';
import type { SofiaApp } from './sofiaApp.ts';

// The type is defined apart (sofiaApp.ts) so that views need not import this module; callers of
// createApp may still name it here.
export type { SofiaApp } from './sofiaApp.ts';

/**
 * Creates the app-wide actors (session, theme, settings) with the given effects, wires the few
 * effects that follow state (the body's dark class, <html lang dir>, other tabs' storage
 * changes, the HTTP client's 401s) and builds the router on `history`. The same function runs
 * in the browser and in tests (`browserHistory()` / `memoryHistory(path)`); `tweakRoutes` lets a
 * test add a route.
 */
export function createApp(deps: AppDeps, history: History, tweakRoutes?: (routes: RouteObject[]) => void): SofiaApp {
  const sessionStore = createSessionStore(deps.storage);
  const prefs = createPreferencesStore(deps.storage);
  // Navigation runs after the transition has settled, so the route guard reads the new state. The
  // session's navigations (sign-in → start page, sign-out → login) swap the whole screen: urgent.
  const navigate = (path: string) => queueMicrotask(() => void router.navigate(path, { urgent: true }));

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
  // A 401 to an authorised call, reported once by the HTTP client, ends the session. It waits one
  // task, so the screen that made the call handles its failure first ('No se pudo guardar', then
  // 'Sesión terminada' in the alert queue) and is not torn down before it can. Several calls
  // answered 401 at once send several events: only the first one, in `loggedIn`, is handled.
  const expiries = new Set<ReturnType<typeof setTimeout>>();
  const stopUnauthorized = deps.onUnauthorized(() => {
    const expiry = setTimeout(() => {
      expiries.delete(expiry);
      session.send({ type: 'session.expired' });
    }, 0);
    expiries.add(expiry);
  });

  session.start();
  theme.start();
  settings.start();
  deps.applyDarkClass(selectIsDark(theme.getSnapshot()));
  const routes = buildRoutes();
  tweakRoutes?.(routes);
  const router = createAppRouter(history, createGuard(routes, session), (pathname) => prefetchPages(routes, pathname), startTransition);
  // Signed in: the start page's chunks load while the menu does, not after the navigation. They
  // are asked for a task later, once the menu's request (sent from the same transition, a few
  // microtasks on) is out: a browser opens six HTTP/1.1 connections per host, the staff page
  // alone needs nine chunks, and the menu's request used to queue behind them (issue #12, item 5).
  let prefetchedStart: string | undefined;
  let startPrefetch: ReturnType<typeof setTimeout> | undefined;
  subscriptions.push(
    session.subscribe((s) => {
      const start = s.context.role?.r_inicio;
      if (!start || start === prefetchedStart) return;
      prefetchedStart = start;
      startPrefetch = setTimeout(() => prefetchPages(routes, pathOfRoute(start)), 0);
    }),
  );
  // Nothing of any page renders before the stored session is read (no flash of the wrong page).
  let settled = false;
  const ready = waitFor(session, (s) => !selectIsRestoring(s)).then(
    () => router.revalidate(),
    () => undefined,
  ).finally(() => (settled = true));

  return {
    deps,
    session,
    theme,
    settings,
    router,
    routes,
    ready,
    isReady: () => settled,
    stop() {
      subscriptions.forEach((s) => s.unsubscribe());
      stopStorage();
      stopUnauthorized();
      expiries.forEach(clearTimeout);
      clearTimeout(startPrefetch);
      session.stop();
      theme.stop();
      settings.stop();
      router.dispose();
    },
  };
}
