/**
 * 'Pagos de préstamos' (/pagos_prestamos) through the UI, on the records-list machine: the shared
 * list suite (tests/records/recordsListUiPaths.ts) with what is the area's own: thirty payments
 * searched by loan number or customer, the 'Estado' filter, the Spanish texts; and, wherever the
 * table is on screen, the totals of the whole filter over it.
 */
import { expect } from 'vitest';
import { loanPaymentsListMachine } from '../../machines/payments/index.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { PAYMENT_RULES, paymentAnswerOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';

const STATUS_OPTION: Readonly<Record<string, string>> = { '': 'Todos', reversed: 'Revertido' };

defineRecordsListUiPaths({
  machine: loanPaymentsListMachine,
  name: 'loan payments list',
  route: '/pagos_prestamos',
  listCall: 'listPayments',
  listKind: 'loan',
  request: 'GET /pagos_prestamos',
  rows: THIRTY_PAYMENTS,
  rules: PAYMENT_RULES,
  answerOf: paymentAnswerOf,
  rowHeader: (payment) => String(payment.id),
  search: 'Paz',
  columns: { business_date: 'Fecha', amount: 'Monto' },
  sortBy: ['business_date', 'amount'],
  filter: { label: 'Estado', key: 'status', value: 'reversed', option: (value) => STATUS_OPTION[value] },
  showsTable: () => {
    const totals = document.querySelector('[role="group"][aria-label="Totales del filtro"]') as HTMLElement | null;
    expect(totals, 'the totals of the filter').not.toBeNull();
    expect([...(totals as HTMLElement).querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Total cobrado', 'Total revertido']);
  },
  texts: {
    heading: 'Pagos de préstamos',
    table: 'Pagos de préstamos',
    searchBox: 'Buscar pagos',
    pagination: 'Paginación de pagos',
    loading: 'Cargando pagos…',
    empty: 'No hay pagos',
    emptyText: 'Todavía no se registró ningún pago.',
    noMatch: 'Ningún pago coincide con el filtro.',
    count: (total) => (total === 1 ? '1 pago encontrado.' : `${total} pagos encontrados.`),
    loadError: 'No se pudo cargar la lista de pagos',
    forbidden: 'Su rol no permite ver estos pagos.',
  },
});
