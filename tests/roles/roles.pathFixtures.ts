import { assign, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  roleErrorsOf,
  roleFormMachine,
  sameRoleValues,
  type RoleDetail,
  type RoleFormData,
  type RoleFormEvent,
  type SaveRoleRequest,
} from '../../machines/roles/index.ts';
import { versionedFormKey } from '../records/versionedFormPaths.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { CASHIER_CHANGED, CASHIER_ROLE, CATALOGUE } from './roles.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedRoleForm = roleFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

/** What the role form's path suites (model and UI) tell states apart by: what the chart distinguishes, never what was typed. */
export const roleFormStateKey = ({ context }: SnapshotFrom<typeof keyedRoleForm>) => ({
  ...versionedFormKey(context, { errors: roleErrorsOf(context), unsaved: !sameRoleValues(context.values, context.initial) }),
  loaded: context.catalogue !== null,
  rejected: context.rejectedName !== null,
  serverRefusal: context.serverRefusal,
  reloaded: context.reloaded,
});

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
