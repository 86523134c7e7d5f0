/** The 'Roles' screens in the real app with faked effects: the list, and what a role without role.manage is offered. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../machines/permissions.ts';
import type { RoleRow } from '../../machines/roles/index.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { TWELVE_ROLES } from './roles.fixtures.ts';

setupFeatureTests();

async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options });
  return Object.assign(rendered, { api: rendered.deps.api });
}

/** A signed-in role holding exactly these codes. */
const roleWith = (codes: Permission[]) =>
  signedInStorage({ inicio: 'roles', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Auditor', r_permisos: codes }) });

const listOf = (roles: RoleRow[]) => async (query: { pageSize: number; q: string; filters: Readonly<Record<string, string>> }) => {
  const used = query.filters.users;
  const items = roles.filter(
    (r) => (query.q === '' || r.r_nombre.toLowerCase().includes(query.q.toLowerCase())) && (!used || (used === 'used') === r.user_count > 0),
  );
  return { items: items.slice(0, query.pageSize), total: items.length, page: 1, pageSize: query.pageSize };
};

describe('the roles list', () => {
  it('shows the roles with their start page, filters by use and offers "Nuevo rol" and "Editar" to who may manage roles', async () => {
    const rendered = await openFeature('/roles', { api: { listRoles: listOf(TWELVE_ROLES) } });
    const table = await screen.findByRole('table', { name: /Roles del negocio/ });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('12 roles encontrados.')).toBeTruthy();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    // The start route as its translated title, not the raw route name.
    expect(within(first).getByText('Caja')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo rol' }).getAttribute('href')).toBe('/roles/nuevo');
    expect(within(table).getByRole('link', { name: 'Editar Rol 01' }).getAttribute('href')).toBe('/roles/1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Usuarios con el rol' }), { target: { value: 'unused' } });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3));
    expect(rendered.api.listRoles.mock.calls.at(-1)?.[0].filters).toEqual({ users: 'unused' });
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('a role with role.view but not role.manage gets neither "Nuevo rol" nor "Editar"', async () => {
    await openFeature('/roles', { storage: roleWith(['role.view']), api: { listRoles: listOf(TWELVE_ROLES) } });
    const table = await screen.findByRole('table', { name: /Roles del negocio/ });
    expect(screen.queryByRole('link', { name: 'Nuevo rol' })).toBeNull();
    expect(within(table).queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });
});
