/**
 * What the payment writes (a payment, its reversal: routes.ts; a credit refund: refundRoutes.ts)
 * share: the refusal they answer with, the replay they ask the record's chart about, and the
 * caller's open cash session the cash moves through.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { receivableStanding, type PaymentFact, type ReceivableStanding } from '../../machines/receivables/index.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { PaymentRefusalCode } from '../../machines/payments/payments.schema.ts';
import type { PrepayRefusalCode } from '../../machines/loans/prepayment.ts';
import { notFound } from '../errors.ts';
import { lockSessionOfUser } from '../cash/ledger.ts';
import type { Queryable } from '../db/adapter.ts';
import { dateText, refundedOf } from '../records/facts.ts';
import { daysBetween } from '../../machines/money/businessDate.ts';
import type { PaymentChartEvent, PaymentTarget, TargetRecord } from './target.ts';

const MESSAGES: Readonly<Record<PaymentRefusalCode | PrepayRefusalCode, string>> = {
  stale: 'The record was changed by someone else: reload it',
  notAllowed: 'The record’s status does not allow this',
  noOpenSession: 'Open your cash session first',
  alreadyReversed: 'This payment was already reversed',
  reasonRequired: 'A reason is required',
  overpayment: 'The amount is above the balance: send acceptExcess true once the user confirmed the excess',
  noCredit: 'The record holds no credit to refund',
  quoteChanged: 'The payoff quote is not this amount (any more): the answer carries the quote at the business date',
  notSettleable: 'Only a loan is settled early',
  backdateNotAllowed: 'A value date other than today takes the permission payment.backdate',
  valueDateInFuture: 'The value date is after the business date',
  recoveryNotAllowed: 'A payment on a written-off loan is a recovery: it takes the permission loanPayment.recover',
  valueDateTooOld: 'The value date is further back than the location allows (days)',
  valueDateBeforeStart: 'The value date is before the record started (a loan’s disbursement, a contract’s start, a debt’s date)',
  // A loan's partial prepayment (machines/loans/prepayment.ts).
  notPrepayable: 'Only a payment on an active loan, not a settlement, makes a prepayment',
  prepayNotAbove: 'The amount is not above what is due at the value date: there is nothing to prepay',
  prepaySettles: 'The amount pays off the whole principal: settle the loan instead (Liquidar)',
  prepayTooSmall: 'The excess does not cover the interest accrued to the value date',
  prepayBeforeLastPayment: 'A later payment exists: a prepayment is dated on or after the loan’s last payment',
  prepaymentAfter: 'A prepayment after this payment made the schedule in effect: reverse the prepayment first',
  methodNotEnabled: 'The location does not take this payment method',
  referenceRequired: 'Every method but cash needs a reference (the transfer’s operation number, the voucher)',
  referenceTooLong: 'The reference is longer than the maximum (characters)',
  duplicateReference: 'A payment not reversed already has this reference with this method: send acceptDuplicate true once the user confirmed it',
};

/** A refusal: thrown to roll the transaction back, answered as `{message, code, ...extra}`. */
export class Refused extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: PaymentRefusalCode | PrepayRefusalCode,
    readonly extra: Readonly<Record<string, number | string>> = {},
  ) {
    super(code);
  }
}

export class Missing extends Error {}

/** A reversal's or a refund's reason, trimmed; 400 reasonRequired when it is blank. */
export function requiredReason(text: string): string {
  const reason = text.trim();
  if (reason === '') throw new Refused(400, 'reasonRequired');
  return reason;
}

/** Runs a write; a refusal or a missing record becomes its answer (and rolls the key back). */
export async function answer(c: Context, write: () => Promise<object>, status: 200 | 201) {
  try {
    return c.json(await write(), status);
  } catch (error) {
    if (error instanceof Refused) return c.json({ message: MESSAGES[error.code], code: error.code, ...error.extra }, error.status);
    if (error instanceof Missing) return notFound(c);
    throw error;
  }
}

/** What is left to pay as the record's chart hears a payment, a reversal or a refund (negative: overpaid). */
export const outstandingForChart = (standing: ReceivableStanding): number => standing.outstanding - standing.overpayment;

/** The record's replay with these facts (net of its credit refunds), at `date`. */
export async function replay(tx: Queryable, target: PaymentTarget, record: TargetRecord, facts: PaymentFact[], date: BusinessDate, refunded?: number): Promise<ReceivableStanding> {
  const taken = refunded ?? (await refundedOf(tx, target.kind, record.id));
  return receivableStanding(await target.dues(tx, record, facts, date), facts, date, taken);
}

/** The record's chart's answer to an event after `standing`; 409 notAllowed when the chart refuses. */
export function ask(target: PaymentTarget, record: TargetRecord, standing: ReceivableStanding, type: PaymentChartEvent['type']) {
  const status = target.next(record, { type, outstanding: outstandingForChart(standing) });
  if (status === null) throw new Refused(409, 'notAllowed');
  return status;
}

/** The caller's open cash session, share-locked (it stays open until this write commits); 409 noOpenSession without one. */
export async function openSessionOf(tx: Queryable, userId: number) {
  const own = await lockSessionOfUser(tx, userId, 'share');
  if (own === null || own.status !== 'open') throw new Refused(409, 'noOpenSession');
  return own;
}

/**
 * A payment's value date ('Fecha valor', domain.md "Value date"): today when none is asked; another
 * date takes `payment.backdate` (403), is never after today, at most the location's
 * `backdate_days` back (422 `valueDateTooOld` {days}), and never before the record began.
 */
export async function valueDateOf(tx: Queryable, target: PaymentTarget, id: number, asked: BusinessDate | undefined, today: BusinessDate, mayBackdate: () => Promise<boolean>): Promise<BusinessDate> {
  if (asked === undefined || asked === today) return today;
  if (!(await mayBackdate())) throw new Refused(403, 'backdateNotAllowed');
  if (asked > today) throw new Refused(422, 'valueDateInFuture');
  const days = (await tx.query<{ backdate_days: number }>('SELECT backdate_days FROM locations ORDER BY id LIMIT 1'))[0]?.backdate_days ?? 7;
  if (daysBetween(asked, today) > days) throw new Refused(422, 'valueDateTooOld', { days });
  const start = (await tx.query<{ start: Date | string | null }>(`SELECT ${target.sql.start} AS start FROM ${target.sql.table} t WHERE t.id = $1`, [id]))[0]?.start ?? null;
  if (start !== null && asked < dateText(start)) throw new Refused(422, 'valueDateBeforeStart');
  return asked;
}
