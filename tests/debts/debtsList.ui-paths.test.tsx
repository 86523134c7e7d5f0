/**
 * 'Deudas' (/deudas) through the UI, on the records-list machine: the shared list suite
 * (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve debts searched by
 * debtor and concept, the 'Estado' filter, the Spanish texts; and, wherever the table is on screen,
 * the totals of the whole filter under it (the amounts of the answer, in the location's currency)
 * and each N° linking to its record's page. 'Honorarios' is the same machine and page by kind
 * (tests/debts/debtsPages.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { debtsListMachine, type DebtListRow } from '../../machines/debts/index.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { DEBT_RULES, debtPageOf, TWELVE_DEBTS } from './debtsList.fixtures.ts';

const STATUS_OPTION: Record<string, string> = { '': 'Todos', open: 'Pendiente', paid: 'Pagada' };
const table = () => screen.getByRole('table', { name: /^Deudas de clientes/ });
/** '78.000,00 ARS' → 7800000 (the fixtures' amounts have two minor digits). */
const minorOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

defineRecordsListUiPaths({
  machine: debtsListMachine,
  name: 'debts list',
  route: '/deudas',
  listCall: 'listDebts',
  listKind: 'debt',
  request: 'GET /deudas',
  rows: TWELVE_DEBTS,
  rules: DEBT_RULES,
  // Each answer carries the totals of the whole filter.
  answerOf: debtPageOf,
  otherApi: () => ({ currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }) }),
  showsTable: (rows: readonly DebtListRow[]) => {
    // The totals of the whole filter, under the table.
    const totals = document.querySelector('[role="group"][aria-label="Totales del filtro"]') as HTMLElement | null;
    expect(totals, 'the totals of the filter').not.toBeNull();
    expect(within(totals as HTMLElement).getAllByRole('term').map((term) => term.textContent)).toEqual(['Importe total', 'Saldo total']);
    // They come with the rows on screen: all of them on the only page, at least theirs otherwise.
    const [amount = '', balance = ''] = within(totals as HTMLElement).getAllByRole('definition').map((value) => value.textContent ?? '');
    expect(amount).toMatch(/ARS/);
    const rowsAmount = sum(rows.map((debt) => debt.amount));
    const rowsBalance = sum(rows.map((debt) => debt.balance));
    if (screen.queryByText('Página 1 de 1') !== null) {
      expect([minorOf(amount), minorOf(balance)]).toEqual([rowsAmount, rowsBalance]);
    } else {
      expect(minorOf(amount)).toBeGreaterThanOrEqual(rowsAmount);
      expect(minorOf(balance)).toBeGreaterThanOrEqual(rowsBalance);
    }
    for (const debt of rows) expect(within(table()).getByRole('link', { name: String(debt.id) }).getAttribute('href')).toBe(`/deudas/${debt.id}`);
  },
  rowHeader: (debt) => String(debt.id),
  search: 'Deudor 1',
  columns: { id: 'N°', debtor_name: 'Deudor', status: 'Estado' },
  sortBy: ['debtor_name', 'status'],
  filter: { label: 'Estado', key: 'status', value: 'open', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Deudas',
    table: 'Deudas de clientes',
    searchBox: 'Buscar deudas',
    pagination: 'Paginación de deudas',
    loading: 'Cargando deudas…',
    empty: 'No hay deudas',
    emptyText: 'Todavía no hay deudas registradas.',
    noMatch: 'Ninguna deuda coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 deuda encontrada.' : `${total} deudas encontradas.`),
    loadError: 'No se pudo cargar la lista de deudas',
    forbidden: 'Su rol no permite ver las deudas.',
  },
});
