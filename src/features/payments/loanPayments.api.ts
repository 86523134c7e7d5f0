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
import { PAYMENT_KIND_INFO, type PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { toSearchParams, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

const idPath = (id: number) => encodeURIComponent(String(id));

/**
 * The calls of payments, answers checked against the contract. The list, the reprint and the
 * reversal name the kind (its routes are PAYMENT_KIND_INFO's); taking a payment is still the
 * loan page's own call.
 */
export interface LoanPaymentsApi {
  /** GET /{payments}?q&sort&page&pageSize[&from&to&user&status] (the kind's view): a page and the totals of the filter. */
  listPayments(kind: PaymentKind, query: ListQuery<PaymentSortColumn>, signal?: AbortSignal): Promise<PaymentPage>;
  /** GET /prestamos/{id}/pagos (loanPayment.view): the loan's payments, newest first. */
  paymentsOfLoan(loanId: number, signal?: AbortSignal): Promise<Payment[]>;
  /** GET /{payments}/{id}: the payment and its receipt (reprint). */
  getPayment(kind: PaymentKind, id: number, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /prestamos/{id}/pagos with `Idempotency-Key` (loanPayment.create). */
  postLoanPayment(request: PaymentRequest, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /{payments}/{id}/reversion with `Idempotency-Key` (the kind's reverse). */
  reversePayment(kind: PaymentKind, request: PaymentReversalRequest, signal?: AbortSignal): Promise<Payment>;
  /** GET /prestamos/{id}: the loan again, when a payment found it changed (409 stale). */
  loanForPayment(input: { loanId: number }, signal?: AbortSignal): Promise<LoanDetail>;
}

export function createLoanPaymentsApi(client: ApiClient): LoanPaymentsApi {
  return {
    async listPayments(kind, query, signal) {
      return parseAnswer(PaymentPageSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].payments}`, { query: toSearchParams(query), signal }));
    },
    async paymentsOfLoan(loanId, signal) {
      return parseAnswer(PaymentListSchema, await client.request(`/prestamos/${idPath(loanId)}/pagos`, { signal }));
    },
    async getPayment(kind, id, signal) {
      return parseAnswer(PaymentWithReceiptSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].payments}/${idPath(id)}`, { signal }));
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
    async reversePayment(kind, { id, reason, idempotencyKey }, signal) {
      const answer = await client.request(`/${PAYMENT_KIND_INFO[kind].payments}/${idPath(id)}/reversion`, {
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
