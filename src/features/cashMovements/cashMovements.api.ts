import type { Movement } from '../../../machines/cash/cash.schema.ts';
import { MovementSchema } from '../../../machines/cash/cash.schema.ts';
import {
  DeliveryMovementPageSchema,
  MovementPageSchema,
  type DeliveryMovementPage,
  type DeliveryMovementSortColumn,
  type MovementPage,
  type MovementSortColumn,
  type ReverseRequest,
} from '../../../machines/cashMovements/index.ts';
import { toSearchParams, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Movimientos' and 'Movimientos de entrega', each `(input, signal)`; answers checked against the contract. */
export interface CashMovementsApi {
  /** GET /movimientos?q&sort&page&pageSize[&from&to&type&user&box&direction] (movement.view): a page and the totals of the filter. */
  listMovements(query: ListQuery<MovementSortColumn>, signal?: AbortSignal): Promise<MovementPage>;
  /** POST /movimientos/{id}/reversion with `Idempotency-Key` (movement.reverse): the reversal; 409 when refused. */
  reverseMovement(request: ReverseRequest, signal?: AbortSignal): Promise<Movement>;
  /** GET /movimientos_entrega?sort&page&pageSize[&from&to&user&status] (deliveryMovement.view). */
  listDeliveryMovements(query: ListQuery<DeliveryMovementSortColumn>, signal?: AbortSignal): Promise<DeliveryMovementPage>;
}

export function createCashMovementsApi(client: ApiClient): CashMovementsApi {
  return {
    async listMovements(query, signal) {
      return parseAnswer(MovementPageSchema, await client.request('/movimientos', { query: toSearchParams(query), signal }));
    },
    async reverseMovement({ id, reason, idempotencyKey }, signal) {
      const answer = await client.request(`/movimientos/${encodeURIComponent(String(id))}/reversion`, {
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(MovementSchema, answer);
    },
    async listDeliveryMovements(query, signal) {
      return parseAnswer(DeliveryMovementPageSchema, await client.request('/movimientos_entrega', { query: toSearchParams(query), signal }));
    },
  };
}
