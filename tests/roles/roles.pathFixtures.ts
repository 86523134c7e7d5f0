import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { rolesListMachine, type RoleRow, type RoleSortColumn } from '../../machines/roles/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { TWELVE_ROLES } from './roles.fixtures.ts';

export const inertRolesList = rolesListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<RoleRow>, ListQuery<RoleSortColumn>>() },
});

export const ROLES_SEARCH_PAUSED = 'xstate.after.searchDebounce.rolesList.list.debouncing';

const pageOf = (items: RoleRow[], page: number): ListPage<RoleRow> => ({ items: items.slice((page - 1) * 10, page * 10), total: items.length, page, pageSize: 10 });

export const rolesListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { caja: { type: 'search.changed', search: 'caja' } },
  'sort.changed': { name: { type: 'sort.changed', column: 'r_nombre' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    used: { type: 'filter.changed', key: 'users', value: 'used' },
    all: { type: 'filter.changed', key: 'users', value: null },
  },
  [ROLES_SEARCH_PAUSED]: { default: { type: ROLES_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', pageOf(TWELVE_ROLES, 1)),
    second: doneEvent('loadPage', pageOf(TWELVE_ROLES, 2)),
    none: doneEvent('loadPage', pageOf([], 1)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<
  | RecordsListEvent<RoleSortColumn>
  | DoneActorEvent<ListPage<RoleRow>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof ROLES_SEARCH_PAUSED }
>;
