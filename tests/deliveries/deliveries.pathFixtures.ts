import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  deliveriesListMachine,
  deliveryDialogMachine,
  type Delivery,
  type DeliveryDialogEvent,
  type DeliveryDialogRequest,
  type DeliverySortColumn,
  type HeldCashAnswer,
} from '../../machines/deliveries/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { DISPUTED, OWN, PENDING, TWELVE_DELIVERIES } from './deliveries.fixtures.ts';

// --- The list ------------------------------------------------------------------------------------

export const DELIVERIES_SEARCH_PAUSED = 'xstate.after.searchDebounce.deliveriesList.list.debouncing';

export const inertDeliveriesList = deliveriesListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<Delivery>, ListQuery<DeliverySortColumn>>() },
});

const pageOf = (items: Delivery[], page: number): ListPage<Delivery> => ({ items: items.slice((page - 1) * 10, page * 10), total: items.length, page, pageSize: 10 });

export const deliveriesListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { lucia: { type: 'search.changed', search: 'lucía' } },
  'sort.changed': { amount: { type: 'sort.changed', column: 'declared_amount' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    disputed: { type: 'filter.changed', key: 'status', value: 'disputed' },
    all: { type: 'filter.changed', key: 'status', value: null },
  },
  [DELIVERIES_SEARCH_PAUSED]: { default: { type: DELIVERIES_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', pageOf(TWELVE_DELIVERIES, 1)),
    second: doneEvent('loadPage', pageOf(TWELVE_DELIVERIES, 2)),
    none: doneEvent('loadPage', pageOf([], 1)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<
  | RecordsListEvent<DeliverySortColumn>
  | DoneActorEvent<ListPage<Delivery>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof DELIVERIES_SEARCH_PAUSED }
>;

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
    declare: { type: 'dialog.opened', kind: 'declare', delivery: null, digits: 2 },
    receive: { type: 'dialog.opened', kind: 'receive', delivery: PENDING, digits: 2 },
    cancel: { type: 'dialog.opened', kind: 'cancel', delivery: OWN, digits: 2 },
    resolve: { type: 'dialog.opened', kind: 'resolve', delivery: DISPUTED, digits: 2 },
  },
  'field.changed': {
    fits: { type: 'field.changed', field: 'amount', value: '420,00' },
    tooMuch: { type: 'field.changed', field: 'amount', value: '1000,01' },
    note: { type: 'field.changed', field: 'note', value: 'Lo repone el lunes' },
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
