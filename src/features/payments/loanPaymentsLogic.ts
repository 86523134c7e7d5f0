import { assign, fromPromise } from 'xstate';
import type { LoanDetail } from '../../../machines/loans/loan.schema.ts';
import {
  loanPaymentsListMachine,
  paymentDialogMachine,
  paymentReversalMachine,
  receiptReprintMachine,
  type Payment,
  type PaymentRequest,
  type PaymentReversalRequest,
  type PaymentSortColumn,
  type PaymentWithReceipt,
} from '../../../machines/payments/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** 'Pagos de préstamos' with the app's effect: one page (and the filter's totals) per query. */
export function provideLoanPaymentsList(deps: AppDeps) {
  // A PaymentPage is a ListPage with the totals and the user choices (connectLoanPayments reads them).
  return loanPaymentsListMachine.provide({ actors: { loadPage: fromApi<ListQuery<PaymentSortColumn>, ListPage<Payment>>(deps.api.listLoanPayments) } });
}

/** 'Exportar': every payment the current filters match, not just the page on screen. */
export const allLoanPaymentsOf = (deps: AppDeps) => (query: ListQuery<PaymentSortColumn>): Promise<Payment[]> => fetchAllRows(deps.api.listLoanPayments, query);

/** 'Registrar pago' with the app's effects: the POST with the intent's key, and the loan again on 'stale'. */
export function providePaymentDialog(deps: AppDeps, newKey: () => string = () => crypto.randomUUID()) {
  return paymentDialogMachine.provide({
    actors: {
      postPayment: fromPromise<PaymentWithReceipt, PaymentRequest>(({ input, signal }) => deps.api.postLoanPayment(input, signal)),
      loadLoan: fromPromise<LoanDetail, { loanId: number }>(({ input, signal }) => deps.api.loanForPayment(input, signal)),
    },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => newKey() }) },
  });
}

/** 'Revertir pago' with the app's effect. */
export function providePaymentReversal(deps: AppDeps, newKey: () => string = () => crypto.randomUUID()) {
  return paymentReversalMachine.provide({
    actors: { reversePayment: fromPromise<Payment, PaymentReversalRequest>(({ input, signal }) => deps.api.reverseLoanPayment(input, signal)) },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => newKey() }) },
  });
}

/** 'Imprimir recibo' with the app's effect: the stored payment's receipt. */
export function provideReceiptReprint(deps: AppDeps) {
  return receiptReprintMachine.provide({
    actors: { loadReceipt: fromPromise<PaymentWithReceipt, { paymentId: number }>(({ input, signal }) => deps.api.getLoanPayment(input.paymentId, signal)) },
  });
}
