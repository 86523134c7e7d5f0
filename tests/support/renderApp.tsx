import { act, render, type RenderResult } from '@testing-library/react';
import { waitFor } from 'xstate';
import { selectIsReady } from '../../machines/settings/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { preloadPages } from '../../src/app/router.tsx';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { createFakeDeps, type FakeDeps, type FakeDepsOptions } from './fakeDeps.ts';

export interface RenderedApp extends RenderResult {
  app: SofiaApp;
  deps: FakeDeps;
  /** The router's current path. */
  path(): string;
}

export interface RenderAppOptions extends FakeDepsOptions {
  /** Fetch every page's chunk first (default); false leaves them to load on first use. */
  preload?: boolean;
}

/**
 * Renders the real app (router, providers, machines) at `path` with faked effects, after the
 * first catalog is active, exactly as main.tsx does in the browser.
 */
export async function renderApp(path = '/', options: RenderAppOptions = {}): Promise<RenderedApp> {
  const { preload = true, ...depOptions } = options;
  // With every page's chunk here, pages render inside the test's act() as soon as routed.
  if (preload) await preloadPages();
  const deps = createFakeDeps(depOptions);
  const app = createApp(deps, memoryHistory(path));
  await waitFor(app.settings, selectIsReady);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<AppRoot app={app} />);
  });
  return Object.assign(result as RenderResult, { app, deps, path: () => app.router.state.location.pathname });
}

/** Stored keys of a signed-in administrator, as a previous visit leaves them. */
export function signedInStorage(extra: Record<string, string> = {}): Record<string, string> {
  return {
    token: 'stored-token',
    id: '1',
    name: 'admin',
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
