/**
 * 'Alquileres' beyond the shared list suite: the 'Cliente' filter (the records kit's, as on
 * 'Deudas') sets and lifts the `customer` filter through the URL, and the totals of the whole
 * filter follow it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RentalListSortColumn } from '../../machines/rentals/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { ANA } from '../customers/customers.fixtures.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { rentalPageOf, TWELVE_RENTALS } from './rentalsList.fixtures.ts';

setupFeatureTests();

const RULES: InMemoryListOptions<(typeof TWELVE_RENTALS)[number], RentalListSortColumn> = {
  searchIn: (rental) => rental.customer_name,
  columns: { id: (a, b) => a.id - b.id, customer_name: () => 0, property: () => 0, rent: () => 0, balance: () => 0, due_now: () => 0, to_run: () => 0, next_due_date: () => 0, days_in_arrears: () => 0, status: () => 0 },
  filters: { customer: (rental, value) => String(rental.customer_id) === value },
  id: (rental) => rental.id,
};
const answer = async (query: ListQuery<RentalListSortColumn>) => rentalPageOf(RULES)(TWELVE_RENTALS, query);
const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });
/** The tenant of contract N° 4 (active, owing 100.000,00). */
const TENANT = { ...ANA, id: 103, name: 'Inquilino 04' };

describe("'Alquileres' by customer", () => {
  it("'Cliente' picks a tenant: the list, its totals and the URL follow; 'Ver todos los clientes' lifts it", async () => {
    const rendered = await openApp('/alquileres', {
      storage: signedInStorage(),
      api: { listRentals: answer, currentLocation: LOCATION, listCustomers: async () => ({ items: [TENANT], total: 1, page: 1, pageSize: 8 }) },
    });
    const table = await screen.findByRole('table', { name: /Contratos de alquiler/ });
    const filter = screen.getByRole('group', { name: 'Cliente' });
    fireEvent.change(within(filter).getByLabelText('Buscar cliente'), { target: { value: 'inquilino 04' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await within(filter).findByRole('button', { name: 'Elegir a Inquilino 04' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['4']));
    expect(rendered.deps.api.listRentals.mock.calls.at(-1)?.[0].filters).toEqual({ customer: '103' });
    expect(rendered.app.router.state.location.search).toBe('?cliente=103');
    const totals = within(screen.getByRole('group', { name: 'Totales del filtro' })).getAllByRole('definition').map((value) => value.textContent);
    expect(totals[0]).toMatch(/^100\.?000,00/);
    expect(totals[1]).toMatch(/^200\.?000,00/);
    fireEvent.click(within(screen.getByRole('group', { name: 'Cliente' })).getByRole('button', { name: 'Ver todos los clientes' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10));
    expect(rendered.app.router.state.location.search).toBe('');
  });

  it('a row says what is due to date and, apart and labelled, what the contract still has to run', async () => {
    await openApp('/alquileres', { storage: signedInStorage(), api: { listRentals: answer, currentLocation: LOCATION } });
    const table = await screen.findByRole('table', { name: /Contratos de alquiler/ });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
    expect(headers.some((text) => text.startsWith('Adeudado a la fecha'))).toBe(true);
    expect(headers.some((text) => text.startsWith('Resto del contrato'))).toBe(true);
    expect(headers.some((text) => text.startsWith('Saldo'))).toBe(false);
    const row = within(table).getByRole('rowheader', { name: '4' }).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(cells.filter((text) => /^100\.?000,00/.test(text))).toHaveLength(2); // the rent, and what is due
    expect(cells.some((text) => /^200\.?000,00/.test(text))).toBe(true);
    const terms = within(screen.getByRole('group', { name: 'Totales del filtro' })).getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(['Adeudado a la fecha', 'Resto de los contratos (aún no vencido)']);
  });

  it('?cliente= (a link from the customer) filters at once and names the tenant', async () => {
    const rendered = await openApp('/alquileres?cliente=103', { storage: signedInStorage(), api: { listRentals: answer, currentLocation: LOCATION, getCustomer: async () => TENANT } });
    const table = await screen.findByRole('table', { name: /Contratos de alquiler/ });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['4']));
    expect(rendered.deps.api.listRentals.mock.calls.at(-1)?.[0].filters).toEqual({ customer: '103' });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Cliente' })).getByText('Inquilino 04')).toBeTruthy());
  });
});
