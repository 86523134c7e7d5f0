import { codeOf, statusOf } from '../apiFailure.ts';
import { CASH_ROUTING_REFUSALS, type CashRoutingRefusal } from '../cash/cashRouting.ts';
import { reasonReversalMachine, reversalReasonErrorOf, type ReasonReversalEvent, type ReversalReasonError, type ReversalRequest } from '../records/reasonReversal.machine.ts';
import type { Payment } from './payments.schema.ts';
import { PAYMENT_LIMITS } from './payments.schema.ts';

/**
 * Why a reversal did not post: the server's refusal (409 `alreadyReversed` — someone reversed it
 * first —, `notAllowed` — the record's status refuses it, e.g. written off —, where the cash goes:
 * `chooseSession`, `cashSessionChanged`, `sessionNotOpen`, 422 `noSuchSession`, and
 * `insufficientCash` — the session does not hold what goes out; `noOpenSession` from an older
 * server), `forbidden` (403), `unavailable` (no verdict).
 */
/** `prepaymentAfter`: a loan's prepayment made the schedule in effect from this payment (reverse the prepayment first). */
export type PaymentReversalFailure = 'alreadyReversed' | 'noOpenSession' | 'notAllowed' | 'prepaymentAfter' | CashRoutingRefusal | 'insufficientCash' | 'forbidden' | 'unavailable';

const REFUSALS: readonly PaymentReversalFailure[] = ['alreadyReversed', 'noOpenSession', 'notAllowed', 'prepaymentAfter', 'insufficientCash', ...CASH_ROUTING_REFUSALS];

export const paymentReversalFailureOf = (error: unknown): PaymentReversalFailure => {
  const code = codeOf(error) as PaymentReversalFailure | null;
  const status = statusOf(error);
  if ((status === 409 || status === 422) && code !== null && REFUSALS.includes(code)) return code;
  return status === 403 ? 'forbidden' : 'unavailable';
};

export type PaymentReasonError = ReversalReasonError;

/** 'Motivo' is required (after trimming) and at most 500 characters, as the server checks. */
export const paymentReasonErrorOf = (reason: string): PaymentReasonError | null => reversalReasonErrorOf(reason, PAYMENT_LIMITS.reason);

/** POST /{payments}/{id}/reversion with the intent's key. */
export type PaymentReversalRequest = ReversalRequest;
export type PaymentReversalEvent = ReasonReversalEvent;

/**
 * 'Revertir pago' of a payment of any kind: the one reversal chart (machines/records
 * reasonReversal.machine.ts), routed (a cash payment's money goes back out through the box it came
 * in through, or the open session chosen), with the payments' reason limit and refusals — a code the server named
 * is a verdict (`refused`: only 'Cerrar'); 403 and no answer are `failed` ('Reintentar', same key).
 * `done`: reversed (`result`, the payment as it now stands); the page reloads the record and list.
 */
export const paymentReversalMachine = reasonReversalMachine<Payment, PaymentReversalFailure>({
  id: 'paymentReversal',
  maxReason: PAYMENT_LIMITS.reason,
  failureOf: paymentReversalFailureOf,
  isRefusal: (failure) => failure !== 'forbidden' && failure !== 'unavailable',
  routed: true,
});
