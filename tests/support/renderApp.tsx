import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectIsReady } from '../../machines/settings/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { createFakeDeps, type FakeDeps, type FakeDepsOptions } from './fakeDeps.ts';
import { preloadPagesFor, type PagesToPreload } from './preloadPages.ts';

export interface RenderedApp extends RenderResult {
  app: SofiaApp;
  deps: FakeDeps;
  /** The router's current path. */
  path(): string;
}

export interface RenderAppOptions extends FakeDepsOptions {
  /**
   * The page chunks fetched before the first render (see PagesToPreload): by default the layout
   * and page where the app opens (after the guard's redirect, e.g. a stored session's start page).
   */
  preload?: PagesToPreload;
  /** Changes the route table before the router is built (a test's extra route). */
  tweakRoutes?: (routes: RouteObject[]) => void;
}

/**
 * Renders the real app (router, providers, machines) at `path` with faked effects, after the
 * first catalog is active, exactly as main.tsx does in the browser.
 */
export async function renderApp(path = '/', options: RenderAppOptions = {}): Promise<RenderedApp> {
  const { preload = true, tweakRoutes, ...depOptions } = options;
  const deps = createFakeDeps(depOptions);
  const app = createApp(deps, memoryHistory(path), tweakRoutes);
  await waitFor(app.settings, selectIsReady);
  // Unless the test holds it, start-up reads the stored session at once: the guard has then sent a
  // stored session from the login page to its start page, the page whose chunks are wanted.
  if (!depOptions.whenStorageReady) await app.ready;
  // With the chunks of the page it opens at here, the app renders it inside the first act().
  await preloadPagesFor(app.routes, app.router.state.location.pathname, preload);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<AppRoot app={app} />);
  });
  return Object.assign(result as RenderResult, { app, deps, path: () => app.router.state.location.pathname });
}

const running: RenderedApp[] = [];

/**
 * Registers the per-test lifecycle of a file that opens apps: window.scrollTo spied on (jsdom has
 * none), and every app opened with `openApp` unmounted and its actors stopped after each test.
 */
export function setupAppTests(): void {
  // The layout and pages are lazy chunks; the first import in a test file transforms them on the
  // spot, which can take longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    for (const rendered of running.splice(0)) rendered.app.stop();
  });
}

/** The real app at `path` with faked effects; stopped after the test (see setupAppTests). */
export async function openApp(path = '/', options: RenderAppOptions = {}): Promise<RenderedApp> {
  const rendered = await renderApp(path, options);
  running.push(rendered);
  return rendered;
}

/** Unmounts an app before the test ends (to render a new one over the same storage) and stops it. */
export function closeApp(rendered: RenderedApp): void {
  rendered.unmount();
  rendered.app.stop();
  running.splice(running.indexOf(rendered), 1);
}

/** A promise the test settles by hand: a call that is still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Stored keys of a signed-in administrator, as a previous visit leaves them. */
export function signedInStorage(extra: Record<string, string> = {}): Record<string, string> {
  return {
    token: 'stored-token',
    id: '1',
    // The person's name, as the reference API answers it; `login` is what they signed in with.
    name: 'Ana Torres',
    login: 'admin',
    perfil: '',
    rol: JSON.stringify({ id_rol: 1, r_nombre: 'Administrador' }),
    inicio: 'usuarios',
    menus: JSON.stringify([
      { title: 'Administración', icon: 'admin', children: [{ title: 'Usuarios', route: 'usuarios', icon: 'users' }, { title: 'Roles', route: 'roles', icon: 'roles' }] },
      { title: 'Caja', icon: 'cash', children: [{ title: 'Caja', route: 'caja', icon: 'cashbox' }] },
    ]),
    ...extra,
  };
}
