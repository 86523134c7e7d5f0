import { assign, fromPromise } from 'xstate';
import type { Movement } from '../../../machines/cash/cash.schema.ts';
import {
  cashMovementsListMachine,
  deliveryMovementsListMachine,
  movementReversalMachine,
  type DeliveryMovement,
  type DeliveryMovementSortColumn,
  type MovementSortColumn,
  type ReverseRequest,
} from '../../../machines/cashMovements/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { REVERSED } from './reversalTexts.ts';

/** The ledger with the app's effect: one page (and the filter's totals) of GET /movimientos per query. */
export function provideCashMovementsList(deps: AppDeps) {
  // A MovementPage is a ListPage with the totals and the filter choices (connectCashMovements reads them).
  return cashMovementsListMachine.provide({ actors: { loadPage: fromApi<ListQuery<MovementSortColumn>, ListPage<Movement>>(deps.api.listMovements) } });
}

/** 'Exportar': every movement the current filters match, not just the page on screen. */
export const allMovementsOf = (deps: AppDeps) => (query: ListQuery<MovementSortColumn>): Promise<Movement[]> => fetchAllRows(deps.api.listMovements, query);

export function provideDeliveryMovementsList(deps: AppDeps) {
  return deliveryMovementsListMachine.provide({
    actors: { loadPage: fromApi<ListQuery<DeliveryMovementSortColumn>, ListPage<DeliveryMovement>>(deps.api.listDeliveryMovements) },
  });
}

export const allDeliveryMovementsOf = (deps: AppDeps) => (query: ListQuery<DeliveryMovementSortColumn>): Promise<DeliveryMovement[]> =>
  fetchAllRows(deps.api.listDeliveryMovements, query);

/**
 * 'Revertir' with the app's effects: the POST with the intent's key (`newKey`, made once per
 * confirmed reason and kept by 'Reintentar'), and the success alert.
 */
export function provideMovementReversal(deps: AppDeps, newKey: () => string = () => crypto.randomUUID()) {
  return movementReversalMachine.provide({
    actors: { reverse: fromPromise<Movement, ReverseRequest>(({ input, signal }) => deps.api.reverseMovement(input, signal)) },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      notifyReversed: () => void deps.alert('success', REVERSED),
    },
  });
}
