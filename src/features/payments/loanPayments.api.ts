import { LoanDetailSchema, type LoanDetail } from '../../../machines/loans/loan.schema.ts';
import {
  PaymentListSchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentWithReceiptSchema,
  type Payment,
  type PaymentPage,
  type PaymentRequest,
  type PaymentReversalRequest,
  type PaymentSortColumn,
  type PaymentWithReceipt,
} from '../../../machines/payments/index.ts';
import { toSearchParams, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

const idPath = (id: number) => encodeURIComponent(String(id));

/** The calls of loan payments, each `(input, signal)`; answers checked against the contract. */
export interface LoanPaymentsApi {
  /** GET /pagos_prestamos?q&sort&page&pageSize[&from&to&user&status] (loanPayment.view): a page and the totals of the filter. */
  listLoanPayments(query: ListQuery<PaymentSortColumn>, signal?: AbortSignal): Promise<PaymentPage>;
  /** GET /prestamos/{id}/pagos (loanPayment.view): the loan's payments, newest first. */
  paymentsOfLoan(loanId: number, signal?: AbortSignal): Promise<Payment[]>;
  /** GET /pagos_prestamos/{id}: the payment and its receipt (reprint). */
  getLoanPayment(id: number, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /prestamos/{id}/pagos with `Idempotency-Key` (loanPayment.create). */
  postLoanPayment(request: PaymentRequest, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /pagos_prestamos/{id}/reversion with `Idempotency-Key` (loanPayment.reverse). */
  reverseLoanPayment(request: PaymentReversalRequest, signal?: AbortSignal): Promise<Payment>;
  /** GET /prestamos/{id}: the loan again, when a payment found it changed (409 stale). */
  loanForPayment(input: { loanId: number }, signal?: AbortSignal): Promise<LoanDetail>;
}

export function createLoanPaymentsApi(client: ApiClient): LoanPaymentsApi {
  return {
    async listLoanPayments(query, signal) {
      return parseAnswer(PaymentPageSchema, await client.request('/pagos_prestamos', { query: toSearchParams(query), signal }));
    },
    async paymentsOfLoan(loanId, signal) {
      return parseAnswer(PaymentListSchema, await client.request(`/prestamos/${idPath(loanId)}/pagos`, { signal }));
    },
    async getLoanPayment(id, signal) {
      return parseAnswer(PaymentWithReceiptSchema, await client.request(`/pagos_prestamos/${idPath(id)}`, { signal }));
    },
    async postLoanPayment({ loanId, amount, method, version, idempotencyKey }, signal) {
      const answer = await client.request(`/prestamos/${idPath(loanId)}/pagos`, {
        method: 'POST',
        body: { amount, method, version },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(PaymentWithReceiptSchema, answer);
    },
    async reverseLoanPayment({ id, reason, idempotencyKey }, signal) {
      const answer = await client.request(`/pagos_prestamos/${idPath(id)}/reversion`, {
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(PaymentSchema, answer);
    },
    async loanForPayment({ loanId }, signal) {
      return parseAnswer(LoanDetailSchema, await client.request(`/prestamos/${idPath(loanId)}`, { signal }));
    },
  };
}
