/**
 * 'Historial' on the edit screens of roles, staff accounts and locations, in the real app with
 * faked effects: the shared panel asks for the right record, says each change in the reader's
 * words (a role's permissions and start page by name, an account's role by name and state as
 * text, never its role id or photo), is read again after a save, and is neither asked for nor
 * shown for a role without `audit.view`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../machines/history/index.ts';
import type { Location, LocationUpdate } from '../../machines/locations/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { setupFeatureTests, STAFF } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { ADMIN_ROLE, CATALOGUE } from '../roles/roles.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';

setupFeatureTests();

/** The real app at `path`, the staff list answering STAFF unless a test says otherwise. */
async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const listStaff = async (query: { pageSize: number }) => ({ items: STAFF, total: STAFF.length, page: 1, pageSize: query.pageSize });
  const rendered = await openApp(path, { storage: signedInStorage(), ...options, api: { listStaff, ...options.api } });
  return Object.assign(rendered, { api: rendered.deps.api });
}

const at = '2026-11-20T15:30:00.000Z';
const roleWith = (codes: Permission[]) => signedInStorage({ rol: JSON.stringify({ id_rol: 5, r_nombre: 'Encargado', r_permisos: codes }) });
const history = () => screen.findByRole('region', { name: 'Historial' });
/** The lines of the change at `index` (newest first), as read. */
const changesAt = async (index: number) => {
  const region = await history();
  await waitFor(() => expect(within(region).queryAllByRole('listitem').length).toBeGreaterThan(0));
  const entries = within(region).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
  return within(entries[index] as HTMLElement).getAllByRole('listitem').map((item) => item.textContent);
};

describe('a role’s edit screen', () => {
  const ROLE_HISTORY: AuditEntry[] = [
    {
      id: 5, at, user_name: 'Carlos Ruiz', action: 'update',
      before: { ...ADMIN_ROLE, r_inicio: 'caja', permissions: ['cash.view'] },
      after: { ...ADMIN_ROLE, r_inicio: 'usuarios', permissions: ['cash.view', 'staff.view'] },
    },
  ];

  it('shows who changed what: the start page and the permissions by name', async () => {
    const rendered = await openFeature('/roles/1', { api: { getRole: async () => ADMIN_ROLE, roleCatalogue: async () => CATALOGUE, recordHistory: async () => ROLE_HISTORY } });
    expect(await changesAt(0)).toEqual(['Página de inicio: Caja → Usuarios', 'Permisos: Caja: Ver → Caja: Ver, Usuarios: Ver']);
    expect(within(await history()).getByText(/^Cambio por Carlos Ruiz \(/)).toBeTruthy();
    expect(rendered.api.recordHistory).toHaveBeenCalledWith({ area: 'roles', id: 1 }, expect.anything());
  });

  it('a role without audit.view neither asks for it nor sees it', async () => {
    const rendered = await openFeature('/roles/1', {
      storage: roleWith(['role.view', 'role.manage']),
      api: { getRole: async () => ADMIN_ROLE, roleCatalogue: async () => CATALOGUE },
    });
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(rendered.api.recordHistory).not.toHaveBeenCalled();
  });
});

describe('a staff account’s edit dialog', () => {
  const cajero = STAFF[1]!;
  const STAFF_HISTORY: AuditEntry[] = [
    { id: 9, at, user_name: 'Ana Torres', action: 'disable', before: { ...cajero }, after: { ...cajero, enabled: false, version: 3 } },
    { id: 8, at, user_name: 'Ana Torres', action: 'update', before: { ...cajero }, after: { ...cajero, id_rol: 3, r_nombre: 'Cobrador', perfil: 'x.jpg', version: 2 } },
  ];

  it('shows the account’s history: the role by name and the state as text, never the role id or the photo', async () => {
    const rendered = await openFeature('/usuarios', { api: { recordHistory: async () => STAFF_HISTORY } });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar cajero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).getByRole('region', { name: 'Historial' })).toBeTruthy();
    expect(await changesAt(0)).toEqual(['Estado: Activo → Deshabilitado']);
    expect(await changesAt(1)).toEqual(['Rol: Cajero → Cobrador']);
    expect(within(dialog).getByText(/^Deshabilitación por Ana Torres \(/)).toBeTruthy();
    expect(rendered.api.recordHistory).toHaveBeenCalledWith({ area: 'usuarios', id: 2 }, expect.anything());
  });

  it('a role without audit.view neither asks for it nor sees it', async () => {
    const rendered = await openFeature('/usuarios', { storage: roleWith(['staff.view', 'staff.manage']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar cajero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(rendered.api.recordHistory).not.toHaveBeenCalled();
  });
});

describe('a location’s settings', () => {
  it('reads the history again once a change is saved, and shows it', async () => {
    const saved: Location = { ...CENTRAL, grace_days: 7, version: CENTRAL.version + 1 };
    const updateLocation = vi.fn(async (_: { id: number; update: LocationUpdate }) => saved);
    const recordHistory = vi
      .fn(async (): Promise<AuditEntry[]> => [])
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ id: 20, at, user_name: 'Ana Torres', action: 'update', before: { ...CENTRAL }, after: { ...saved } }]);
    await openFeature('/conf_ubicacion/4', { api: { getLocation: async () => CENTRAL, updateLocation, recordHistory } });
    expect(await within(await history()).findByText('Sin cambios registrados.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Días de gracia/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(recordHistory).toHaveBeenCalledTimes(2));
    expect(await changesAt(0)).toEqual(['Días de gracia antes de la mora: 3 → 7']);
    expect(recordHistory).toHaveBeenLastCalledWith({ area: 'ubicaciones', id: 4 }, expect.anything());
  });
});
