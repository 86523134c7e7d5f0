import type { CashRoute } from '../../../machines/cash/index.ts';
import { assign, fromPromise } from 'xstate';
import {
  creditRefundMachine,
  loanPaymentsListMachine,
  paymentDialogMachine,
  paymentReversalMachine,
  receiptReprintMachine,
  type CreditRefundReasonRequest,
  type CreditRefundTarget,
  type PayableRef,
  type Payment,
  type PaymentRequest,
  type PaymentReversalRequest,
  type PaymentSortColumn,
  type PaymentWithReceipt,
} from '../../../machines/payments/index.ts';
import type { PayableRecord, PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import type { AppDeps } from '../../app/deps.ts';

/** A kind's payments list with the app's effect: one page (and the filter's totals) per query. */
export function providePaymentsList(deps: AppDeps, kind: PaymentKind) {
  // A PaymentPage is a ListPage with the totals and the user choices (connectLoanPayments reads them).
  return loanPaymentsListMachine.provide({
    actors: { loadPage: fromPromise<ListPage<Payment>, ListQuery<PaymentSortColumn>>(({ input, signal }) => deps.api.listPayments(kind, input, signal)) },
  });
}

/** 'Exportar': every payment of the kind the current filters match, not just the page on screen. */
export const allPaymentsOf = (deps: AppDeps, kind: PaymentKind) => (query: ListQuery<PaymentSortColumn>): Promise<Payment[]> =>
  fetchAllRows((q: ListQuery<PaymentSortColumn>, signal?: AbortSignal) => deps.api.listPayments(kind, q, signal), query);

/** 'Registrar pago' with the app's effects: the POST with the intent's key, and the record again on 'stale'. */
export function providePaymentDialog(deps: AppDeps, newKey: () => string = () => crypto.randomUUID()) {
  return paymentDialogMachine.provide({
    actors: {
      postPayment: fromPromise<PaymentWithReceipt, PaymentRequest>(({ input, signal }) => deps.api.postPayment(input, signal)),
      loadRecord: fromPromise<PayableRecord, PayableRef>(({ input, signal }) => deps.api.recordForPayment(input, signal)),
    },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => newKey() }) },
  });
}

/** 'Revertir pago' of a payment of `kind` with the app's effect. */
export function providePaymentReversal(deps: AppDeps, kind: PaymentKind, newKey: () => string = () => crypto.randomUUID()) {
  return paymentReversalMachine.provide({
    actors: {
      reverse: fromPromise<Payment, PaymentReversalRequest>(({ input, signal }) => deps.api.reversePayment(kind, input, signal)),
      loadCashRoute: fromPromise<CashRoute, { id: number }>(({ input, signal }) => deps.api.paymentCashRoute(kind, input.id, signal)),
    },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => newKey() }) },
  });
}

/** 'Imprimir recibo' with the app's effect: the stored payment's receipt (a payment of `kind`). */
export function provideReceiptReprint(deps: AppDeps, kind: PaymentKind) {
  return receiptReprintMachine.provide({
    actors: { loadReceipt: fromPromise<PaymentWithReceipt, { paymentId: number }>(({ input, signal }) => deps.api.getPayment(kind, input.paymentId, signal)) },
  });
}

/**
 * 'Devolver saldo a favor' of `record` with the app's effect: the POST with the record's kind and
 * version and the intent's key; the chart's result is the target with its refund (the receipt).
 */
export function provideCreditRefund(deps: AppDeps, record: Pick<PayableRecord, 'kind' | 'version'>, newKey: () => string = () => crypto.randomUUID()) {
  return creditRefundMachine.provide({
    actors: {
      reverse: fromPromise<CreditRefundTarget, CreditRefundReasonRequest>(async ({ input, signal }) => {
        const refund = await deps.api.refundCredit({ kind: record.kind, id: input.id, version: record.version, reason: input.reason, idempotencyKey: input.idempotencyKey }, signal);
        return { kind: record.kind, id: input.id, version: record.version, credit: refund.amount, refund };
      }),
    },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => newKey() }) },
  });
}
