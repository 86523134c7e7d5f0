import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { staffListMachine, type StaffListEvent, type StaffSortColumn, type StaffUser } from '../../machines/staff/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { pageOf, STAFF_LIST_RULES } from '../records/inMemoryList.ts';

/** The list with a request that never settles: the test delivers its outcome itself. */
export const inertStaffList = staffListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<StaffUser>, ListQuery<StaffSortColumn>>() },
});

const ROLES = ['Administrador', 'Cajero', 'Cobrador'] as const;

/** Twelve accounts: two pages of ten, three roles, one disabled in every five. */
export const TWELVE_USERS: StaffUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  username: `usuario${String(i + 1).padStart(2, '0')}`,
  name: `Persona ${String.fromCharCode(76 - i)}`,
  id_rol: (i % 3) + 1,
  r_nombre: ROLES[i % 3] ?? 'Cajero',
  enabled: i % 5 !== 4,
  perfil: i === 0 ? 'a1.jpg' : null,
  version: 1,
}));

/** The page GET /usuarios answers for `query` over the twelve accounts (as the server would). */
export const twelveUsersPage = (query: ListQuery<StaffSortColumn>): ListPage<StaffUser> => pageOf(TWELVE_USERS, query, STAFF_LIST_RULES);

/** The debounce's delayed event: the search is sent once typing pauses. */
export const SEARCH_PAUSED = 'xstate.after.searchDebounce.staffList.list.debouncing';

export type StaffListModelEvent =
  | StaffListEvent
  | DoneActorEvent<ListPage<StaffUser>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof SEARCH_PAUSED };

const first = { q: '', sort: { column: null, direction: 'ascending' }, page: 1, pageSize: 10, filters: {} } as const;

export const staffListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { cashiers: { type: 'search.changed', search: 'cajero' } },
  'sort.changed': { name: { type: 'sort.changed', column: 'name' } },
  'page.changed': {
    two: { type: 'page.changed', page: 2 },
    zero: { type: 'page.changed', page: 0 },
  },
  'filter.changed': {
    enabled: { type: 'filter.changed', key: 'enabled', value: 'true' },
    all: { type: 'filter.changed', key: 'enabled', value: null },
  },
  [SEARCH_PAUSED]: { default: { type: SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', twelveUsersPage(first)),
    second: doneEvent('loadPage', twelveUsersPage({ ...first, page: 2 })),
    none: doneEvent('loadPage', twelveUsersPage({ ...first, q: 'zzz' })),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<StaffListModelEvent>;
