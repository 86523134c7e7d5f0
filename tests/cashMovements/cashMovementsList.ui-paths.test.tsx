/**
 * 'Movimientos' (/movimientos) through the UI, on the records-list machine: the shared list suite
 * (tests/records/recordsListUiPaths.ts) with what is the area's own: sixty movements (two pages of
 * fifty) searched by concept, the 'Tipo' filter, the Spanish texts; and, wherever the table is on
 * screen, the totals of the whole filter over it and the reversal pair linked both ways.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cashMovementsListMachine } from '../../machines/cashMovements/index.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { MOVEMENT_RULES, movementPageOf, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';

const TYPE_OPTION: Readonly<Record<string, string>> = { '': 'Todos', expense: 'Egreso' };
const table = () => screen.getByRole('table', { name: /^Movimientos de caja/ });

defineRecordsListUiPaths({
  machine: cashMovementsListMachine,
  name: 'cash movements list',
  route: '/movimientos',
  listCall: 'listMovements',
  request: 'GET /movimientos',
  rows: SIXTY_MOVEMENTS,
  rules: MOVEMENT_RULES,
  // Each answer carries the totals of the whole filter.
  answerOf: movementPageOf,
  rowHeader: (movement) => String(movement.id),
  search: 'Venta',
  columns: { business_date: 'Fecha', type: 'Tipo' },
  sortBy: ['business_date', 'type'],
  filter: { label: 'Tipo', key: 'type', value: 'expense', option: (value) => TYPE_OPTION[value] },
  showsTable: (rows) => {
    // The totals of the whole filter, over the table (the location's currency is unknown here: '…').
    const totals = document.querySelector('[role="group"][aria-label="Totales del filtro"]') as HTMLElement | null;
    expect(totals, 'the totals of the filter').not.toBeNull();
    expect(within(totals as HTMLElement).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total entradas', 'Total salidas', 'Neto']);
    // The pair is linked both ways wherever it is on screen.
    if (rows.some((m) => m.id === 21)) expect(table().textContent).toContain('Revierte N° 20');
    if (rows.some((m) => m.id === 20)) expect(table().textContent).toContain('Revertido por N° 21');
  },
  texts: {
    heading: 'Movimientos',
    table: 'Movimientos de caja',
    searchBox: 'Buscar movimientos',
    pagination: 'Paginación de movimientos',
    loading: 'Cargando movimientos…',
    empty: 'No hay movimientos',
    emptyText: 'Todavía no entró ni salió dinero de ninguna caja.',
    noMatch: 'Ningún movimiento coincide con el filtro.',
    count: (total) => (total === 1 ? '1 movimiento encontrado.' : `${total} movimientos encontrados.`),
    loadError: 'No se pudo cargar la lista de movimientos',
    forbidden: 'Su rol no permite ver los movimientos de caja.',
  },
});
