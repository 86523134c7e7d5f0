/**
 * 'Sesiones anteriores' on the 'Caja' page (/caja) through the UI, on the records-list machine: the
 * shared list suite (tests/records/recordsListUiPaths.ts) with what is the section's own: twelve
 * past sessions searched by box and user, the 'Estado' filter, the Spanish texts. A section of a
 * bigger page: its empty and refused states are sentences, not headings of their own.
 */
import { cashSessionsListMachine, type CashSession, type CashSessionSortColumn } from '../../machines/cashbox/index.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import { formatBusinessDate } from '../../src/i18n/format.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_SESSIONS } from './cashSessionsList.pathFixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /caja/sesiones, in memory: search box and user, sort, the status filter. */
const SESSION_RULES: InMemoryListOptions<CashSession, CashSessionSortColumn> = {
  searchIn: (session) => `${session.box_name} ${session.opened_by_name}`,
  columns: {
    opened_at: (a, b) => collator.compare(a.opened_at, b.opened_at),
    box_name: (a, b) => collator.compare(a.box_name, b.box_name),
    difference: (a, b) => (a.difference ?? 0) - (b.difference ?? 0),
  },
  filters: { status: (session, value) => session.status === value },
  id: (session) => session.id,
};
const STATUS_OPTION: Record<string, string> = { '': 'Todos', open: 'Abierta', closing: 'Esperando aprobación', closed: 'Cerrada' };

defineRecordsListUiPaths({
  machine: cashSessionsListMachine,
  name: 'cash sessions list',
  route: '/caja',
  section: true,
  otherApi: () => ({ currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }) }),
  listCall: 'listCashSessions',
  request: 'GET /caja/sesiones',
  rows: TWELVE_SESSIONS,
  rules: SESSION_RULES,
  // The day as Spanish reads it ('1 nov 2026'), as every other list shows its dates.
  rowHeader: (session) => formatBusinessDate(session.business_date as BusinessDate, 'es'),
  // Six of the twelve were opened by Lucía: one page.
  search: 'Lucía',
  columns: { opened_at: 'Fecha', box_name: 'Caja', difference: 'Diferencia' },
  sortBy: ['opened_at', 'difference'],
  filter: { label: 'Estado', key: 'status', value: 'closed', option: (value) => STATUS_OPTION[value] },
  texts: {
    heading: 'Caja',
    table: 'Sesiones anteriores',
    searchBox: 'Buscar sesiones',
    pagination: 'Paginación de sesiones',
    loading: 'Cargando sesiones…',
    emptyText: 'Todavía no hay sesiones de caja.',
    noMatch: 'Ninguna sesión coincide.',
    count: (total) => (total === 1 ? '1 sesión.' : `${total} sesiones.`),
    loadError: 'No se pudieron cargar las sesiones',
    forbidden: 'Su rol no permite ver las sesiones de caja.',
  },
});
