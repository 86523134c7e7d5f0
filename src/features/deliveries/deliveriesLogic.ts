import { fromPromise } from 'xstate';
import {
  chosenResolution,
  deliveriesListMachine,
  deliveryDialogMachine,
  typedDeliveryAmount,
  type Delivery,
  type DeliveryDialogRequest,
  type DeliverySortColumn,
  type HeldCashAnswer,
} from '../../../machines/deliveries/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** The 'Entregas' list with the app's effect: one page of GET /entregas per query. */
export function provideDeliveriesList(deps: AppDeps) {
  return deliveriesListMachine.provide({ actors: { loadPage: fromApi(deps.api.listDeliveries) } });
}

/** 'Exportar': every delivery the current query matches, not just the page on screen. */
export const allDeliveriesOf = (deps: AppDeps) => (query: ListQuery<DeliverySortColumn>): Promise<Delivery[]> => fetchAllRows(deps.api.listDeliveries, query);

/** The request of a dialog as the API slice takes it (the values were checked by the machine). */
export function sendWith(deps: AppDeps) {
  return (request: DeliveryDialogRequest, signal?: AbortSignal): Promise<Delivery> => {
    const { values, delivery, idempotencyKey } = request;
    const amount = typedDeliveryAmount(values.amount, request) ?? 0;
    if (request.kind === 'declare') return deps.api.declareDelivery({ input: { amount, note: values.note.trim() }, idempotencyKey }, signal);
    if (delivery === null) return Promise.reject(new Error(`a ${request.kind} dialog needs its delivery`));
    if (request.kind === 'receive') return deps.api.receiveDelivery({ id: delivery.id, input: { received_amount: amount, version: delivery.version }, idempotencyKey }, signal);
    if (request.kind === 'cancel') return deps.api.cancelDelivery({ id: delivery.id, version: delivery.version }, signal);
    const resolution = chosenResolution(values);
    if (resolution === null) return Promise.reject(new Error('a resolve dialog sends only once a resolution is chosen'));
    return deps.api.resolveDelivery({ id: delivery.id, input: { resolution, note: values.note.trim(), version: delivery.version }, idempotencyKey }, signal);
  };
}

/** A delivery dialog with the app's effects; `newKey` makes the Idempotency-Key once per intent. */
export function provideDeliveryDialog(deps: AppDeps) {
  const send = sendWith(deps);
  return deliveryDialogMachine.provide({
    actors: {
      loadHeld: fromPromise<HeldCashAnswer, void>(({ signal }) => deps.api.heldCash(undefined, signal)),
      sendDelivery: fromPromise<Delivery, DeliveryDialogRequest>(({ input, signal }) => send(input, signal)),
    },
  });
}
