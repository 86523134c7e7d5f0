/**
 * The deliveries screen (/entregas) through the UI, on the records-list machine: the shared list
 * suite (tests/records/recordsListUiPaths.ts) with what is the area's own: a cashier signed in,
 * twelve deliveries searched by number and sender, the 'Estado' filter, the Spanish texts.
 */
import { deliveriesListMachine, type Delivery, type DeliverySortColumn } from '../../machines/deliveries/index.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { TWELVE_DELIVERIES } from './deliveries.fixtures.ts';

/** What the server does with GET /entregas, in memory: search the number and the sender, sort, the status filter. */
const DELIVERY_RULES: InMemoryListOptions<Delivery, DeliverySortColumn> = {
  searchIn: (delivery) => `${delivery.id} ${delivery.sender_name}`,
  columns: {
    id: (a, b) => a.id - b.id,
    business_date: (a, b) => a.business_date.localeCompare(b.business_date),
    declared_amount: (a, b) => a.declared_amount - b.declared_amount,
    status: (a, b) => a.status.localeCompare(b.status),
  },
  filters: { status: (delivery, value) => delivery.status === value },
  id: (delivery) => delivery.id,
};
const STATUS_OPTION: Record<string, string> = { '': 'Todos', pending: 'Pendiente', received: 'Recibida', disputed: 'En disputa', resolved: 'Resuelta', cancelled: 'Cancelada' };

defineRecordsListUiPaths({
  machine: deliveriesListMachine,
  name: 'deliveries list',
  route: '/entregas',
  // A cashier: sees every delivery, receives them.
  storage: () => signedInStorage({ id: '2', inicio: 'entregas', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero', r_permisos: ['delivery.view', 'delivery.receive'] }) }),
  listCall: 'listDeliveries',
  request: 'GET /entregas',
  rows: TWELVE_DELIVERIES,
  rules: DELIVERY_RULES,
  rowHeader: (delivery) => String(delivery.id),
  // N° 105: one of the twelve.
  search: '105',
  columns: { declared_amount: 'Declarado', id: 'N°', business_date: 'Fecha', status: 'Estado' },
  sortBy: ['declared_amount', 'id'],
  filter: { label: 'Estado', key: 'status', value: 'pending', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Entregas de efectivo',
    table: 'Entregas de efectivo',
    searchBox: 'Buscar entregas',
    pagination: 'Paginación de entregas',
    loading: 'Cargando entregas…',
    empty: 'No hay entregas',
    emptyText: 'Todavía no hay entregas de efectivo.',
    noMatch: 'Ninguna entrega coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 entrega encontrada.' : `${total} entregas encontradas.`),
    loadError: 'No se pudo cargar la lista de entregas',
    forbidden: 'Su rol no permite ver las entregas.',
  },
});
