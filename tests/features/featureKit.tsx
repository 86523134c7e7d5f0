import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import type { StaffUser } from '../../machines/staff/index.ts';
import { staffList } from '../records/inMemoryList.ts';
import type { FakeDeps, FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, setupAppTests, signedInStorage, type RenderedApp } from '../support/renderApp.tsx';
import { storedRole } from '../support/permissions.ts';

export { deferred } from '../support/renderApp.tsx';
/** The same per-test lifecycle as the app-shell tests: every opened app is stopped after the test. */
export const setupFeatureTests = setupAppTests;

/**
 * What the business-screen tests share: the real app (router, providers, machines) with the
 * shared fake effects, whose business calls answer from the fixtures below.
 */

export type FakeBusinessApi = Pick<FakeDeps['api'], 'listStaff' | 'listTemplates' | 'saveTemplate' | 'listStaffRoles' | 'createStaff'>;

export interface FeatureApp extends RenderedApp {
  api: FakeDeps['api'];
}

export const STAFF: StaffUser[] = [
  { id: 1, username: 'admin', name: 'Ana Torres', id_rol: 1, r_nombre: 'Administrador', enabled: true, perfil: 'ana.jpg', version: 1 },
  { id: 2, username: 'cajero', name: 'Carlos Ruiz', id_rol: 2, r_nombre: 'Cajero', enabled: true, perfil: null, version: 1 },
  { id: 3, username: 'cobrador', name: 'Lucía Gómez', id_rol: 3, r_nombre: 'Cobrador', enabled: true, perfil: null, version: 1 },
  { id: 4, username: 'inactivo', name: 'Pedro Salas', id_rol: 2, r_nombre: 'Cajero', enabled: false, perfil: null, version: 1 },
];

/** Twelve accounts: two pages. */
export const MANY_STAFF: StaffUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  username: `persona${String(i + 1).padStart(2, '0')}`,
  name: `Nombre ${String(i + 1).padStart(2, '0')}`,
  id_rol: i % 2 ? 2 : 3,
  r_nombre: i % 2 ? 'Cajero' : 'Cobrador',
  enabled: i !== 5,
  perfil: null,
  version: 1,
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
  signedInStorage({ id: '2', name: 'cajero', inicio: 'caja', rol: storedRole(2, 'Cajero') });

/** The real app at `path`; the business calls answer from the fixtures unless a test says otherwise. */
export async function openFeature(
  path: string,
  options: FakeDepsOptions & { business?: Partial<FakeBusinessApi> } = {},
): Promise<FeatureApp> {
  const { business, ...depOptions } = options;
  const rendered = await openApp(path, {
    storage: signedInStorage(),
    ...depOptions,
    api: {
      listStaff: staffList(STAFF),
      listTemplates: async () => TEMPLATES,
      saveTemplate: async ({ id, body }) => ({
        ...(TEMPLATES.find((t) => t.id === id) ?? { id, name: '?', updated_at: '' }),
        body,
        updated_at: '2026-03-01T12:00:00.000Z',
      }),
      ...business,
    },
  });
  return Object.assign(rendered, { api: rendered.deps.api });
}

