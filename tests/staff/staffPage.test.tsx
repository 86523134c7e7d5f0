import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { StaffSortColumn, StaffUser } from '../../machines/staff/index.ts';
import { deferred, MANY_STAFF, openFeature, setupFeatureTests, STAFF } from '../features/featureKit.tsx';
import { staffList } from '../records/inMemoryList.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';

setupFeatureTests();

type ListStaff = (query: ListQuery<StaffSortColumn>, signal?: AbortSignal) => Promise<ListPage<StaffUser>>;

const table = () => screen.findByRole('table', { name: /Cuentas del personal/ });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const firstCells = (t: HTMLElement) => bodyRows(t).map((row) => within(row).queryAllByRole('rowheader')[0]?.textContent ?? '');
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortButton = (name: string) => within(header(name)).getByRole('button');
const search = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' });
const stateFilter = () => screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement;
/** Waits until the table shows these user names (the server answered). */
const shows = async (t: HTMLElement, usernames: string[]) => waitFor(() => expect(firstCells(t)).toEqual(usernames));

describe('list.loading', () => {
  it('shows a loading status, then the table; asks for the first page of ten with the actor signal', async () => {
    const pending = deferred<ListPage<StaffUser>>();
    const rendered = await openFeature('/usuarios', { business: { listStaff: vi.fn<ListStaff>(() => pending.promise) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByText('Cargando usuarios…').getAttribute('role')).toBe('status');
    pending.resolve({ items: STAFF, total: 4, page: 1, pageSize: 10 });
    expect(await table()).toBeTruthy();
    expect(rendered.api.listStaff).toHaveBeenCalledTimes(1);
    const [query, signal] = rendered.api.listStaff.mock.calls[0] ?? [];
    expect(query).toEqual({ q: '', sort: { column: null, direction: 'ascending' }, page: 1, pageSize: 10, filters: {} });
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('list.ready', () => {
  it('shows every account with its photo, name, role and enabled state as text', async () => {
    await openFeature('/usuarios');
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Usuario',
      'Nombre',
      'Rol',
      'Estado',
      'Acciones',
    ]);
    const rows = bodyRows(t).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(firstCells(t)).toEqual(['admin', 'cajero', 'cobrador', 'inactivo']);
    // The signed-in administrator (id 1) is not offered 'Deshabilitar' on their own row.
    expect(rows).toEqual([
      ['Ana Torres', 'Administrador', '✓Activo', 'EditarRestablecer contraseña'],
      ['Carlos Ruiz', 'Cajero', '✓Activo', 'EditarDeshabilitarRestablecer contraseña'],
      ['Lucía Gómez', 'Cobrador', '✓Activo', 'EditarDeshabilitarRestablecer contraseña'],
      ['Pedro Salas', 'Cajero', '✕Deshabilitado', 'EditarHabilitarRestablecer contraseña'],
    ]);
    expect(t.querySelector('tbody img')?.getAttribute('src')).toBe('/public/ana.jpg');
    expect(screen.getByText('4 usuarios encontrados.').getAttribute('role')).toBe('status');
  });

  it('searches on the server once typing pauses, and says how many match', async () => {
    const rendered = await openFeature('/usuarios');
    const t = await table();
    fireEvent.change(search(), { target: { value: 'caj' } });
    fireEvent.change(search(), { target: { value: 'cajero' } });
    // The previous rows stay, marked busy, until the answer.
    expect(t.getAttribute('aria-busy')).toBe('true');
    expect(firstCells(t)).toHaveLength(4);
    await shows(t, ['cajero', 'inactivo']);
    expect(t.getAttribute('aria-busy')).toBe('false');
    // One request for the two keystrokes.
    expect(rendered.api.listStaff.mock.calls.map(([query]) => query.q)).toEqual(['', 'cajero']);
    expect(screen.getByText('2 usuarios encontrados.').getAttribute('role')).toBe('status');
    fireEvent.change(search(), { target: { value: 'lucia' } });
    await shows(t, ['cobrador']);
    expect(screen.getByText('1 usuario encontrado.')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'nadie' } });
    await waitFor(() => expect(within(t).getByText('Ningún usuario coincide con la búsqueda.').tagName).toBe('TD'));
    expect(screen.getAllByText('Ningún usuario coincide con la búsqueda.').some((el) => el.getAttribute('role') === 'status')).toBe(true);
  });

  it('sorts on the server by a header, flips on a second click, and says so with aria-sort', async () => {
    const rendered = await openFeature('/usuarios');
    const t = await table();
    expect(['Usuario', 'Nombre', 'Rol', 'Estado'].map((n) => header(n).getAttribute('aria-sort'))).toEqual(['none', 'none', 'none', 'none']);
    fireEvent.click(sortButton('Nombre'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('ascending');
    await shows(t, ['admin', 'cajero', 'cobrador', 'inactivo']);
    fireEvent.click(sortButton('Nombre'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('descending');
    await shows(t, ['inactivo', 'cobrador', 'cajero', 'admin']);
    fireEvent.click(sortButton('Estado'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('none');
    expect(header('Estado').getAttribute('aria-sort')).toBe('ascending');
    expect(t.querySelector('caption')?.textContent).toContain('Ordenada por Estado, ascendente.');
    await waitFor(() => expect(t.getAttribute('aria-busy')).toBe('false'));
    expect(rendered.api.listStaff.mock.calls.map(([query]) => query.sort)).toEqual([
      { column: null, direction: 'ascending' },
      { column: 'name', direction: 'ascending' },
      { column: 'name', direction: 'descending' },
      { column: 'enabled', direction: 'ascending' },
    ]);
  });

  it('filters enabled or disabled accounts on the server', async () => {
    const rendered = await openFeature('/usuarios');
    const t = await table();
    expect(stateFilter().value).toBe('');
    fireEvent.change(stateFilter(), { target: { value: 'false' } });
    await shows(t, ['inactivo']);
    expect(rendered.api.listStaff.mock.calls.at(-1)?.[0].filters).toEqual({ enabled: 'false' });
    fireEvent.change(stateFilter(), { target: { value: '' } });
    await shows(t, ['admin', 'cajero', 'cobrador', 'inactivo']);
    expect(rendered.api.listStaff.mock.calls.at(-1)?.[0].filters).toEqual({});
  });

  it('pages ten at a time with named buttons and "Página 1 de 2"', async () => {
    const rendered = await openFeature('/usuarios', { business: { listStaff: vi.fn<ListStaff>(staffList(MANY_STAFF)) } });
    const t = await table();
    const nav = screen.getByRole('navigation', { name: 'Paginación de usuarios' });
    expect(bodyRows(t)).toHaveLength(10);
    expect(within(nav).getByText('Página 1 de 2')).toBeTruthy();
    const previous = within(nav).getByRole('button', { name: 'Página anterior' });
    const next = within(nav).getByRole('button', { name: 'Página siguiente' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    expect(within(nav).getByText('Página 2 de 2')).toBeTruthy();
    await shows(t, ['persona11', 'persona12']);
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(previous);
    await waitFor(() => expect(firstCells(t)[0]).toBe('persona01'));
    // A search goes back to the first page.
    fireEvent.click(next);
    await shows(t, ['persona11', 'persona12']);
    fireEvent.change(search(), { target: { value: 'persona1' } });
    expect(within(nav).getByText('Página 1 de 2')).toBeTruthy();
    await shows(t, ['persona10', 'persona11', 'persona12']);
    expect(within(nav).getByText('Página 1 de 1')).toBeTruthy();
    expect(rendered.api.listStaff.mock.calls.map(([query]) => [query.q, query.page])).toEqual([
      ['', 1],
      ['', 2],
      ['', 1],
      ['', 2],
      ['persona1', 1],
    ]);
  });

  it('shows the page the server clamped to', async () => {
    // Rows were deleted meanwhile: page 2 no longer exists and the server answers page 1.
    const listStaff = vi.fn<ListStaff>(async (query) => (query.page === 1 && query.q === '' ? staffList(MANY_STAFF)(query) : staffList(STAFF)(query)));
    await openFeature('/usuarios', { business: { listStaff } });
    const t = await table();
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await shows(t, ['admin', 'cajero', 'cobrador', 'inactivo']);
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });

  it('"Exportar" downloads the accounts the query matches, in its order, as xls with the four columns', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:usuarios';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const rendered = await openFeature('/usuarios', { business: { listStaff: vi.fn<ListStaff>(staffList(MANY_STAFF)) } });
    const t = await table();
    fireEvent.change(search(), { target: { value: 'cajero' } });
    fireEvent.click(sortButton('Nombre'));
    fireEvent.click(sortButton('Nombre'));
    await waitFor(() => expect(t.getAttribute('aria-busy')).toBe('false'));
    expect(bodyRows(t)).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(rendered.api.listStaff.mock.calls.at(-1)?.[0]).toMatchObject({ q: 'cajero', sort: { column: 'name', direction: 'descending' }, page: 1, pageSize: 100 });
    expect(clicked[0]?.download).toBe('usuarios.xls');
    expect(clicked[0]?.href).toBe('blob:usuarios');
    expect(created[0]?.type).toBe('application/vnd.ms-excel');
    const XLSX = (await import('sheetjs-style')).default;
    const book = XLSX.read(new Uint8Array(await created[0]!.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Usuarios']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Usuarios!, { header: 1 });
    const cashiers = MANY_STAFF.filter((user) => user.r_nombre === 'Cajero').reverse();
    expect(rows).toEqual([
      ['Usuario', 'Nombre', 'Rol', 'Estado'],
      ...cashiers.map((user) => [user.username, user.name, 'Cajero', user.enabled ? 'Activo' : 'Deshabilitado']),
    ]);
  });

  it('"Exportar" fetches page after page up to the total: more rows than the page on screen', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:x')), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // A server that hands out at most five rows a page, whatever is asked.
    const fivePerPage = vi.fn<ListStaff>((query) => staffList(MANY_STAFF)({ ...query, pageSize: Math.min(query.pageSize, 5) }));
    const rendered = await openFeature('/usuarios', { business: { listStaff: fivePerPage } });
    expect(bodyRows(await table())).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const XLSX = (await import('sheetjs-style')).default;
    const book = XLSX.read(new Uint8Array(await created[0]!.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Usuarios!, { header: 1 });
    expect(rows.slice(1).map((row) => row[0])).toEqual(MANY_STAFF.map((user) => user.username));
    expect(rendered.api.listStaff.mock.calls.slice(1).map(([query]) => [query.page, query.pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });
});

describe('empty', () => {
  it('explains that there are no accounts, with no table', async () => {
    await openFeature('/usuarios', { business: { listStaff: vi.fn<ListStaff>(staffList([])) } });
    expect(await screen.findByRole('heading', { name: 'No hay usuarios' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('failed.forbidden', () => {
  it('a 403 says clearly that this role has no access, without a retry button', async () => {
    await openFeature('/usuarios', { business: { listStaff: vi.fn<ListStaff>(async () => Promise.reject({ kind: 'status', status: 403 })) } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Sin acceso' })).toBeTruthy();
    expect(alert.textContent).toContain('Su rol no tiene permiso para ver las cuentas del personal.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('failed.unavailable and retrying', () => {
  it('another failure offers "Reintentar", which shows progress, then the table', async () => {
    const retry = deferred<ListPage<StaffUser>>();
    const listStaff = vi.fn<ListStaff>().mockRejectedValueOnce({ kind: 'status', status: 500 }).mockReturnValueOnce(retry.promise);
    await openFeature('/usuarios', { business: { listStaff } });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la lista de usuarios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const busy = await screen.findByRole('button', { name: 'Reintentando…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    retry.resolve({ items: STAFF, total: 4, page: 1, pageSize: 10 });
    expect(await table()).toBeTruthy();
    expect(listStaff).toHaveBeenCalledTimes(2);
  });

  it('a page that fails after the first shows the error; retrying asks for that page again', async () => {
    const listStaff = vi.fn<ListStaff>(staffList(MANY_STAFF));
    listStaff.mockImplementationOnce(staffList(MANY_STAFF)).mockRejectedValueOnce({ kind: 'network' });
    await openFeature('/usuarios', { business: { listStaff } });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la lista de usuarios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await shows(await table(), ['persona11', 'persona12']);
    expect(listStaff.mock.calls.map(([query]) => query.page)).toEqual([1, 2, 2]);
  });
});

describe('managing accounts (staff.manage)', () => {
  it('a role with staff.view but not staff.manage sees the list without "Nuevo usuario" or any row action', async () => {
    const storage = signedInStorage({ inicio: 'usuarios', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Supervisor', r_permisos: ['staff.view'] }) });
    await openFeature('/usuarios', { storage });
    const t = await table();
    await shows(t, ['admin', 'cajero', 'cobrador', 'inactivo']);
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Usuario', 'Nombre', 'Rol', 'Estado']);
    expect(screen.queryByRole('button', { name: 'Nuevo usuario' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Deshabilitar|Habilitar|Restablecer)/ })).toBeNull();
  });

  it('"Nuevo usuario" creates an account: the one-time password dialog, then the whole list read again, the new account named and one click away', async () => {
    const created: StaffUser = { id: 9, username: 'marta', name: 'Marta Díaz', id_rol: 3, r_nombre: 'Cobrador', enabled: true, perfil: null, version: 1 };
    const rendered = await openFeature('/usuarios', {
      business: {
        listStaffRoles: vi.fn<SofiaApi['listStaffRoles']>(async () => [{ id_rol: 3, r_nombre: 'Cobrador' }]),
        createStaff: vi.fn<SofiaApi['createStaff']>(async () => ({ user: created, password: 'Kp7mQx2rTz9wHb4n' })),
      },
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await waitFor(() => expect((within(dialog).getByLabelText(/^Rol/) as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(within(dialog).getByLabelText(/^Usuario/), { target: { value: 'marta' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Marta Díaz' } });
    fireEvent.change(within(dialog).getByLabelText(/^Rol/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const reveal = await screen.findByRole('alertdialog', { name: 'Contraseña de marta' });
    expect(within(reveal).getByText('Kp7mQx2rTz9wHb4n')).toBeTruthy();
    const [request] = rendered.api.createStaff.mock.calls[0] ?? [];
    expect(request?.input).toEqual({ username: 'marta', name: 'Marta Díaz', id_rol: 3, password: { mode: 'generated' } });
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(within(reveal).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Kp7mQx2rTz9wHb4n')).toBeNull();
    // The list as it was (no search), read again; the new account named over it.
    expect((search() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(rendered.api.listStaff.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(rendered.api.listStaff.mock.calls.map(([query]) => query.q)).toEqual(['', '']);
    expect(screen.getByText('Cuenta creada: marta (Marta Díaz).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar solo marta' }));
    expect((search() as HTMLInputElement).value).toBe('marta');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mostrar solo marta' })).toBeNull());
  });
});
