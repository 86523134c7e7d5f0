import { DEBT_ROUTES, DebtDetailSchema, DebtPageSchema, type DebtCreate, type DebtDetail, type DebtKind, type DebtListSortColumn, type DebtPage } from '../../../machines/debts/index.ts';
import { toSearchParams, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** POST /deudas | /honorarios: the body and the key of this submission (resent by every retry). */
export interface DebtCreateRequest {
  input: DebtCreate;
  idempotencyKey: string;
}

/** The calls of 'Deudas' and 'Honorarios' (one slice, by kind), answers checked against the contract. */
export interface DebtsApi {
  /** GET /deudas | /honorarios?q&sort&page&pageSize[&status&overdue&customer] ({kind}.view; own records without {kind}.viewAll): a page and the totals of the filter. */
  listDebts(kind: DebtKind, query: ListQuery<DebtListSortColumn>, signal?: AbortSignal): Promise<DebtPage>;
  /** POST /deudas | /honorarios with `Idempotency-Key` ({kind}.create): 201 the record; 422 customerNotFound | customerBlocked | firstDuePassed | feeInstallments. */
  createDebt(kind: DebtKind, request: DebtCreateRequest, signal?: AbortSignal): Promise<DebtDetail>;
}

export function createDebtsApi(client: ApiClient): DebtsApi {
  return {
    async listDebts(kind, query, signal) {
      return parseAnswer(DebtPageSchema, await client.request(`/${DEBT_ROUTES[kind]}`, { query: toSearchParams(query), signal }));
    },
    async createDebt(kind, { input, idempotencyKey }, signal) {
      const answer = await client.request(`/${DEBT_ROUTES[kind]}`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(DebtDetailSchema, answer);
    },
  };
}
