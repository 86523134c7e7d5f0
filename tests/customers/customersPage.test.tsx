/** The 'Clientes' screens in the real app with faked effects: list, create, edit (409, 422), detail and 'Historial'. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer, CustomerInput, CustomerUpdate } from '../../machines/customers/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ANA, ANA_CHANGED, ANA_HISTORY, TWELVE_CUSTOMERS } from './customers.fixtures.ts';

setupFeatureTests();

/** The real app at `path`, signed in as the administrator unless told otherwise, with these answers. */
async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options });
  return Object.assign(rendered, { api: rendered.deps.api });
}

type Create = (request: { input: CustomerInput; idempotencyKey: string }, signal?: AbortSignal) => Promise<Customer>;
type Update = (request: { id: number; update: CustomerUpdate }, signal?: AbortSignal) => Promise<Customer>;

/** A signed-in role holding exactly these codes. */
const roleWith = (codes: Permission[]) =>
  signedInStorage({ inicio: 'clientes', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Vendedor', r_permisos: codes }) });

const listOf = (customers: Customer[]) => async (query: { pageSize: number; q: string; filters: Readonly<Record<string, string>> }) => {
  const items = customers.filter((c) => (query.q === '' || c.name.toLowerCase().includes(query.q.toLowerCase())) && (!query.filters.status || c.status === query.filters.status));
  return { items: items.slice(0, query.pageSize), total: items.length, page: 1, pageSize: query.pageSize };
};
const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar' });

describe('the list', () => {
  it('shows the customers, searches on the server, filters by status and offers "Nuevo cliente" to who may create', async () => {
    const rendered = await openFeature('/clientes', { api: { listCustomers: listOf(TWELVE_CUSTOMERS) } });
    const table = await screen.findByRole('table', { name: /Clientes del negocio/ });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('12 clientes encontrados.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo cliente' }).getAttribute('href')).toBe('/clientes/nuevo');
    expect(within(table).getByRole('link', { name: 'Cliente 01' }).getAttribute('href')).toBe('/clientes/1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'blocked' } });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3));
    expect(rendered.api.listCustomers.mock.calls.at(-1)?.[0].filters).toEqual({ status: 'blocked' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar clientes' }), { target: { value: 'Cliente 12' } });
    await waitFor(() => expect(rendered.api.listCustomers.mock.calls.at(-1)?.[0].q).toBe('Cliente 12'));
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('a role with customer.view but not customer.create gets no "Nuevo cliente"', async () => {
    await openFeature('/clientes', { storage: roleWith(['customer.view']), api: { listCustomers: listOf(TWELVE_CUSTOMERS) } });
    await screen.findByRole('table', { name: /Clientes del negocio/ });
    expect(screen.queryByRole('link', { name: 'Nuevo cliente' })).toBeNull();
  });
});

describe('Nuevo cliente', () => {
  it('refuses an empty form with linked errors and the focus on the first invalid field', async () => {
    const rendered = await openFeature('/clientes/nuevo');
    await screen.findByRole('heading', { level: 1, name: 'Nuevo cliente' });
    fireEvent.click(saveButton());
    const documentNumber = field(/^Número de documento/);
    await waitFor(() => expect(document.activeElement).toBe(documentNumber));
    expect(documentNumber.getAttribute('aria-invalid')).toBe('true');
    const errorId = documentNumber.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Este dato es obligatorio.');
    expect(field(/^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(rendered.api.createCustomer).not.toHaveBeenCalled();
  });

  it('a failed save keeps the values and "Reintentar" sends the same Idempotency-Key; then the customer opens', async () => {
    const createCustomer = vi.fn<Create>().mockRejectedValueOnce({ kind: 'timeout' }).mockImplementation(async ({ input }) => ({ ...ANA, ...input, id: 9 }));
    const rendered = await openFeature('/clientes/nuevo', { api: { createCustomer, getCustomer: async () => ({ ...ANA, id: 9, name: 'Luis Gómez' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo cliente' });
    fireEvent.change(field(/^Número de documento/), { target: { value: '20999888' } });
    fireEvent.change(field(/^Nombre/), { target: { value: 'Luis Gómez' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'No se pudo guardar' })).toBeTruthy();
    expect(field(/^Nombre/).value).toBe('Luis Gómez');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luis Gómez' })).toBeTruthy();
    const keys = createCustomer.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rendered.path()).toBe('/clientes/9');
  });

  it('422: the document belongs to another customer, said on the field', async () => {
    const createCustomer = vi.fn<Create>().mockRejectedValue({ kind: 'status', status: 422 });
    await openFeature('/clientes/nuevo', { api: { createCustomer } });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo cliente' });
    fireEvent.change(field(/^Número de documento/), { target: { value: '30111222' } });
    fireEvent.change(field(/^Nombre/), { target: { value: 'Luis' } });
    fireEvent.click(saveButton());
    const documentNumber = field(/^Número de documento/);
    await waitFor(() => expect(document.getElementById(documentNumber.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Este documento ya pertenece a otro cliente.'));
    expect(document.activeElement).toBe(documentNumber);
  });

  it('422 documentTaken naming the holder: the message links to the existing customer', async () => {
    const createCustomer = vi.fn<Create>().mockRejectedValue({ kind: 'status', status: 422, code: 'documentTaken', existingId: 12 });
    await openFeature('/clientes/nuevo', { api: { createCustomer } });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo cliente' });
    fireEvent.change(field(/^Número de documento/), { target: { value: '33444555' } });
    fireEvent.change(field(/^Nombre/), { target: { value: 'Luis' } });
    fireEvent.click(saveButton());
    const link = await screen.findByRole('link', { name: 'Ver el cliente N° 12' });
    expect(link.getAttribute('href')).toBe('/clientes/12');
    // A new number is a new question: the link goes with the error.
    fireEvent.change(field(/^Número de documento/), { target: { value: '33444556' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ver el cliente N° 12' })).toBeNull());
  });
});

describe('Editar cliente', () => {
  it('409: says someone else changed it, keeps the typed values, compares after "Recargar", saves on the new version', async () => {
    const updateCustomer = vi.fn<Update>().mockRejectedValueOnce({ kind: 'status', status: 409 }).mockImplementation(async ({ update }) => ({ ...ANA_CHANGED, ...update, version: 5 }));
    const getCustomer = vi.fn<(id: number) => Promise<Customer>>().mockResolvedValueOnce(ANA).mockResolvedValue(ANA_CHANGED);
    await openFeature('/clientes/7/editar', { api: { getCustomer, updateCustomer } });
    await waitFor(() => expect(field(/^Nombre/).value).toBe('Ana Pérez'));
    fireEvent.change(field(/^Nombre/), { target: { value: 'Ana María Pérez' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Otra persona cambió este cliente' })).toBeTruthy();
    expect(field(/^Nombre/).value).toBe('Ana María Pérez');
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    const comparison = await screen.findByRole('table', { name: 'Lo que usted escribió y lo guardado ahora' });
    const rows = within(comparison).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['NombreAna María PérezAna Pérez', 'Teléfono555-0101555-9999', 'EstadoActivoBloqueado']);
    fireEvent.click(screen.getByRole('button', { name: 'Mantener lo que escribí' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(updateCustomer).toHaveBeenCalledTimes(2));
    expect(updateCustomer.mock.calls[1]?.[0]).toMatchObject({ id: 7, update: { name: 'Ana María Pérez', version: ANA_CHANGED.version } });
  });
});

describe('the detail', () => {
  it('shows the fields, empty holdings, "Editar" and the translated history', async () => {
    await openFeature('/clientes/7', { api: { getCustomer: async () => ANA, recordHistory: async () => ANA_HISTORY } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/clientes/7/editar');
    expect(screen.getByText('Este cliente no tiene préstamos.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historial' });
    await waitFor(() => expect(within(history).getByText(/^Cambio por Carlos Ruiz/)).toBeTruthy());
    expect(within(history).getByText(/^Teléfono:/).textContent).toBe('Teléfono: 555-0000 → 555-0101');
    expect(within(history).getByText(/^Creación por Ana Torres/)).toBeTruthy();
  });

  it('without customer.edit and audit.view: no "Editar", no history asked for', async () => {
    const rendered = await openFeature('/clientes/7', { storage: roleWith(['customer.view']), api: { getCustomer: async () => ANA } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(rendered.api.recordHistory).not.toHaveBeenCalled();
  });

  it('404 says there is no such customer', async () => {
    await openFeature('/clientes/99');
    expect(await screen.findByRole('heading', { name: 'No existe ese cliente' })).toBeTruthy();
  });
});

describe('numbers in a right-to-left language', () => {
  it('phone and document numbers are laid out left to right (they have no direction of their own), names by their content', async () => {
    const customer = { ...ANA, phone: '+54 9 11 4523-7781', document_number: '20-28456123-7' };
    await openFeature(`/clientes/${customer.id}`, { api: { getCustomer: async () => customer } });
    const phone = await screen.findByText('+54 9 11 4523-7781');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('20-28456123-7').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(customer.name, { selector: 'dd' }).getAttribute('dir')).toBe('auto');
  });

  it('in the list too', async () => {
    const customer = { ...ANA, phone: '+54 9 11 4523-7781', document_number: '20-28456123-7' };
    await openFeature('/clientes', { api: { listCustomers: listOf([customer]) } });
    const table = await screen.findByRole('table', { name: /Clientes del negocio/ });
    expect(within(table).getByText('+54 9 11 4523-7781').getAttribute('dir')).toBe('ltr');
    expect(within(table).getByText('20-28456123-7').getAttribute('dir')).toBe('ltr');
  });
});
