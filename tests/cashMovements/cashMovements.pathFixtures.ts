/** Event fixtures and inert machines for the model path tests of 'Movimientos'. Not a test file itself. */
import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import {
  cashMovementsListMachine,
  movementReversalMachine,
  type MovementReversalEvent,
  type MovementSortColumn,
  type ReverseRequest,
} from '../../machines/cashMovements/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { REVERSAL_OF_INCOME } from './cashMovements.fixtures.ts';

export const inertCashMovementsList = cashMovementsListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<Movement>, ListQuery<MovementSortColumn>>() },
});
/** The reversal with a fixed key maker: the model and its replay make the same key. */
export const keyedMovementReversal = movementReversalMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertMovementReversal = keyedMovementReversal.provide({ actors: { reverse: neverSettles<Movement, ReverseRequest>() } });

export type MovementReversalModelEvent = MovementReversalEvent | DoneActorEvent<Movement, 'reverse'> | ErrorActorEvent<unknown, 'reverse'>;

export const movementReversalFixtures = {
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Cargado dos veces' },
    blank: { type: 'reason.changed', reason: '   ' },
  },
  // A movement's reversal is not routed (its box's open session, or none): no choice to make.
  'session.chosen': {},
  'reversal.confirmed': { default: { type: 'reversal.confirmed' } },
  'reversal.retried': { default: { type: 'reversal.retried' } },
  'reversal.cancelled': { default: { type: 'reversal.cancelled' } },
  'xstate.done.actor.reverse': { posted: doneEvent('reverse', REVERSAL_OF_INCOME) },
  'xstate.error.actor.reverse': {
    '409': errorEvent('reverse', { kind: 'status', status: 409 }),
    '403': errorEvent('reverse', { kind: 'status', status: 403 }),
    timeout: errorEvent('reverse', { kind: 'timeout' }),
  },
} satisfies EventFixtures<MovementReversalModelEvent>;
