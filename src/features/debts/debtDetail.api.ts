import { DEBT_ROUTES, DebtDetailSchema, type DebtDetail, type DebtKind } from '../../../machines/debts/index.ts';
import { debtActionBody, debtActionPath, type DebtActionRequest } from '../../../machines/debts/debtActions.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** One debt or fee: its kind names the route (`/deudas`, `/honorarios`). */
export interface DebtRef {
  kind: DebtKind;
  id: number;
}

/** The calls of a debt's or a fee's page, each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface DebtDetailApi {
  /** GET /{deudas|honorarios}/{id} ({kind}.view; 404 also outside the caller's portfolio). */
  getDebt(ref: DebtRef, signal?: AbortSignal): Promise<DebtDetail>;
  /** POST /{deudas|honorarios}/{id}/<cancelacion|castigo|deshacer_castigo> with `{ version, reason? }` and `Idempotency-Key` ({kind}.cancel): 200 the record. */
  runDebtAction(request: DebtActionRequest, signal?: AbortSignal): Promise<DebtDetail>;
}

const debtPath = ({ kind, id }: DebtRef) => `/${DEBT_ROUTES[kind]}/${encodeURIComponent(String(id))}`;

export function createDebtDetailApi(client: ApiClient): DebtDetailApi {
  return {
    async getDebt(ref, signal) {
      return parseAnswer(DebtDetailSchema, await client.request(debtPath(ref), { signal }));
    },
    async runDebtAction({ kind, id, action, version, reason, idempotencyKey }, signal) {
      const answer = await client.request(debtActionPath(kind, id, action), {
        method: 'POST',
        body: debtActionBody(action, version, reason),
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(DebtDetailSchema, answer);
    },
  };
}
