import {
  DeliveryPageSchema,
  DeliverySchema,
  HeldCashSchema,
  type Delivery,
  type DeliveryInput,
  type DeliverySortColumn,
  type HeldCashAnswer,
  type ReceiptInput,
  type ResolutionInput,
} from '../../../machines/deliveries/deliveries.schema.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Entregas', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface DeliveriesApi {
  /** GET /entregas?q&sort&page&pageSize[&status][&sender][&date] (delivery.view; a collector gets their own). */
  listDeliveries(query: ListQuery<DeliverySortColumn>, signal?: AbortSignal): Promise<ListPage<Delivery>>;
  /** GET /entregas/disponible (delivery.create): what the caller holds and may declare. */
  heldCash(input: void, signal?: AbortSignal): Promise<HeldCashAnswer>;
  /** POST /entregas with `Idempotency-Key` (delivery.create). */
  declareDelivery(request: { input: DeliveryInput; idempotencyKey: string }, signal?: AbortSignal): Promise<Delivery>;
  /** POST /entregas/{id}/recepcion with `Idempotency-Key` (delivery.receive). */
  receiveDelivery(request: { id: number; input: ReceiptInput; idempotencyKey: string }, signal?: AbortSignal): Promise<Delivery>;
  /** POST /entregas/{id}/cancelacion (delivery.create, the sender). */
  cancelDelivery(request: { id: number; version: number }, signal?: AbortSignal): Promise<Delivery>;
  /** POST /entregas/{id}/resolucion with `Idempotency-Key` (delivery.resolve). */
  resolveDelivery(request: { id: number; input: ResolutionInput; idempotencyKey: string }, signal?: AbortSignal): Promise<Delivery>;
}

const deliveryPath = (id: number, action: string) => `/entregas/${encodeURIComponent(String(id))}/${action}`;

export function createDeliveriesApi(client: ApiClient): DeliveriesApi {
  const post = async (path: string, body: Record<string, unknown>, signal?: AbortSignal, idempotencyKey?: string) =>
    parseAnswer(DeliverySchema, await client.request(path, { method: 'POST', body, headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }, signal }));
  return {
    async listDeliveries(query, signal) {
      return parseAnswer(DeliveryPageSchema, await client.request('/entregas', { query: toSearchParams(query), signal }));
    },
    async heldCash(_input, signal) {
      return parseAnswer(HeldCashSchema, await client.request('/entregas/disponible', { signal }));
    },
    declareDelivery: ({ input, idempotencyKey }, signal) => post('/entregas', input, signal, idempotencyKey),
    receiveDelivery: ({ id, input, idempotencyKey }, signal) => post(deliveryPath(id, 'recepcion'), input, signal, idempotencyKey),
    cancelDelivery: ({ id, version }, signal) => post(deliveryPath(id, 'cancelacion'), { version }, signal),
    resolveDelivery: ({ id, input, idempotencyKey }, signal) => post(deliveryPath(id, 'resolucion'), input, signal, idempotencyKey),
  };
}
