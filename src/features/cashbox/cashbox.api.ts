import {
  CashboxOverviewSchema,
  CashSessionDetailSchema,
  CashSessionPageSchema,
  type CashboxOverview,
  type CashRequest,
  type CashSession,
  type CashSessionDetail,
  type CashSessionSortColumn,
} from '../../../machines/cashbox/index.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Caja', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface CashboxApi {
  /** GET /caja (cash.view): the boxes, the caller's unclosed session, the sessions waiting for approval. */
  getCashbox(input?: undefined, signal?: AbortSignal): Promise<CashboxOverview>;
  /** The session's writes, each a POST with the request's `Idempotency-Key` (a retry resends it: one effect). */
  submitCash(request: CashRequest, signal?: AbortSignal): Promise<CashSessionDetail>;
  /** GET /caja/sesiones?sort&page&pageSize[&status&box&from&to] (cash.view). */
  listCashSessions(query: ListQuery<CashSessionSortColumn>, signal?: AbortSignal): Promise<ListPage<CashSession>>;
}

const sessionPath = (id: number, action: string) => `/caja/sesiones/${encodeURIComponent(String(id))}/${action}`;

/** The path and body of each write (server/cashbox/routes.ts). */
export function cashWrite(request: CashRequest): { path: string; body: Record<string, unknown> } {
  switch (request.kind) {
    case 'open':
      return { path: '/caja/sesiones', body: request.input };
    case 'record':
      return { path: sessionPath(request.sessionId, 'movimientos'), body: request.input };
    case 'close':
      return { path: sessionPath(request.sessionId, 'cierre'), body: request.input };
    case 'approve':
      return { path: sessionPath(request.sessionId, 'aprobacion'), body: { version: request.version } };
    case 'reopen':
      return { path: sessionPath(request.sessionId, 'reapertura'), body: { version: request.version } };
  }
}

export function createCashboxApi(client: ApiClient): CashboxApi {
  return {
    async getCashbox(_input, signal) {
      return parseAnswer(CashboxOverviewSchema, await client.request('/caja', { signal }));
    },
    async submitCash(request, signal) {
      const { path, body } = cashWrite(request);
      const answer = await client.request(path, { method: 'POST', body, headers: { 'Idempotency-Key': request.idempotencyKey }, signal });
      return parseAnswer(CashSessionDetailSchema, answer);
    },
    async listCashSessions(query, signal) {
      return parseAnswer(CashSessionPageSchema, await client.request('/caja/sesiones', { query: toSearchParams(query), signal }));
    },
  };
}
