import { ManagedCashBoxListSchema, ManagedCashBoxSchema, type CashBoxRequest, type ManagedCashBox } from '../../../machines/cashbox/index.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Cajas' (a location's page), each `(input, signal)`; answers checked against the contract. */
export interface CashBoxesApi {
  /** GET /ubicaciones/{id}/cajas (location.view): every box of the location, active first. */
  listCashBoxes(locationId: number, signal?: AbortSignal): Promise<ManagedCashBox[]>;
  /** Create, rename, deactivate or reactivate (cashbox.manage), each with its `Idempotency-Key`. */
  saveCashBox(request: CashBoxRequest, signal?: AbortSignal): Promise<ManagedCashBox>;
}

const boxesPath = (locationId: number) => `/ubicaciones/${encodeURIComponent(String(locationId))}/cajas`;
const boxPath = (locationId: number, boxId: number) => `${boxesPath(locationId)}/${encodeURIComponent(String(boxId))}`;

/** The method, path and body of each write (server/cashbox/boxRoutes.ts). */
export function cashBoxWrite(request: CashBoxRequest): { method: 'POST' | 'PUT'; path: string; body: Record<string, unknown> } {
  switch (request.kind) {
    case 'create':
      return { method: 'POST', path: boxesPath(request.locationId), body: { name: request.name } };
    case 'rename':
      return { method: 'PUT', path: boxPath(request.locationId, request.boxId), body: { name: request.name, version: request.version } };
    case 'deactivate':
      return { method: 'POST', path: `${boxPath(request.locationId, request.boxId)}/desactivacion`, body: { version: request.version } };
    case 'activate':
      return { method: 'POST', path: `${boxPath(request.locationId, request.boxId)}/activacion`, body: { version: request.version } };
  }
}

export function createCashBoxesApi(client: ApiClient): CashBoxesApi {
  return {
    async listCashBoxes(locationId, signal) {
      return parseAnswer(ManagedCashBoxListSchema, await client.request(boxesPath(locationId), { signal }));
    },
    async saveCashBox(request, signal) {
      const { method, path, body } = cashBoxWrite(request);
      const answer = await client.request(path, { method, body, headers: { 'Idempotency-Key': request.idempotencyKey }, signal });
      return parseAnswer(ManagedCashBoxSchema, answer);
    },
  };
}
