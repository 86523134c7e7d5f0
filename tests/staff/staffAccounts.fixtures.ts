/** Fixtures of the staff-account machines (form and row actions): accounts, roles, events. */
import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  staffActionMachine,
  staffFormMachine,
  type SaveStaffRequest,
  type SaveStaffResult,
  type StaffActionEvent,
  type StaffActionRequest,
  type StaffActionResult,
  type StaffFormEvent,
  type StaffRoleOption,
  type StaffUser,
} from '../../machines/staff/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

export const ROLES: StaffRoleOption[] = [
  { id_rol: 1, r_nombre: 'Administrador' },
  { id_rol: 2, r_nombre: 'Cajero' },
  { id_rol: 3, r_nombre: 'Cobrador' },
];

export const CARLOS: StaffUser = { id: 2, username: 'cajero', name: 'Carlos Ruiz', id_rol: 2, r_nombre: 'Cajero', enabled: true, perfil: null, version: 1 };
/** Carlos after someone else changed him (a 409's reload). */
export const CARLOS_CHANGED: StaffUser = { ...CARLOS, name: 'Carlos A. Ruiz', version: 2 };
export const NEW_USER: StaffUser = { id: 9, username: 'marta', name: 'Marta Díaz', id_rol: 3, r_nombre: 'Cobrador', enabled: true, perfil: null, version: 1 };
export const ONE_TIME = 'Kp7mQx2rTz9wHb4n';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedStaffForm = staffFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertStaffForm = keyedStaffForm.provide({
  actors: {
    loadRoles: neverSettles<StaffRoleOption[]>(),
    saveStaff: neverSettles<SaveStaffResult, SaveStaffRequest>(),
    loadStaff: neverSettles<StaffUser, number>(),
  },
});

export const inertStaffAction = staffActionMachine.provide({ actors: { runAction: neverSettles<StaffActionResult, StaffActionRequest>() } });

export type StaffFormModelEvent =
  | StaffFormEvent
  | DoneActorEvent<StaffRoleOption[], 'loadRoles'>
  | ErrorActorEvent<unknown, 'loadRoles'>
  | DoneActorEvent<SaveStaffResult, 'saveStaff'>
  | ErrorActorEvent<unknown, 'saveStaff'>
  | DoneActorEvent<StaffUser, 'loadStaff'>
  | ErrorActorEvent<unknown, 'loadStaff'>;

/** Typing that makes a new account valid in three steps (user name, name, role). */
export const staffFormFixtures = {
  'field.changed': {
    username: { type: 'field.changed', field: 'username', value: 'marta' },
    /** Another user name, after 'marta' was refused as taken. */
    otherUsername: { type: 'field.changed', field: 'username', value: 'marta.diaz' },
    name: { type: 'field.changed', field: 'name', value: 'Marta Díaz' },
    role: { type: 'field.changed', field: 'id_rol', value: '3' },
  },
  'form.submitted': { default: { type: 'form.submitted' } },
  'roles.retried': { default: { type: 'roles.retried' } },
  'save.retried': { default: { type: 'save.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'secret.closed': { default: { type: 'secret.closed' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.loadRoles': { roles: doneEvent('loadRoles', ROLES) },
  'xstate.error.actor.loadRoles': { '500': errorEvent('loadRoles', { kind: 'status', status: 500 }) },
  'xstate.done.actor.saveStaff': {
    generated: doneEvent('saveStaff', { user: NEW_USER, password: ONE_TIME }),
    plain: doneEvent('saveStaff', { user: NEW_USER, password: null }),
  },
  'xstate.error.actor.saveStaff': {
    '409': errorEvent('saveStaff', { kind: 'status', status: 409 }),
    '422 taken': errorEvent('saveStaff', { kind: 'status', status: 422, code: 'usernameTaken' }),
    '422 lastManager': errorEvent('saveStaff', { kind: 'status', status: 422, code: 'lastManager' }),
    '422 no code': errorEvent('saveStaff', { kind: 'status', status: 422 }),
    '403': errorEvent('saveStaff', { kind: 'status', status: 403 }),
  },
  'xstate.done.actor.loadStaff': { stored: doneEvent('loadStaff', CARLOS_CHANGED) },
  'xstate.error.actor.loadStaff': { network: errorEvent('loadStaff', { kind: 'network' }) },
} satisfies EventFixtures<StaffFormModelEvent>;

export type StaffActionModelEvent = StaffActionEvent | DoneActorEvent<StaffActionResult, 'runAction'> | ErrorActorEvent<unknown, 'runAction'>;

export const staffActionFixtures = {
  'field.changed': {
    set: { type: 'field.changed', field: 'passwordMode', value: 'set' },
    password: { type: 'field.changed', field: 'password', value: 'una clave larga' },
  },
  'action.confirmed': { default: { type: 'action.confirmed' } },
  'action.retried': { default: { type: 'action.retried' } },
  'action.cancelled': { default: { type: 'action.cancelled' } },
  'secret.closed': { default: { type: 'secret.closed' } },
  'xstate.done.actor.runAction': {
    generated: doneEvent('runAction', { user: { ...CARLOS, version: 2 }, password: ONE_TIME }),
    plain: doneEvent('runAction', { user: { ...CARLOS, enabled: false, version: 2 }, password: null }),
  },
  'xstate.error.actor.runAction': {
    '422 selfDisable': errorEvent('runAction', { kind: 'status', status: 422, code: 'selfDisable' }),
    '422 lastManager': errorEvent('runAction', { kind: 'status', status: 422, code: 'lastManager' }),
    '422 no code': errorEvent('runAction', { kind: 'status', status: 422 }),
    timeout: errorEvent('runAction', { kind: 'timeout' }),
  },
} satisfies EventFixtures<StaffActionModelEvent>;
