import type { Movement } from '../cash/cash.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
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
