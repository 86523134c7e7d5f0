import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '../../machines/staff/index.ts';
import { deferred, MANY_STAFF, openFeature, setupFeatureTests, STAFF } from '../features/featureKit.tsx';

setupFeatureTests();

const table = () => screen.findByRole('table', { name: /Cuentas del personal/ });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const firstCells = (t: HTMLElement) => bodyRows(t).map((row) => within(row).getAllByRole('rowheader')[0]?.textContent ?? '');
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortButton = (name: string) => within(header(name)).getByRole('button');
const search = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' });

describe('fetching.loading', () => {
  it('shows a loading status, then the table', async () => {
    const pending = deferred<StaffUser[]>();
    const rendered = await openFeature('/usuarios', { business: { listUsers: vi.fn(() => pending.promise) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByText('Cargando usuarios…').getAttribute('role')).toBe('status');
    pending.resolve(STAFF);
    expect(await table()).toBeTruthy();
    expect(rendered.api.listUsers).toHaveBeenCalledTimes(1);
    expect(rendered.api.listUsers.mock.calls[0]?.[0]).toBeInstanceOf(AbortSignal);
  });
});

describe('loaded', () => {
  it('shows every account with its photo, name, role and enabled state as text', async () => {
    await openFeature('/usuarios');
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Usuario',
      'Nombre',
      'Rol',
      'Habilitado',
    ]);
    const rows = bodyRows(t).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(firstCells(t)).toEqual(['admin', 'cajero', 'cobrador', 'inactivo']);
    expect(rows).toEqual([
      ['Ana Torres', 'Administrador', '✓Sí'],
      ['Carlos Ruiz', 'Cajero', '✓Sí'],
      ['Lucía Gómez', 'Cobrador', '✓Sí'],
      ['Pedro Salas', 'Cajero', '✕No'],
    ]);
    expect(t.querySelector('tbody img')?.getAttribute('src')).toBe('/public/ana.jpg');
    expect(screen.getByText('4 usuarios encontrados.').getAttribute('role')).toBe('status');
  });

  it('filters as the user types, and says how many match', async () => {
    await openFeature('/usuarios');
    const t = await table();
    fireEvent.change(search(), { target: { value: 'cajero' } });
    expect(firstCells(t)).toEqual(['cajero', 'inactivo']);
    expect(screen.getByText('2 usuarios encontrados.').getAttribute('role')).toBe('status');
    fireEvent.change(search(), { target: { value: 'lucia' } });
    expect(firstCells(t)).toEqual(['cobrador']);
    expect(screen.getByText('1 usuario encontrado.')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'nadie' } });
    expect(within(t).getByText('Ningún usuario coincide con la búsqueda.').tagName).toBe('TD');
    expect(screen.getAllByText('Ningún usuario coincide con la búsqueda.').some((el) => el.getAttribute('role') === 'status')).toBe(true);
  });

  it('sorts by a header, flips on a second click, and says so with aria-sort', async () => {
    await openFeature('/usuarios');
    const t = await table();
    expect(['Usuario', 'Nombre', 'Rol', 'Habilitado'].map((n) => header(n).getAttribute('aria-sort'))).toEqual(['none', 'none', 'none', 'none']);
    fireEvent.click(sortButton('Nombre'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(t)).toEqual(['admin', 'cajero', 'cobrador', 'inactivo']);
    fireEvent.click(sortButton('Nombre'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells(t)).toEqual(['inactivo', 'cobrador', 'cajero', 'admin']);
    fireEvent.click(sortButton('Habilitado'));
    expect(header('Nombre').getAttribute('aria-sort')).toBe('none');
    expect(header('Habilitado').getAttribute('aria-sort')).toBe('ascending');
    expect(t.querySelector('caption')?.textContent).toContain('Ordenada por Habilitado, ascendente.');
  });

  it('pages ten at a time with named buttons and "Página 1 de 2"', async () => {
    await openFeature('/usuarios', { business: { listUsers: vi.fn(async () => MANY_STAFF) } });
    const t = await table();
    const nav = screen.getByRole('navigation', { name: 'Paginación de usuarios' });
    expect(bodyRows(t)).toHaveLength(10);
    expect(within(nav).getByText('Página 1 de 2')).toBeTruthy();
    const previous = within(nav).getByRole('button', { name: 'Página anterior' });
    const next = within(nav).getByRole('button', { name: 'Página siguiente' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    expect(within(nav).getByText('Página 2 de 2')).toBeTruthy();
    expect(firstCells(t)).toEqual(['persona11', 'persona12']);
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(previous);
    expect(firstCells(t)[0]).toBe('persona01');
    // A search goes back to the first page.
    fireEvent.click(next);
    fireEvent.change(search(), { target: { value: 'persona1' } });
    expect(within(nav).getByText('Página 1 de 1')).toBeTruthy();
    expect(firstCells(t)).toEqual(['persona10', 'persona11', 'persona12']);
  });

  it('"Exportar" downloads the visible rows as jsonData-style xls with the four columns', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:usuarios';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await openFeature('/usuarios');
    await table();
    fireEvent.change(search(), { target: { value: 'cajero' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('usuarios.xls');
    expect(clicked[0]?.href).toBe('blob:usuarios');
    expect(created[0]?.type).toBe('application/vnd.ms-excel');
    const XLSX = (await import('sheetjs-style')).default;
    const book = XLSX.read(new Uint8Array(await created[0]!.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Usuarios']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Usuarios!, { header: 1 });
    expect(rows).toEqual([
      ['Usuario', 'Nombre', 'Rol', 'Habilitado'],
      ['cajero', 'Carlos Ruiz', 'Cajero', 'Sí'],
      ['inactivo', 'Pedro Salas', 'Cajero', 'No'],
    ]);
  });
});

describe('empty', () => {
  it('explains that there are no accounts, with no table', async () => {
    await openFeature('/usuarios', { business: { listUsers: vi.fn(async () => []) } });
    expect(await screen.findByRole('heading', { name: 'No hay usuarios' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('failed.forbidden', () => {
  it('a 403 says clearly that this role has no access, without a retry button', async () => {
    await openFeature('/usuarios', { business: { listUsers: vi.fn(async () => Promise.reject({ kind: 'status', status: 403 })) } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Sin acceso' })).toBeTruthy();
    expect(alert.textContent).toContain('Solo los administradores pueden ver las cuentas del personal.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('failed.error and fetching.retrying', () => {
  it('another failure offers "Reintentar", which shows progress, then the table', async () => {
    const retry = deferred<StaffUser[]>();
    const listUsers = vi.fn<() => Promise<StaffUser[]>>().mockRejectedValueOnce({ kind: 'status', status: 500 }).mockReturnValueOnce(retry.promise);
    await openFeature('/usuarios', { business: { listUsers } });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la lista de usuarios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const busy = await screen.findByRole('button', { name: 'Reintentando…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    retry.resolve(STAFF);
    expect(await table()).toBeTruthy();
    expect(listUsers).toHaveBeenCalledTimes(2);
  });

  it('a 401 ends the session like the photo upload does: notice, stored session cleared, login page', async () => {
    const rendered = await openFeature('/usuarios', {
      business: { listUsers: vi.fn(async () => Promise.reject({ kind: 'status', status: 401 })) },
    });
    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(rendered.deps.alerts).toEqual([{ icon: 'warning', title: 'Sesión terminada', text: 'Tu sesión ha caducado. Inicia sesión de nuevo.' }]);
    expect(rendered.deps.storage.get('token')).toBeNull();
  });
});
