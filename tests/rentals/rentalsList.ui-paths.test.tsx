/**
 * 'Alquileres' (/alquileres) through the UI, on the records-list machine: the shared list suite
 * (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve contracts searched by
 * tenant, the 'Estado' filter, the Spanish texts; and, wherever the table is on screen, the totals
 * of the whole filter under it (the answer's, in the location's currency).
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { rentalsListMachine, type RentalListRow, type RentalListSortColumn } from '../../machines/rentals/index.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { rentalPageOf, TWELVE_RENTALS } from './rentalsList.fixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /alquileres, in memory: search the tenant, sort, the status filter. */
const RENTAL_RULES: InMemoryListOptions<RentalListRow, RentalListSortColumn> = {
  searchIn: (rental) => rental.customer_name,
  columns: {
    id: (a, b) => a.id - b.id,
    customer_name: (a, b) => collator.compare(a.customer_name, b.customer_name),
    property: (a, b) => collator.compare(a.property, b.property),
    rent: (a, b) => a.rent - b.rent,
    balance: (a, b) => a.balance - b.balance,
    due_now: (a, b) => a.due_now - b.due_now,
    to_run: (a, b) => a.to_run - b.to_run,
    next_due_date: (a, b) => collator.compare(a.next_due_date ?? '', b.next_due_date ?? ''),
    days_in_arrears: (a, b) => a.days_in_arrears - b.days_in_arrears,
    status: (a, b) => collator.compare(a.status, b.status),
  },
  filters: { status: (rental, value) => rental.status === value },
  id: (rental) => rental.id,
};
/** '78.000,00 ARS' → 7800000 (the fixtures' amounts have two minor digits). */
const minorOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const STATUS_OPTION: Record<string, string> = { '': 'Todos', draft: 'Borrador', active: 'Vigente' };

defineRecordsListUiPaths({
  machine: rentalsListMachine,
  name: 'rentals list',
  route: '/alquileres',
  listCall: 'listRentals',
  request: 'GET /alquileres',
  rows: TWELVE_RENTALS,
  rules: RENTAL_RULES,
  // Each answer carries the totals of the whole filter.
  answerOf: rentalPageOf(RENTAL_RULES),
  otherApi: () => ({ currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }) }),
  showsTable: (rows: readonly RentalListRow[]) => {
    const totals = document.querySelector('[role="group"][aria-label="Totales del filtro"]') as HTMLElement | null;
    expect(totals, 'the totals of the filter').not.toBeNull();
    expect(within(totals as HTMLElement).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Adeudado a la fecha',
      'Resto de los contratos (aún no vencido)',
      'Alquiler mensual de los vigentes',
      'Depósitos en garantía',
    ]);
    // They come with the rows on screen: all of them on the only page, at least theirs otherwise.
    const [balance = '', , rent = ''] = within(totals as HTMLElement).getAllByRole('definition').map((value) => value.textContent ?? '');
    expect(balance).toMatch(/ARS/);
    const rowsBalance = sum(rows.map((rental) => rental.due_now));
    const rowsRent = sum(rows.filter((rental) => rental.status === 'active').map((rental) => rental.rent));
    if (screen.queryByText('Página 1 de 1') !== null) expect([minorOf(balance), minorOf(rent)]).toEqual([rowsBalance, rowsRent]);
    else expect([minorOf(balance) >= rowsBalance, minorOf(rent) >= rowsRent]).toEqual([true, true]);
  },
  rowHeader: (rental) => String(rental.id),
  search: 'Inquilino 1',
  columns: { id: 'N°', customer_name: 'Inquilino', status: 'Estado' },
  sortBy: ['customer_name', 'status'],
  filter: { label: 'Estado', key: 'status', value: 'active', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Alquileres',
    table: 'Contratos de alquiler',
    searchBox: 'Buscar alquileres',
    pagination: 'Paginación de alquileres',
    loading: 'Cargando alquileres…',
    empty: 'No hay alquileres',
    emptyText: 'Todavía no hay contratos de alquiler registrados.',
    noMatch: 'Ningún alquiler coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 alquiler encontrado.' : `${total} alquileres encontrados.`),
    loadError: 'No se pudo cargar la lista de alquileres',
    forbidden: 'Su rol no permite ver los alquileres.',
  },
});
