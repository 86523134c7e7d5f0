import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { staffListMachine, type StaffUser, type StaffListEvent } from '../../machines/staff/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** The list with a request that never settles: the test delivers its outcome itself. */
export const inertStaffList = staffListMachine.provide({
  actors: { loadUsers: neverSettles<StaffUser[]>() },
});

const ROLES = ['Administrador', 'Cajero', 'Cobrador'] as const;

/** Twelve accounts: two pages of ten, three roles, one disabled in every five. */
export const TWELVE_USERS: StaffUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  username: `usuario${String(i + 1).padStart(2, '0')}`,
  name: `Persona ${String.fromCharCode(76 - i)}`,
  r_nombre: ROLES[i % 3] ?? 'Cajero',
  enabled: i % 5 !== 4,
  perfil: i === 0 ? 'a1.jpg' : null,
}));

export type StaffListModelEvent =
  | StaffListEvent
  | DoneActorEvent<StaffUser[], 'loadUsers'>
  | ErrorActorEvent<unknown, 'loadUsers'>;

export const staffListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': {
    cashiers: { type: 'search.changed', search: 'cajero' },
    nothing: { type: 'search.changed', search: 'zzz' },
  },
  'sort.changed': {
    name: { type: 'sort.changed', column: 'name' },
    enabled: { type: 'sort.changed', column: 'enabled' },
  },
  'page.changed': {
    two: { type: 'page.changed', page: 2 },
    zero: { type: 'page.changed', page: 0 },
  },
  'xstate.done.actor.loadUsers': {
    twelve: doneEvent('loadUsers', TWELVE_USERS),
    none: doneEvent('loadUsers', []),
  },
  'xstate.error.actor.loadUsers': {
    status403: errorEvent('loadUsers', { kind: 'status', status: 403 }),
    status401: errorEvent('loadUsers', { kind: 'status', status: 401 }),
    status500: errorEvent('loadUsers', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<StaffListModelEvent>;
