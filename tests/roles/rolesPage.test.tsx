/** The 'Roles' screens in the real app with faked effects: the list, what a role without role.manage is offered, and the form. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../machines/permissions.ts';
import type { RoleDetail, RoleInput, RoleRow, RoleUpdate } from '../../machines/roles/index.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ADMIN_ROLE, CASHIER_ROLE, CATALOGUE, TWELVE_ROLES } from './roles.fixtures.ts';

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

type Create = (request: { input: RoleInput; idempotencyKey: string }, signal?: AbortSignal) => Promise<RoleDetail>;
type Update = (request: { id: number; update: RoleUpdate }, signal?: AbortSignal) => Promise<RoleDetail>;

const group = (list: 'Entradas de menú' | 'Permisos', name: string) => within(screen.getByRole('group', { name: list })).getByRole('group', { name });
const tick = (list: 'Entradas de menú' | 'Permisos', groupName: string, label: string) => fireEvent.click(within(group(list, groupName)).getByRole('checkbox', { name: label }));
const saveButton = () => screen.getByRole('button', { name: 'Guardar' });

describe('Nuevo rol', () => {
  it('groups entries by menu group and permissions by area with readable names, limits the start page, and creates once per intent', async () => {
    const createRole = vi.fn<Create>(async ({ input }) => ({ ...input, id_rol: 9, version: 1, own: false }));
    const rendered = await openFeature('/roles/nuevo', { api: { roleCatalogue: async () => CATALOGUE, createRole } });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo rol' });
    const start = (await screen.findByLabelText(/^Página de inicio/)) as HTMLSelectElement;
    expect([...start.options].map((o) => o.textContent)).toEqual(['Elija una de las entradas de menú']);
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).maxLength).toBe(60);
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Supervisor' } });
    tick('Entradas de menú', 'Caja', 'Movimientos');
    tick('Entradas de menú', 'Caja', 'Caja');
    // The first ticked entry became the start page; the choices are the ticked entries only.
    expect(start.value).toBe('movimientos');
    expect([...start.options].map((o) => o.textContent)).toEqual(['Elija una de las entradas de menú', 'Caja', 'Movimientos']);
    tick('Permisos', 'Caja', 'Ver');
    expect(within(group('Permisos', 'Roles')).getByText('role.manage')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(rendered.deps.alerts).toEqual([{ icon: 'success', title: 'Éxito', text: 'Guardado correctamente.' }]));
    expect(createRole).toHaveBeenCalledTimes(1);
    expect(createRole.mock.calls[0]?.[0]).toEqual({
      input: { r_nombre: 'Supervisor', r_inicio: 'movimientos', menu_entries: ['caja', 'movimientos'], permissions: ['cash.view'] },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
  });
});

describe('Editar rol: a refusal by its code', () => {
  it.each([
    ['unknownPermission', 'Uno de los permisos ya no existe. Recargue la página.'],
    [
      'lastManager',
      'Debe quedar al menos una cuenta habilitada con el permiso Usuarios: Administrar. Déselo antes a otro rol con cuentas habilitadas, o deje este permiso en este rol.',
    ],
  ])('a 422 %s shows that rule’s reason on the permissions, not "name taken"', async (code, text) => {
    const updateRole = vi.fn<Update>().mockRejectedValue({ kind: 'status', status: 422, code });
    await openFeature('/roles/2', { api: { roleCatalogue: async () => CATALOGUE, getRole: async () => CASHIER_ROLE, updateRole } });
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Caja principal' } });
    fireEvent.click(saveButton());
    const permissions = screen.getByRole('group', { name: 'Permisos' });
    await waitFor(() => expect(permissions.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(permissions.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    expect(screen.getByLabelText(/^Nombre/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Ya existe un rol con ese nombre.')).toBeNull();
  });

  it('a 422 nameTaken puts "Ya existe un rol con ese nombre." on the name', async () => {
    const updateRole = vi.fn<Update>().mockRejectedValue({ kind: 'status', status: 422, code: 'nameTaken' });
    await openFeature('/roles/2', { api: { roleCatalogue: async () => CATALOGUE, getRole: async () => CASHIER_ROLE, updateRole } });
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Cobrador' } });
    fireEvent.click(saveButton());
    const name = screen.getByLabelText(/^Nombre/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ya existe un rol con ese nombre.');
  });
});

describe('Editar rol: the caller’s own role', () => {
  it('says that changes apply at the next sign-in, refuses to remove the way back in with its reason, and tells so again once saved', async () => {
    const updateRole = vi.fn<Update>(async ({ update }) => ({ ...ADMIN_ROLE, ...update, version: update.version + 1 }));
    const rendered = await openFeature('/roles/1', { api: { roleCatalogue: async () => CATALOGUE, getRole: async () => ADMIN_ROLE, updateRole } });
    await screen.findByText('Este es su propio rol: los cambios de su menú y sus permisos se aplican la próxima vez que inicie sesión.');
    tick('Permisos', 'Roles', 'Administrar');
    fireEvent.click(saveButton());
    const permissions = screen.getByRole('group', { name: 'Permisos' });
    expect(permissions.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(permissions.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Este es su propio rol: debe conservar la entrada de menú Roles y los permisos Roles: Ver y Roles: Administrar, o no podría volver a esta pantalla.',
    );
    // The focus goes to the list that is refused.
    expect(document.activeElement?.getAttribute('type')).toBe('checkbox');
    expect(updateRole).not.toHaveBeenCalled();
    tick('Permisos', 'Roles', 'Administrar');
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Dirección' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(rendered.deps.alerts).toEqual([
        { icon: 'success', title: 'Éxito', text: 'Guardado correctamente. Los cambios de su propio rol (menú y permisos) se aplican la próxima vez que inicie sesión.' },
      ]),
    );
    expect(updateRole.mock.calls[0]?.[0]).toMatchObject({ id: 1, update: { r_nombre: 'Dirección', version: 3 } });
  });
});
