import {
  LOAN_ACTION_SPECS,
  LoanDetailSchema,
  LoanPageSchema,
  PayoffQuoteSchema,
  type PayoffQuoteRequest,
  type PayoffQuoteRow,
  type LoanActionRequest,
  type LoanDetail,
  type LoanListRow,
  type LoanSortColumn,
  type ApplyRequest,
} from '../../../machines/loans/loanScreens.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Préstamos', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface LoansApi {
  /** GET /prestamos?q&sort&page&pageSize[&status&arrears&customer&officer] (loan.view; own portfolio without loan.viewAll). */
  listLoans(query: ListQuery<LoanSortColumn>, signal?: AbortSignal): Promise<ListPage<LoanListRow>>;
  /** GET /prestamos/{id} (loan.view; 404 also outside the caller's portfolio). */
  getLoan(id: number, signal?: AbortSignal): Promise<LoanDetail>;
  /** POST /prestamos with `Idempotency-Key` (loan.create): 201 the submitted loan; 422 `customerBlocked` / `customerNotFound`. */
  applyForLoan(request: ApplyRequest, signal?: AbortSignal): Promise<LoanDetail>;
  /** POST /prestamos/{id}/<aprobacion|rechazo|…> with `{ version, reason? }` and `Idempotency-Key`: 200 the loan. */
  runLoanAction(request: LoanActionRequest, signal?: AbortSignal): Promise<LoanDetail>;
  /** GET /prestamos/{id}/liquidacion?fecha= (loan.view): the payoff quote at a date; 422 `quoteTooOld` / `quoteBeforeStart` / `quoteTooFar`, 409 `notActive`. */
  quotePayoff(request: PayoffQuoteRequest, signal?: AbortSignal): Promise<PayoffQuoteRow>;
}

const loanPath = (id: number) => `/prestamos/${encodeURIComponent(String(id))}`;

export function createLoansApi(client: ApiClient): LoansApi {
  return {
    async listLoans(query, signal) {
      return parseAnswer(LoanPageSchema, await client.request('/prestamos', { query: toSearchParams(query), signal }));
    },
    async getLoan(id, signal) {
      return parseAnswer(LoanDetailSchema, await client.request(loanPath(id), { signal }));
    },
    async applyForLoan({ application, idempotencyKey }, signal) {
      const answer = await client.request('/prestamos', { method: 'POST', body: application, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(LoanDetailSchema, answer);
    },
    async runLoanAction({ id, action, version, reason, choice, idempotencyKey }, signal) {
      const spec = LOAN_ACTION_SPECS[action];
      const reasoned = spec.needsReason || reason !== '' ? { version, reason } : { version };
      // 'Condonar recargos' waives the installment chosen, or every installment's ('': number null).
      const body = action === 'waiveCharge' ? { ...reasoned, number: choice === '' ? null : Number(choice) } : reasoned;
      const answer = await client.request(`${loanPath(id)}/${spec.path}`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(LoanDetailSchema, answer);
    },
    async quotePayoff({ id, date }, signal) {
      return parseAnswer(PayoffQuoteSchema, await client.request(`${loanPath(id)}/liquidacion`, { query: { fecha: date }, signal }));
    },
  };
}
