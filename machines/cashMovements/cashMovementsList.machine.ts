import { CASH_DELIVERY_STATUSES, MOVEMENT_DIRECTIONS, MOVEMENT_TYPES, type Movement } from '../cash/cash.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { idParam, oneOfParam, PERIOD_URL_FILTERS } from '../records/urlFilters.ts';
import type { DeliveryMovement, DeliveryMovementSortColumn, MovementSortColumn } from './cashMovements.schema.ts';

/** Rows per page of the ledger: a day of a busy box at a glance. */
export const CASH_MOVEMENTS_PAGE_SIZE = 50;
export const DELIVERY_MOVEMENTS_PAGE_SIZE = 25;

/**
 * 'Movimientos': the ledger, filtered, sorted and paged by the server (GET /movimientos); each
 * answer also carries the totals of the whole filtered set (read by `connectCashMovements`).
 */
export const cashMovementsListMachine = createRecordsListMachine<Movement, MovementSortColumn>({ id: 'cashMovementsList', pageSize: CASH_MOVEMENTS_PAGE_SIZE });

/** 'Movimientos de entrega': the movements deliveries produced (GET /movimientos_entrega). */
export const deliveryMovementsListMachine = createRecordsListMachine<DeliveryMovement, DeliveryMovementSortColumn>({
  id: 'deliveryMovementsList',
  pageSize: DELIVERY_MOVEMENTS_PAGE_SIZE,
});

/** The filters 'Movimientos' keeps in its URL (`?desde&hasta&tipo&direccion&usuario&caja`): Analítica's 'Desembolsado' links here. */
export const MOVEMENT_URL_FILTERS = {
  ...PERIOD_URL_FILTERS,
  type: oneOfParam('tipo', MOVEMENT_TYPES),
  direction: oneOfParam('direccion', MOVEMENT_DIRECTIONS),
  user: idParam('usuario'),
  box: idParam('caja'),
} as const;

/** The filters 'Movimientos de entrega' keeps in its address (`?desde&hasta&usuario&estado`). */
export const DELIVERY_MOVEMENT_URL_FILTERS = { ...PERIOD_URL_FILTERS, user: idParam('usuario'), status: oneOfParam('estado', CASH_DELIVERY_STATUSES) } as const;
