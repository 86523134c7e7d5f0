import { codeOf, statusOf } from '../apiFailure.ts';
import type { Minor } from '../money/minor.ts';
import { reasonReversalMachine, type ReasonReversalEvent, type ReversalRequest } from '../records/reasonReversal.machine.ts';
import type { PayableRecord, PaymentKind } from './paymentKinds.ts';
import { PAYMENT_LIMITS, type CreditRefund } from './payments.schema.ts';

/**
 * What 'Devolver saldo a favor' pays back: the record's whole credit as its page read it (the server
 * refunds exactly the credit it holds at that version; another version answers 409 `stale`), and,
 * once posted, the refund with its receipt.
 */
export interface CreditRefundTarget {
  kind: PaymentKind;
  id: number;
  version: number;
  credit: Minor;
  refund: CreditRefund | null;
}

export const creditRefundTargetOf = (record: PayableRecord): CreditRefundTarget => ({ kind: record.kind, id: record.id, version: record.version, credit: record.overpaid, refund: null });

/**
 * Why a refund did not post: the server's refusal (409 `noOpenSession` — the cash leaves the user's
 * own open session: open a box first —, `stale` — the record changed since the page read it —,
 * `noCredit` — nothing is left to refund —, `notAllowed` — the record's state refuses it),
 * `forbidden` (403), `unavailable` (no verdict: 'Reintentar' with the same key).
 */
export type CreditRefundFailure = 'noOpenSession' | 'stale' | 'noCredit' | 'notAllowed' | 'forbidden' | 'unavailable';

const REFUSALS: readonly string[] = ['noOpenSession', 'stale', 'noCredit', 'notAllowed'];

export const creditRefundFailureOf = (error: unknown): CreditRefundFailure => {
  const code = codeOf(error);
  if (statusOf(error) === 409 && code !== null && REFUSALS.includes(code)) return code as CreditRefundFailure;
  return statusOf(error) === 403 ? 'forbidden' : 'unavailable';
};

/** POST /{area}/{id}/devolucion: the record named by the target, its version, the reason, the intent's key. */
export interface CreditRefundRequest {
  kind: PaymentKind;
  id: number;
  version: number;
  reason: string;
  idempotencyKey: string;
}

export type CreditRefundEvent = ReasonReversalEvent;
/** What the chart's `reverse` actor is given: the target's id, the reason, the key. */
export type CreditRefundReasonRequest = ReversalRequest;

/**
 * 'Devolver saldo a favor' of a record of any kind (domain.md "Credit balances"): the one chart of a
 * posting with a reason (machines/records reasonReversal.machine.ts) — editing the required
 * 'Motivo' → posting (a key per confirmed intent) → done (`result`: the target with its refund and
 * receipt) | refused (a verdict: only 'Cerrar') | failed ('Reintentar', same key).
 */
export const creditRefundMachine = reasonReversalMachine<CreditRefundTarget, CreditRefundFailure>({
  id: 'creditRefund',
  maxReason: PAYMENT_LIMITS.reason,
  failureOf: creditRefundFailureOf,
  isRefusal: (failure) => failure !== 'forbidden' && failure !== 'unavailable',
});
