/** Event fixtures and inert machines for the model path tests of loan payments. Not a test file itself. */
import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';
import {
  creditRefundMachine,
  loanPaymentsListMachine,
  paymentDialogMachine,
  paymentReversalMachine,
  receiptReprintMachine,
  type ReceiptReprintEvent,
  type CreditRefundEvent,
  type CreditRefundReasonRequest,
  type CreditRefundTarget,
  type PayableRef,
  type Payment,
  type PaymentDialogEvent,
  type PaymentRequest,
  type PaymentReversalEvent,
  type PaymentReversalRequest,
  type PaymentSortColumn,
  type PaymentWithReceipt,
} from '../../machines/payments/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { CashRoute } from '../../machines/cash/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { LOAN_OVERPAID_RECORD, LOAN_TWO_DUE_RECORD, POSTED, REFUND, REVERSED_PAYMENT } from './loanPayments.fixtures.ts';
import { creditRefundTargetOf } from '../../machines/payments/index.ts';

export const inertLoanPaymentsList = loanPaymentsListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<Payment>, ListQuery<PaymentSortColumn>>() },
});

/** With a fixed key maker: the model and its replay make the same key. */
export const keyedPaymentDialog = paymentDialogMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertPaymentDialog = keyedPaymentDialog.provide({
  actors: { postPayment: neverSettles<PaymentWithReceipt, PaymentRequest>(), loadRecord: neverSettles<PayableRecord, PayableRef>() },
});

export type PaymentDialogModelEvent =
  | PaymentDialogEvent
  | DoneActorEvent<PaymentWithReceipt, 'postPayment'>
  | ErrorActorEvent<unknown, 'postPayment'>
  | DoneActorEvent<PayableRecord, 'loadRecord'>
  | ErrorActorEvent<unknown, 'loadRecord'>;

/** The payment a 409 duplicateReference names. */
export const EARLIER_PAYMENT = { payment_id: 41, business_date: '2027-01-28', amount: 300_00 };

export const paymentDialogFixtures = {
  'amount.changed': {
    typed: { type: 'amount.changed', value: '300,00' },
    zero: { type: 'amount.changed', value: '0' },
    // Above the loan's balance (11.347,15): asks to confirm the excess.
    above: { type: 'amount.changed', value: '20000,00' },
    // Above what is due (1.891,20), below the balance: asks 'Menos cuotas' / 'Cuota menor' / 'Adelantar las próximas cuotas'.
    ahead: { type: 'amount.changed', value: '5000,00' },
  },
  'prepay.changed': {
    fewer: { type: 'prepay.changed', choice: 'fewerInstallments' },
    payAhead: { type: 'prepay.changed', choice: 'payAhead' },
  },
  'method.changed': { transfer: { type: 'method.changed', method: 'transfer' } },
  'valueDate.changed': { yesterday: { type: 'valueDate.changed', value: '2027-01-29' } },
  // A transfer's operation number (every method but cash needs one).
  'reference.changed': { typed: { type: 'reference.changed', value: ' OP-778899 ' }, corrected: { type: 'reference.changed', value: 'OP-778900' } },
  'form.submitted': { default: { type: 'form.submitted' } },
  'excess.confirmed': { default: { type: 'excess.confirmed' } },
  'excess.declined': { default: { type: 'excess.declined' } },
  'duplicate.confirmed': { default: { type: 'duplicate.confirmed' } },
  'duplicate.declined': { default: { type: 'duplicate.declined' } },
  'save.retried': { default: { type: 'save.retried' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.postPayment': { posted: doneEvent('postPayment', POSTED) },
  'xstate.error.actor.postPayment': {
    stale: errorEvent('postPayment', { kind: 'status', status: 409, code: 'stale' }),
    overpayment: errorEvent('postPayment', { kind: 'status', status: 422, code: 'overpayment' }),
    noOpenSession: errorEvent('postPayment', { kind: 'status', status: 409, code: 'noOpenSession' }),
    // The reference is on an earlier payment of the method: the dialog names it and asks.
    duplicateReference: errorEvent('postPayment', { kind: 'status', status: 409, code: 'duplicateReference', earlier: EARLIER_PAYMENT }),
    '403': errorEvent('postPayment', { kind: 'status', status: 403 }),
    timeout: errorEvent('postPayment', { kind: 'timeout' }),
  },
  'xstate.done.actor.loadRecord': { reloaded: doneEvent('loadRecord', { ...LOAN_TWO_DUE_RECORD, version: 4 }) },
  'xstate.error.actor.loadRecord': { timeout: errorEvent('loadRecord', { kind: 'timeout' }) },
} satisfies EventFixtures<PaymentDialogModelEvent>;

export const keyedPaymentReversal = paymentReversalMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertPaymentReversal = keyedPaymentReversal.provide({
  actors: { reverse: neverSettles<Payment, PaymentReversalRequest>(), loadCashRoute: neverSettles<CashRoute, { id: number }>() },
});

export type PaymentReversalModelEvent =
  | PaymentReversalEvent
  | DoneActorEvent<Payment, 'reverse'>
  | ErrorActorEvent<unknown, 'reverse'>
  | DoneActorEvent<CashRoute, 'loadCashRoute'>
  | ErrorActorEvent<unknown, 'loadCashRoute'>;

const CASHIER_SESSION = { id: 11, box_id: 1, box_name: 'Caja 1', opened_by_name: 'Carlos Ruiz' };
const COLLECTOR_SESSION = { id: 12, box_id: 2, box_name: 'Caja 2', opened_by_name: 'Lucía Gómez' };
/** The box the payment came in through is open: its cash goes back out of it. */
export const ROUTE_THROUGH_BOX: CashRoute = { cash: true, box_name: 'Caja 1', primary: CASHIER_SESSION, open_sessions: [] };
/** That box is closed: the reverser chooses among the location's open sessions. */
export const ROUTE_TO_CHOOSE: CashRoute = { cash: true, box_name: 'Caja 3', primary: null, open_sessions: [CASHIER_SESSION, COLLECTOR_SESSION] };

export const paymentReversalFixtures = {
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Cobro duplicado' },
    blank: { type: 'reason.changed', reason: '   ' },
  },
  'session.chosen': { collector: { type: 'session.chosen', sessionId: COLLECTOR_SESSION.id } },
  'reversal.confirmed': { default: { type: 'reversal.confirmed' } },
  'reversal.retried': { default: { type: 'reversal.retried' } },
  'reversal.cancelled': { default: { type: 'reversal.cancelled' } },
  'xstate.done.actor.loadCashRoute': { throughBox: doneEvent('loadCashRoute', ROUTE_THROUGH_BOX), toChoose: doneEvent('loadCashRoute', ROUTE_TO_CHOOSE) },
  'xstate.error.actor.loadCashRoute': { timeout: errorEvent('loadCashRoute', { kind: 'timeout' }) },
  'xstate.done.actor.reverse': { reversed: doneEvent('reverse', REVERSED_PAYMENT) },
  'xstate.error.actor.reverse': {
    alreadyReversed: errorEvent('reverse', { kind: 'status', status: 409, code: 'alreadyReversed' }),
    insufficientCash: errorEvent('reverse', { kind: 'status', status: 409, code: 'insufficientCash', available: 12_500_00 }),
    noSuchSession: errorEvent('reverse', { kind: 'status', status: 422, code: 'noSuchSession' }),
    '403': errorEvent('reverse', { kind: 'status', status: 403 }),
    timeout: errorEvent('reverse', { kind: 'timeout' }),
  },
} satisfies EventFixtures<PaymentReversalModelEvent>;

export const inertReceiptReprint = receiptReprintMachine.provide({ actors: { loadReceipt: neverSettles<PaymentWithReceipt, { paymentId: number }>() } });

export type ReceiptReprintModelEvent = ReceiptReprintEvent | DoneActorEvent<PaymentWithReceipt, 'loadReceipt'> | ErrorActorEvent<unknown, 'loadReceipt'>;

export const receiptReprintFixtures = {
  'reprint.retried': { default: { type: 'reprint.retried' } },
  'reprint.closed': { default: { type: 'reprint.closed' } },
  'xstate.done.actor.loadReceipt': { loaded: doneEvent('loadReceipt', POSTED) },
  'xstate.error.actor.loadReceipt': {
    '404': errorEvent('loadReceipt', { kind: 'status', status: 404 }),
    timeout: errorEvent('loadReceipt', { kind: 'timeout' }),
  },
} satisfies EventFixtures<ReceiptReprintModelEvent>;

export const keyedCreditRefund = creditRefundMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertCreditRefund = keyedCreditRefund.provide({ actors: { reverse: neverSettles<CreditRefundTarget, CreditRefundReasonRequest>() } });

/** The overpaid loan's credit as the refund dialog starts with it. */
export const OVERPAID_TARGET = creditRefundTargetOf(LOAN_OVERPAID_RECORD);

export type CreditRefundModelEvent = CreditRefundEvent | DoneActorEvent<CreditRefundTarget, 'reverse'> | ErrorActorEvent<unknown, 'reverse'>;

export const creditRefundFixtures = {
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'El cliente pagó de más' },
    blank: { type: 'reason.changed', reason: '   ' },
  },
  'reversal.confirmed': { default: { type: 'reversal.confirmed' } },
  'reversal.retried': { default: { type: 'reversal.retried' } },
  'reversal.cancelled': { default: { type: 'reversal.cancelled' } },
  // A refund is not routed: it goes out of the refunder's own session, no choice to make.
  'session.chosen': {},
  'xstate.done.actor.reverse': { refunded: doneEvent('reverse', { ...OVERPAID_TARGET, refund: REFUND }) },
  'xstate.error.actor.reverse': {
    noOpenSession: errorEvent('reverse', { kind: 'status', status: 409, code: 'noOpenSession' }),
    '403': errorEvent('reverse', { kind: 'status', status: 403 }),
    timeout: errorEvent('reverse', { kind: 'timeout' }),
  },
} satisfies EventFixtures<CreditRefundModelEvent>;
