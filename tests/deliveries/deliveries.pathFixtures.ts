import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  deliveryDialogMachine,
  type Delivery,
  type DeliveryDialogEvent,
  type DeliveryDialogRequest,
  type HeldCashAnswer,
} from '../../machines/deliveries/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { DISPUTED, OWN, PENDING } from './deliveries.fixtures.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';

// The conventions the dialog starts with (Spanish, no currency sign), so a closed dialog's context is one state whichever dialog was open.
const ES = numberConventions('es');

// --- The dialog ----------------------------------------------------------------------------------

/** The dialog with a fixed key maker: the model and its replay make the same key. */
export const keyedDeliveryDialog = deliveryDialogMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertDeliveryDialog = keyedDeliveryDialog.provide({
  actors: { loadHeld: neverSettles<HeldCashAnswer, void>(), sendDelivery: neverSettles<Delivery, DeliveryDialogRequest>() },
});

export type DeliveryDialogModelEvent =
  | DeliveryDialogEvent
  | DoneActorEvent<HeldCashAnswer, 'loadHeld'>
  | ErrorActorEvent<unknown, 'loadHeld'>
  | DoneActorEvent<Delivery, 'sendDelivery'>
  | ErrorActorEvent<unknown, 'sendDelivery'>;

export const HELD: HeldCashAnswer = { session_id: 12, expected: 1_500_00, pending: 500_00, available: 1_000_00 };

export const deliveryDialogFixtures = {
  'dialog.opened': {
    declare: { type: 'dialog.opened', kind: 'declare', delivery: null, digits: 2, conventions: ES },
    receive: { type: 'dialog.opened', kind: 'receive', delivery: PENDING, digits: 2, conventions: ES },
    cancel: { type: 'dialog.opened', kind: 'cancel', delivery: OWN, digits: 2, conventions: ES },
    resolve: { type: 'dialog.opened', kind: 'resolve', delivery: DISPUTED, digits: 2, conventions: ES },
  },
  'field.changed': {
    fits: { type: 'field.changed', field: 'amount', value: '420,00' },
    tooMuch: { type: 'field.changed', field: 'amount', value: '1000,01' },
    note: { type: 'field.changed', field: 'note', value: 'Lo repone el lunes' },
    collectorDebt: { type: 'field.changed', field: 'resolution', value: 'collectorDebt' },
  },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'held.retried': { default: { type: 'held.retried' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.loadHeld': { held: doneEvent('loadHeld', HELD) },
  'xstate.error.actor.loadHeld': { '500': errorEvent('loadHeld', { kind: 'status', status: 500 }) },
  'xstate.done.actor.sendDelivery': { saved: doneEvent('sendDelivery', { ...DISPUTED, version: 3 }) },
  'xstate.error.actor.sendDelivery': {
    '409': errorEvent('sendDelivery', { kind: 'status', status: 409 }),
    '422': errorEvent('sendDelivery', { kind: 'status', status: 422 }),
    '403': errorEvent('sendDelivery', { kind: 'status', status: 403 }),
    timeout: errorEvent('sendDelivery', { kind: 'timeout' }),
  },
} satisfies EventFixtures<DeliveryDialogModelEvent>;
