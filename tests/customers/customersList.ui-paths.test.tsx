/**
 * The 'Clientes' screen (/clientes) through the UI, on the records-list machine: the shared list
 * suite (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve customers
 * searched by name and document, the 'Estado' filter, the Spanish texts.
 */
import { customersListMachine, type Customer, type CustomerSortColumn } from '../../machines/customers/index.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_CUSTOMERS } from './customers.fixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /clientes, in memory: search name and document, sort, the status filter. */
const CUSTOMER_RULES: InMemoryListOptions<Customer, CustomerSortColumn> = {
  searchIn: (customer) => `${customer.name} ${customer.document_number}`,
  columns: {
    name: (a, b) => collator.compare(a.name, b.name),
    document_number: (a, b) => collator.compare(a.document_number, b.document_number),
    status: (a, b) => collator.compare(a.status, b.status),
    created_at: (a, b) => collator.compare(a.created_at, b.created_at),
  },
  filters: { status: (customer, value) => customer.status === value },
  id: (customer) => customer.id,
};
const STATUS_OPTION: Record<string, string> = { '': 'Todos', active: 'Activo', blocked: 'Bloqueado' };

defineRecordsListUiPaths({
  machine: customersListMachine,
  name: 'customers list',
  route: '/clientes',
  listCall: 'listCustomers',
  request: 'GET /clientes',
  rows: TWELVE_CUSTOMERS,
  rules: CUSTOMER_RULES,
  rowHeader: (customer) => customer.name,
  // 'Cliente 1', 'Cliente 10'…: one page.
  search: 'Cliente 1',
  columns: { name: 'Nombre', document_number: 'Número de documento', status: 'Estado' },
  sortBy: ['name', 'status'],
  filter: { label: 'Estado', key: 'status', value: 'blocked', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Clientes',
    table: 'Clientes del negocio',
    searchBox: 'Buscar clientes',
    pagination: 'Paginación de clientes',
    loading: 'Cargando clientes…',
    empty: 'No hay clientes',
    emptyText: 'Todavía no hay clientes registrados.',
    noMatch: 'Ningún cliente coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 cliente encontrado.' : `${total} clientes encontrados.`),
    loadError: 'No se pudo cargar la lista de clientes',
    forbidden: 'Su rol no permite ver los clientes.',
  },
});
