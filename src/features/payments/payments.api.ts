import { CashRouteSchema, type CashRoute } from '../../../machines/cash/index.ts';
import { DebtDetailSchema } from '../../../machines/debts/debt.schema.ts';
import { LoanDetailSchema } from '../../../machines/loans/loan.schema.ts';
import { RentalDetailSchema } from '../../../machines/rentals/rental.schema.ts';
import {
  CreditRefundSchema,
  PaymentListSchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentWithReceiptSchema,
  payableOf,
  type CreditRefund,
  type CreditRefundRequest,
  type PayableRef,
  type Payment,
  type PaymentPage,
  type PaymentRequest,
  type PaymentReversalRequest,
  type PaymentSortColumn,
  type PaymentWithReceipt,
} from '../../../machines/payments/index.ts';
import { PAYMENT_KIND_INFO, type PayableRecord, type PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { toSearchParams, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

const idPath = (id: number) => encodeURIComponent(String(id));

/** The record of `kind` as its route answers it, checked against that kind's detail contract, as the slot reads it. */
function payableAnswer(kind: PaymentKind, answer: unknown): PayableRecord {
  switch (kind) {
    case 'loan':
      return payableOf(kind, parseAnswer(LoanDetailSchema, answer));
    case 'rental':
      return payableOf(kind, parseAnswer(RentalDetailSchema, answer));
    case 'debt':
    case 'fee':
      return payableOf(kind, parseAnswer(DebtDetailSchema, answer));
  }
}

/**
 * The calls of payments, answers checked against the contract. Every call names the kind (its
 * routes are PAYMENT_KIND_INFO's): one set of calls for loans, rentals, debts and fees.
 */
export interface PaymentsApi {
  /** GET /{payments}?q&sort&page&pageSize[&from&to&user&status] (the kind's view): a page and the totals of the filter. */
  listPayments(kind: PaymentKind, query: ListQuery<PaymentSortColumn>, signal?: AbortSignal): Promise<PaymentPage>;
  /** GET /{area}/{id}/pagos (the kind's view): the record's payments, newest first. */
  paymentsOf(record: PayableRef, signal?: AbortSignal): Promise<Payment[]>;
  /** GET /{payments}/{id}: the payment and its receipt (reprint). */
  getPayment(kind: PaymentKind, id: number, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /{area}/{id}/pagos with `Idempotency-Key` (the kind's create). */
  postPayment(request: PaymentRequest, signal?: AbortSignal): Promise<PaymentWithReceipt>;
  /** POST /{payments}/{id}/reversion with `Idempotency-Key` (the kind's reverse). */
  reversePayment(kind: PaymentKind, request: PaymentReversalRequest, signal?: AbortSignal): Promise<Payment>;
  /** POST /{area}/{id}/devolucion with `Idempotency-Key` (credit.refund): the record's whole credit paid back, with its receipt. */
  refundCredit(request: CreditRefundRequest, signal?: AbortSignal): Promise<CreditRefund>;
  /** GET /{payments}/{id}/reversion: where a reversal's cash would go out (machines/cash/cashRouting.ts). */
  paymentCashRoute(kind: PaymentKind, id: number, signal?: AbortSignal): Promise<CashRoute>;
  /** GET /{area}/{id}: the record again, when a payment found it changed (409 stale), as the slot reads it. */
  recordForPayment(record: PayableRef, signal?: AbortSignal): Promise<PayableRecord>;
}

export function createPaymentsApi(client: ApiClient): PaymentsApi {
  return {
    async listPayments(kind, query, signal) {
      return parseAnswer(PaymentPageSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].payments}`, { query: toSearchParams(query), signal }));
    },
    async paymentsOf({ kind, id }, signal) {
      return parseAnswer(PaymentListSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].area}/${idPath(id)}/pagos`, { signal }));
    },
    async getPayment(kind, id, signal) {
      return parseAnswer(PaymentWithReceiptSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].payments}/${idPath(id)}`, { signal }));
    },
    async postPayment({ kind, id, amount, method, reference, version, acceptExcess, acceptDuplicate, settle, valueDate, prepay, idempotencyKey }, signal) {
      const answer = await client.request(`/${PAYMENT_KIND_INFO[kind].area}/${idPath(id)}/pagos`, {
        method: 'POST',
        body: {
          amount,
          method,
          ...(reference === undefined ? {} : { reference }),
          version,
          acceptExcess,
          ...(acceptDuplicate === true ? { acceptDuplicate } : {}),
          ...(settle === true ? { settle } : {}),
          ...(valueDate === undefined ? {} : { valueDate }),
          ...(prepay === undefined ? {} : { prepay }),
        },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(PaymentWithReceiptSchema, answer);
    },
    async paymentCashRoute(kind, id, signal) {
      return parseAnswer(CashRouteSchema, await client.request(`/${PAYMENT_KIND_INFO[kind].payments}/${idPath(id)}/reversion`, { signal }));
    },
    async reversePayment(kind, { id, reason, idempotencyKey, sessionId }, signal) {
      const answer = await client.request(`/${PAYMENT_KIND_INFO[kind].payments}/${idPath(id)}/reversion`, {
        method: 'POST',
        body: sessionId === undefined || sessionId === null ? { reason } : { reason, session_id: sessionId },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(PaymentSchema, answer);
    },
    async refundCredit({ kind, id, version, reason, idempotencyKey }, signal) {
      const answer = await client.request(`/${PAYMENT_KIND_INFO[kind].area}/${idPath(id)}/devolucion`, {
        method: 'POST',
        body: { version, reason },
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      });
      return parseAnswer(CreditRefundSchema, answer);
    },
    async recordForPayment({ kind, id }, signal) {
      return payableAnswer(kind, await client.request(`/${PAYMENT_KIND_INFO[kind].area}/${idPath(id)}`, { signal }));
    },
  };
}
