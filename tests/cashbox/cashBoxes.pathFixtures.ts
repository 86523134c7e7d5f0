import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { cashBoxesMachine, type CashBoxesEvent, type CashBoxRequest, type ManagedCashBox } from '../../machines/cashbox/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

export const MAIN_BOX: ManagedCashBox = { id: 1, location_id: 4, name: 'Caja principal', active: true, in_use: false, session_count: 3, version: 1 };
export const OLD_BOX: ManagedCashBox = { id: 2, location_id: 4, name: 'Caja vieja', active: false, in_use: false, session_count: 1, version: 2 };
export const NEW_BOX: ManagedCashBox = { id: 3, location_id: 4, name: 'Ventanilla', active: true, in_use: false, session_count: 0, version: 1 };
export const BOXES: ManagedCashBox[] = [MAIN_BOX, OLD_BOX];

/** The section with a fixed key maker: the model and its replay make the same key. */
export const keyedCashBoxes = cashBoxesMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertCashBoxes = keyedCashBoxes.provide({
  actors: { loadBoxes: neverSettles<ManagedCashBox[], number>(), saveBox: neverSettles<ManagedCashBox, CashBoxRequest | null>() },
});

export type CashBoxesModelEvent =
  | CashBoxesEvent
  | DoneActorEvent<ManagedCashBox[], 'loadBoxes'>
  | ErrorActorEvent<unknown, 'loadBoxes'>
  | DoneActorEvent<ManagedCashBox, 'saveBox'>
  | ErrorActorEvent<unknown, 'saveBox'>;

export const cashBoxesFixtures = {
  'boxes.retried': { default: { type: 'boxes.retried' } },
  'boxes.reloaded': { default: { type: 'boxes.reloaded' } },
  'create.started': { default: { type: 'create.started' } },
  'rename.started': { main: { type: 'rename.started', boxId: MAIN_BOX.id } },
  'toggle.requested': { main: { type: 'toggle.requested', boxId: MAIN_BOX.id } },
  'name.changed': { ventanilla: { type: 'name.changed', value: 'Ventanilla' }, empty: { type: 'name.changed', value: '' } },
  'dialog.cancelled': { default: { type: 'dialog.cancelled' } },
  'dialog.submitted': { default: { type: 'dialog.submitted' } },
  'submit.retried': { default: { type: 'submit.retried' } },
  'xstate.done.actor.loadBoxes': { two: doneEvent('loadBoxes', BOXES) },
  'xstate.error.actor.loadBoxes': { '500': errorEvent('loadBoxes', { kind: 'status', status: 500 }) },
  'xstate.done.actor.saveBox': { saved: doneEvent('saveBox', NEW_BOX) },
  'xstate.error.actor.saveBox': {
    taken: errorEvent('saveBox', { kind: 'status', status: 409, code: 'boxNameTaken' }),
    stale: errorEvent('saveBox', { kind: 'status', status: 409, code: 'staleVersion' }),
    network: errorEvent('saveBox', { kind: 'network' }),
  },
} satisfies EventFixtures<CashBoxesModelEvent>;
