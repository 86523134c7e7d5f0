import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  roleFormMachine,
  rolesListMachine,
  type RoleDetail,
  type RoleFormData,
  type RoleFormEvent,
  type RoleRow,
  type RoleSortColumn,
  type SaveRoleRequest,
} from '../../machines/roles/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { CASHIER_CHANGED, CASHIER_ROLE, CATALOGUE, TWELVE_ROLES } from './roles.fixtures.ts';

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


/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedRoleForm = roleFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertRoleForm = keyedRoleForm.provide({
  actors: {
    loadForm: neverSettles<RoleFormData, number | null>(),
    saveRole: neverSettles<RoleDetail, SaveRoleRequest>(),
    loadRole: neverSettles<RoleDetail, number>(),
  },
});

export type RoleFormModelEvent =
  | RoleFormEvent
  | DoneActorEvent<RoleFormData, 'loadForm'>
  | ErrorActorEvent<unknown, 'loadForm'>
  | DoneActorEvent<RoleDetail, 'saveRole'>
  | ErrorActorEvent<unknown, 'saveRole'>
  | DoneActorEvent<RoleDetail, 'loadRole'>
  | ErrorActorEvent<unknown, 'loadRole'>;

export const roleFormFixtures = {
  'name.changed': { supervisor: { type: 'name.changed', value: 'Supervisor' } },
  'start.changed': { movimientos: { type: 'start.changed', value: 'movimientos' } },
  'entry.toggled': { movimientos: { type: 'entry.toggled', route: 'movimientos' } },
  'permission.toggled': { movement: { type: 'permission.toggled', code: 'movement.view' } },
  'form.submitted': { default: { type: 'form.submitted' } },
  'load.retried': { default: { type: 'load.retried' } },
  'save.retried': { default: { type: 'save.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.loadForm': {
    create: doneEvent('loadForm', { catalogue: CATALOGUE, role: null }),
    edit: doneEvent('loadForm', { catalogue: CATALOGUE, role: CASHIER_ROLE }),
  },
  'xstate.error.actor.loadForm': {
    '500': errorEvent('loadForm', { kind: 'status', status: 500 }),
    '404': errorEvent('loadForm', { kind: 'status', status: 404 }),
  },
  'xstate.done.actor.saveRole': { saved: doneEvent('saveRole', { ...CASHIER_ROLE, r_nombre: 'Supervisor', version: 4 }) },
  'xstate.error.actor.saveRole': {
    '409': errorEvent('saveRole', { kind: 'status', status: 409 }),
    '422': errorEvent('saveRole', { kind: 'status', status: 422, code: 'nameTaken' }),
    '422 rule': errorEvent('saveRole', { kind: 'status', status: 422, code: 'unknownPermission' }),
    '422 no code': errorEvent('saveRole', { kind: 'status', status: 422 }),
    '403': errorEvent('saveRole', { kind: 'status', status: 403 }),
    timeout: errorEvent('saveRole', { kind: 'timeout' }),
  },
  'xstate.done.actor.loadRole': { stored: doneEvent('loadRole', CASHIER_CHANGED) },
  'xstate.error.actor.loadRole': { network: errorEvent('loadRole', { kind: 'network' }) },
} satisfies EventFixtures<RoleFormModelEvent>;
