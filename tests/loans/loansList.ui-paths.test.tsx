/**
 * 'Préstamos' (/prestamos) through the UI, on the records-list machine: the shared list suite
 * (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve loans searched by
 * customer, the 'Estado' filter, the Spanish texts.
 */
import { loansListMachine, type LoanListRow, type LoanSortColumn } from '../../machines/loans/loanScreens.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_LOANS } from './loanScreens.fixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /prestamos, in memory: search the customer, sort, the status filter. */
const LOAN_RULES: InMemoryListOptions<LoanListRow, LoanSortColumn> = {
  searchIn: (loan) => loan.customer_name,
  columns: {
    id: (a, b) => a.id - b.id,
    customer_name: (a, b) => collator.compare(a.customer_name, b.customer_name),
    principal: (a, b) => a.principal - b.principal,
    balance: (a, b) => a.balance - b.balance,
    next_due_date: (a, b) => collator.compare(a.next_due_date ?? '', b.next_due_date ?? ''),
    days_in_arrears: (a, b) => a.days_in_arrears - b.days_in_arrears,
    status: (a, b) => collator.compare(a.status, b.status),
  },
  filters: { status: (loan, value) => loan.status === value },
  id: (loan) => loan.id,
};
const STATUS_OPTION: Record<string, string> = { '': 'Todos', submitted: 'Solicitado', active: 'Activo' };

defineRecordsListUiPaths({
  machine: loansListMachine,
  name: 'loans list',
  route: '/prestamos',
  listCall: 'listLoans',
  request: 'GET /prestamos',
  rows: TWELVE_LOANS,
  rules: LOAN_RULES,
  rowHeader: (loan) => String(loan.id),
  search: 'Cliente 1',
  columns: { id: 'N°', customer_name: 'Cliente', status: 'Estado' },
  sortBy: ['customer_name', 'status'],
  filter: { label: 'Estado', key: 'status', value: 'active', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Préstamos',
    table: 'Préstamos del negocio',
    searchBox: 'Buscar préstamos',
    pagination: 'Paginación de préstamos',
    loading: 'Cargando préstamos…',
    empty: 'No hay préstamos',
    emptyText: 'Todavía no hay préstamos registrados.',
    noMatch: 'Ningún préstamo coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 préstamo encontrado.' : `${total} préstamos encontrados.`),
    loadError: 'No se pudo cargar la lista de préstamos',
    forbidden: 'Su rol no permite ver los préstamos.',
  },
});
