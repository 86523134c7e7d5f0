import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { RecordDetailEvent } from '../../machines/records/index.ts';
import { rentalDetailMachine, type RentalAction, type RentalActionRequest, type RentalDetail } from '../../machines/rentals/rentalScreens.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { ACTIVE_RENTAL } from './rentalDetail.fixtures.ts';

/** The page with a fixed key maker: the model and its replay make the same key. */
export const keyedRentalDetail = rentalDetailMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertRentalDetail = keyedRentalDetail.provide({
  actors: { loadRecord: neverSettles<RentalDetail, number>(), runAction: neverSettles<RentalDetail, RentalActionRequest>() },
});

export type RentalDetailModelEvent =
  | RecordDetailEvent<RentalAction>
  | DoneActorEvent<RentalDetail, 'loadRecord'>
  | ErrorActorEvent<unknown, 'loadRecord'>
  | DoneActorEvent<RentalDetail, 'reloadRecord'>
  | ErrorActorEvent<unknown, 'reloadRecord'>
  | DoneActorEvent<RentalDetail, 'runAction'>
  | ErrorActorEvent<unknown, 'runAction'>
  | DoneActorEvent<RentalDetail, 'reloadStale'>
  | ErrorActorEvent<unknown, 'reloadStale'>;

/** The contract terminated as the server answers it. */
export const TERMINATED_RENTAL: RentalDetail = {
  ...ACTIVE_RENTAL,
  status: 'terminated',
  version: 3,
  termination_date: '2026-12-15',
  termination_reason: 'Mudanza del inquilino',
  terminated: { user_id: 1, user_name: 'Administrador', at: '2026-11-23T15:00:00Z' },
  terms: ACTIVE_RENTAL.terms.slice(0, 1),
  balance: 100_000_00,
};

/**
 * 'Rescindir' drives the dialog: it takes both inputs, a date (within the contract) and a reason.
 * Two values of each: after a failure or a refusal, a new input is a new intent.
 */
export const rentalDetailFixtures = {
  'record.retried': { default: { type: 'record.retried' } },
  RELOAD: { default: { type: 'RELOAD' } },
  'action.opened': { terminate: { type: 'action.opened', action: 'terminate' } },
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Mudanza del inquilino' },
    other: { type: 'reason.changed', reason: 'Venta del inmueble' },
  },
  'date.changed': {
    inside: { type: 'date.changed', date: '2026-12-15' },
    other: { type: 'date.changed', date: '2027-01-20' },
  },
  // A rental's actions take no choice: its chart has no 'choice.changed' transition, so nothing is sent.
  'choice.changed': {},
  'action.confirmed': { default: { type: 'action.confirmed' } },
  'action.retried': { default: { type: 'action.retried' } },
  'stale.reloaded': { default: { type: 'stale.reloaded' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.loadRecord': { active: doneEvent('loadRecord', ACTIVE_RENTAL) },
  'xstate.error.actor.loadRecord': {
    '404': errorEvent('loadRecord', { kind: 'status', status: 404 }),
    '500': errorEvent('loadRecord', { kind: 'status', status: 500 }),
  },
  'xstate.done.actor.reloadRecord': { active: doneEvent('reloadRecord', ACTIVE_RENTAL) },
  'xstate.error.actor.reloadRecord': { network: errorEvent('reloadRecord', { kind: 'network' }) },
  'xstate.done.actor.runAction': { terminated: doneEvent('runAction', TERMINATED_RENTAL) },
  'xstate.error.actor.runAction': {
    stale: errorEvent('runAction', { kind: 'status', status: 409, code: 'stale' }),
    dateOutsideContract: errorEvent('runAction', { kind: 'status', status: 422, code: 'dateOutsideContract' }),
    timeout: errorEvent('runAction', { kind: 'timeout' }),
  },
  'xstate.done.actor.reloadStale': { newer: doneEvent('reloadStale', { ...ACTIVE_RENTAL, version: 3 }) },
  'xstate.error.actor.reloadStale': { network: errorEvent('reloadStale', { kind: 'network' }) },
} satisfies EventFixtures<RentalDetailModelEvent>;
