/**
 * 'Movimientos de entrega' (/movimientos_entrega) through the UI, on the records-list machine: the
 * shared list suite (tests/records/recordsListUiPaths.ts) with what is the area's own: thirty
 * movements (two pages of 25) searched by user, the 'Estado' filter, the Spanish texts; and,
 * wherever the table is on screen, each row's delivery linked to 'Entregas' and its status translated.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { deliveryMovementsListMachine } from '../../machines/cashMovements/index.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { DELIVERY_RULES, deliveryPageOf, THIRTY_DELIVERY_MOVEMENTS } from './cashMovements.fixtures.ts';

const STATUS_OPTION: Readonly<Record<string, string>> = { '': 'Todos', received: 'Recibida' };
const table = () => screen.getByRole('table', { name: /^Movimientos de las entregas/ });

defineRecordsListUiPaths({
  machine: deliveryMovementsListMachine,
  name: 'delivery movements list',
  route: '/movimientos_entrega',
  listCall: 'listDeliveryMovements',
  request: 'GET /movimientos_entrega',
  rows: THIRTY_DELIVERY_MOVEMENTS,
  rules: DELIVERY_RULES,
  // Each answer carries the user choices.
  answerOf: deliveryPageOf,
  rowHeader: (movement) => String(movement.id),
  search: 'lucía',
  columns: { business_date: 'Fecha', amount: 'Importe', delivery_id: 'Entrega' },
  sortBy: ['amount', 'delivery_id'],
  filter: { label: 'Estado', key: 'status', value: 'received', option: (value) => STATUS_OPTION[value] },
  showsTable: (rows) => {
    // Each row names its delivery (linked to 'Entregas') and the delivery's status, translated.
    for (const row of rows) expect(within(table()).getAllByRole('link', { name: `Entrega N° ${row.delivery_id}` }).length).toBeGreaterThan(0);
    if (rows.some((m) => m.status === 'disputed')) expect(table().textContent).toContain('En disputa');
  },
  texts: {
    heading: 'Movimientos de entrega',
    table: 'Movimientos de las entregas',
    searchBox: 'Buscar movimientos de entrega',
    pagination: 'Paginación de movimientos de entrega',
    loading: 'Cargando movimientos de entrega…',
    empty: 'No hay movimientos de entrega',
    emptyText: 'Todavía no se recibió ninguna entrega.',
    noMatch: 'Ningún movimiento de entrega coincide con el filtro.',
    count: (total) => (total === 1 ? '1 movimiento de entrega encontrado.' : `${total} movimientos de entrega encontrados.`),
    loadError: 'No se pudo cargar la lista de movimientos de entrega',
    forbidden: 'Su rol no permite ver los movimientos de entrega.',
  },
});
