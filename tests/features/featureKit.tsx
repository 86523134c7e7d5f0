import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import { selectIsReady } from '../../machines/settings/index.ts';
import type { StaffUser } from '../../machines/usersList/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { preloadPages } from '../../src/app/router.tsx';
import { createFakeDeps, type FakeDeps, type FakeDepsOptions } from '../support/fakeDeps.ts';
import { signedInStorage } from '../support/renderApp.tsx';

/**
 * What the business-screen tests share: the real app (router, providers, machines) with the
 * shared fake effects, whose business calls answer from the fixtures below.
 */

export type FakeBusinessApi = Pick<FakeDeps['api'], 'listUsers' | 'listTemplates' | 'saveTemplate'>;

export interface FeatureApp extends RenderResult {
  app: SofiaApp;
  deps: FakeDeps;
  api: FakeDeps['api'];
  path(): string;
}

export const STAFF: StaffUser[] = [
  { id: 1, username: 'admin', name: 'Ana Torres', r_nombre: 'Administrador', enabled: true, perfil: 'ana.jpg' },
  { id: 2, username: 'cajero', name: 'Carlos Ruiz', r_nombre: 'Cajero', enabled: true, perfil: null },
  { id: 3, username: 'cobrador', name: 'Lucía Gómez', r_nombre: 'Cobrador', enabled: true, perfil: null },
  { id: 4, username: 'inactivo', name: 'Pedro Salas', r_nombre: 'Cajero', enabled: false, perfil: null },
];

/** Twelve accounts: two pages. */
export const MANY_STAFF: StaffUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  username: `persona${String(i + 1).padStart(2, '0')}`,
  name: `Nombre ${String(i + 1).padStart(2, '0')}`,
  r_nombre: i % 2 ? 'Cajero' : 'Cobrador',
  enabled: i !== 5,
  perfil: null,
}));

export const TEMPLATES: MessageTemplate[] = [
  {
    id: 1,
    name: 'Recordatorio de pago',
    body: '## Recordatorio de pago\n\nEstimado/a **{{cliente}}**: su cuota de **{{monto}}** vence el **{{vencimiento}}**.',
    updated_at: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Aviso de mora',
    body: '## Aviso de mora\n\nRegistramos un saldo vencido de **{{monto}}**.',
    updated_at: '2026-01-06T10:00:00.000Z',
  },
];

/** A cashier's stored session (role 2): may read templates, not edit them, nor list users. */
export const cashierStorage = () =>
  signedInStorage({ id: '2', name: 'cajero', inicio: 'caja', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero' }) });

const running: FeatureApp[] = [];

export function setupFeatureTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    for (const rendered of running.splice(0)) rendered.app.stop();
  });
}

/** The real app at `path`; the business calls answer from the fixtures unless a test says otherwise. */
export async function openFeature(
  path: string,
  options: FakeDepsOptions & { business?: Partial<FakeBusinessApi> } = {},
): Promise<FeatureApp> {
  const { business, ...depOptions } = options;
  await preloadPages();
  const deps = createFakeDeps({
    storage: signedInStorage(),
    ...depOptions,
    api: {
      listUsers: async () => STAFF,
      listTemplates: async () => TEMPLATES,
      saveTemplate: async (id, body) => ({
        ...(TEMPLATES.find((t) => t.id === id) ?? { id, name: '?', updated_at: '' }),
        body,
        updated_at: '2026-03-01T12:00:00.000Z',
      }),
      ...business,
    },
  });
  const app = createApp(deps, memoryHistory(path));
  await waitFor(app.settings, selectIsReady);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<AppRoot app={app} />);
  });
  const rendered = Object.assign(result as RenderResult, {
    app,
    deps,
    api: deps.api,
    path: () => app.router.state.location.pathname,
  });
  running.push(rendered);
  return rendered;
}

/** A promise the test settles by hand: a call still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
