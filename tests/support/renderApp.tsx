import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { waitFor } from 'xstate';
import { selectIsReady } from '../../machines/settings/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { createFakeDeps, type FakeDeps, type FakeDepsOptions } from './fakeDeps.ts';

export interface RenderedApp extends RenderResult {
  app: SofiaApp;
  deps: FakeDeps;
  /** The router's current path. */
  path(): string;
}

/**
 * Renders the real app (router, providers, machines) at `path` with faked effects, after the
 * first catalog is active, exactly as main.tsx does in the browser.
 */
export async function renderApp(path = '/', options: FakeDepsOptions = {}): Promise<RenderedApp> {
  const deps = createFakeDeps(options);
  const app = createApp(deps, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
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
