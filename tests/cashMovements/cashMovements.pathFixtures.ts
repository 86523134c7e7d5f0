/** Event fixtures and inert machines for the model path tests of 'Movimientos'. Not a test file itself. */
import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import {
  cashMovementsListMachine,
  deliveryMovementsListMachine,
  movementReversalMachine,
  type DeliveryMovement,
  type DeliveryMovementSortColumn,
  type MovementReversalEvent,
  type MovementSortColumn,
  type ReverseRequest,
} from '../../machines/cashMovements/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import { emptyQuery, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { deliveryPageOf, movementPageOf, REVERSAL_OF_INCOME, SIXTY_MOVEMENTS, THIRTY_DELIVERY_MOVEMENTS } from './cashMovements.fixtures.ts';

export const inertCashMovementsList = cashMovementsListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<Movement>, ListQuery<MovementSortColumn>>() },
});
export const inertDeliveryMovementsList = deliveryMovementsListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<DeliveryMovement>, ListQuery<DeliveryMovementSortColumn>>() },
});
/** The reversal with a fixed key maker: the model and its replay make the same key. */
export const keyedMovementReversal = movementReversalMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertMovementReversal = keyedMovementReversal.provide({ actors: { reverseMovement: neverSettles<Movement, ReverseRequest>() } });

export const MOVEMENTS_SEARCH_PAUSED = 'xstate.after.searchDebounce.cashMovementsList.list.debouncing';
export const DELIVERY_SEARCH_PAUSED = 'xstate.after.searchDebounce.deliveryMovementsList.list.debouncing';

const firstMovements = emptyQuery<MovementSortColumn>(50);
const firstDeliveries = emptyQuery<DeliveryMovementSortColumn>(25);

export const cashMovementsListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { venta: { type: 'search.changed', search: 'venta' } },
  'sort.changed': { amount: { type: 'sort.changed', column: 'amount' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    expenses: { type: 'filter.changed', key: 'type', value: 'expense' },
    all: { type: 'filter.changed', key: 'type', value: null },
  },
  [MOVEMENTS_SEARCH_PAUSED]: { default: { type: MOVEMENTS_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', movementPageOf(SIXTY_MOVEMENTS, firstMovements)),
    second: doneEvent('loadPage', movementPageOf(SIXTY_MOVEMENTS, { ...firstMovements, page: 2 })),
    none: doneEvent('loadPage', movementPageOf([], firstMovements)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<
  | RecordsListEvent<MovementSortColumn>
  | DoneActorEvent<ListPage<Movement>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof MOVEMENTS_SEARCH_PAUSED }
>;

export const deliveryMovementsListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { lucia: { type: 'search.changed', search: 'lucía' } },
  'sort.changed': { amount: { type: 'sort.changed', column: 'amount' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    received: { type: 'filter.changed', key: 'status', value: 'received' },
    all: { type: 'filter.changed', key: 'status', value: null },
  },
  [DELIVERY_SEARCH_PAUSED]: { default: { type: DELIVERY_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', deliveryPageOf(THIRTY_DELIVERY_MOVEMENTS, firstDeliveries)),
    second: doneEvent('loadPage', deliveryPageOf(THIRTY_DELIVERY_MOVEMENTS, { ...firstDeliveries, page: 2 })),
    none: doneEvent('loadPage', deliveryPageOf([], firstDeliveries)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<
  | RecordsListEvent<DeliveryMovementSortColumn>
  | DoneActorEvent<ListPage<DeliveryMovement>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof DELIVERY_SEARCH_PAUSED }
>;

export type MovementReversalModelEvent = MovementReversalEvent | DoneActorEvent<Movement, 'reverseMovement'> | ErrorActorEvent<unknown, 'reverseMovement'>;

export const movementReversalFixtures = {
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Cargado dos veces' },
    blank: { type: 'reason.changed', reason: '   ' },
  },
  'reversal.confirmed': { default: { type: 'reversal.confirmed' } },
  'reversal.retried': { default: { type: 'reversal.retried' } },
  'reversal.cancelled': { default: { type: 'reversal.cancelled' } },
  'xstate.done.actor.reverseMovement': { posted: doneEvent('reverseMovement', REVERSAL_OF_INCOME) },
  'xstate.error.actor.reverseMovement': {
    '409': errorEvent('reverseMovement', { kind: 'status', status: 409 }),
    '403': errorEvent('reverseMovement', { kind: 'status', status: 403 }),
    timeout: errorEvent('reverseMovement', { kind: 'timeout' }),
  },
} satisfies EventFixtures<MovementReversalModelEvent>;
