/**
 * The API contract of payments of every kind (domain.md "Payment": a loan, a rental, a debt, a
 * fee), read by the app and answered by server/payments alike. Field names are snake_case, as in
 * the loans contract. `{area}`, `{payments}` and the permission codes are the kind's
 * (machines/payments/paymentKinds.ts PAYMENT_KIND_INFO):
 *
 * - POST /{area}/{id}/pagos (Idempotency-Key) {amount, method, reference?, version, acceptExcess?, acceptDuplicate?, settle?, valueDate?}   {kind}.create
 *   → 201 {payment, receipt}; 409 stale | notAllowed | noOpenSession; 422 overpayment {excess}
 *   (the amount is above the balance and `acceptExcess` is not true); 422 methodNotEnabled |
 *   referenceRequired | referenceTooLong {max}; 409 duplicateReference {payment_id, business_date,
 *   amount} (the reference is on a payment of the same method not reversed, and `acceptDuplicate`
 *   is not true); 404 (also: not the caller's portfolio without the kind's viewAll).
 * - POST /{area}/{id}/devolucion (Idempotency-Key) {version, reason}   credit.refund
 *   → 201 CreditRefund (the refund and its receipt: the whole credit paid back out of the caller's
 *   open session); 400 reasonRequired; 409 stale | noCredit | notAllowed | noOpenSession; 404.
 * - GET  /{area}/{id}/pagos                          view → Payment[] (newest first)
 * - GET  /{payments}?page&pageSize&sort&from&to&user&status&method&reference&q  view → page + totals
 * - GET  /{payments}/{id}                            view → {payment, receipt} (reprint)
 * - GET  /{payments}/{id}/reversion                  reverse → CashRoute (machines/cash/cashRouting.ts):
 *   where the reversal's cash would go out (the box the payment came in through, or a choice).
 * - POST /{payments}/{id}/reversion (Idempotency-Key) {reason, session_id?}   reverse
 *   → 200 Payment; 400 reasonRequired; 409 alreadyReversed | notAllowed | chooseSession |
 *   cashSessionChanged | sessionNotOpen | insufficientCash {available}; 422 noSuchSession. The
 *   cash goes out of the open session of the box it came in through; when that box has none,
 *   out of the open session chosen (`session_id`, same location). A transfer moves no cash.
 * Without the kind's viewAll a user sees only the payments they received (and pays only records
 * of their own portfolio).
 */
import * as v from 'valibot';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { listPageSchema } from '../records/listPage.schema.ts';
import { BoundedPositiveMinorSchema } from '../money/bounds.ts';
import { InputDateSchema, RecordIdSchema, plainLine, plainNote } from '../input/index.ts';
import { PAYMENT_KINDS } from './paymentKinds.ts';
import { PREPAY_MODES } from '../loans/prepayment.ts';
import { PAYMENT_METHODS, REFERENCE_MAX } from './paymentMethods.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Efectivo enters the receiver's open cash session; Transferencia, Billetera digital and Tarjeta move no cash (paymentMethods.ts). */
export { PAYMENT_METHODS, type PaymentMethod } from './paymentMethods.ts';

/**
 * How a stored payment was made: staff take one of the location's methods; a rental's settlement applies its
 * deposit to what is owed as a payment of method `deposit` (no cash moves: it entered at signing);
 * a loan imported from a spreadsheet brings what was paid on it as payments of method `imported`
 * (no cash moves: it was taken before the business used Sofia; issue #37).
 */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'deposit', 'imported'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['posted', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_LIMITS = { reason: 500 } as const;

export const PaymentInputSchema = v.object({
  /** 10^12 minor units at most (422 `amountTooLarge`). */
  amount: BoundedPositiveMinorSchema,
  /** One of the location's enabled methods (422 `methodNotEnabled`; paymentMethods.ts). */
  method: v.picklist(PAYMENT_METHODS),
  /**
   * 'Referencia' (the transfer's operation number, the card voucher): trimmed, required for every
   * method but cash (422 `referenceRequired`), at most REFERENCE_MAX characters (422
   * `referenceTooLong` {max}); optional for cash. A reference already on a payment of the same
   * method not reversed: 409 `duplicateReference` {payment_id, business_date, amount} unless
   * `acceptDuplicate` is true.
   */
  reference: v.optional(v.pipe(v.string(), v.maxLength(REFERENCE_MAX * 4), plainLine())),
  /** The user saw the earlier payment with the same reference and method and confirmed this one. */
  acceptDuplicate: v.optional(v.boolean(), false),
  /** The record's version the user saw (stale → 409). */
  version: RecordIdSchema,
  /**
   * The user saw and confirmed that the amount is above the balance (the excess becomes the
   * customer's credit). Without it such a payment is refused (422 `overpayment`): none posts silently.
   */
  acceptExcess: v.optional(v.boolean(), false),
  /**
   * A loan's early settlement ('Liquidar', machines/loans/payoff.ts): the amount must be the payoff
   * quote at the business date (409 `quoteChanged` {quote} otherwise); posted, it closes the loan.
   * Another kind: 422 `notSettleable`.
   */
  settle: v.optional(v.boolean(), false),
  /**
   * 'Fecha valor' (domain.md "Value date"): the date the payment counts from, when not today. Takes
   * `payment.backdate` (403 `backdateNotAllowed`); at most the location's `backdate_days` back (422
   * `valueDateTooOld` {days}), never in the future (`valueDateInFuture`) nor before the record's
   * start: a loan's disbursement, a contract's start, a debt's date (`valueDateBeforeStart`). The
   * cash still enters today's open session; allocation, late charges and the statuses read it.
   */
  valueDate: v.optional(InputDateSchema),
  /**
   * A loan's partial prepayment (machines/loans/prepayment.ts): the amount is above what is due at
   * the value date and the rest makes a new schedule version, 'Menos cuotas' (`fewerInstallments`)
   * or 'Cuota menor' (`lowerInstallment`). 422 `notPrepayable` (another kind, a settlement, a loan
   * not active), `prepayNotAbove`, `prepaySettles` (then it is 'Liquidar'), `prepayTooSmall`,
   * `prepayBeforeLastPayment`.
   */
  prepay: v.optional(v.picklist(PREPAY_MODES)),
});
export type PaymentInput = v.InferOutput<typeof PaymentInputSchema>;

/** The reason is checked by the route (400 `reasonRequired` when blank), so the code is exact. */
export const PaymentReversalInputSchema = v.object({
  reason: v.pipe(v.string(), v.maxLength(PAYMENT_LIMITS.reason), plainNote()),
  /**
   * The open session the cash goes out of when the box the payment came in through has none open
   * (machines/cash/cashRouting.ts); when the box has one, omitted or that session's id.
   */
  session_id: v.optional(v.nullable(RecordIdSchema)),
});
export type PaymentReversalInput = v.InferOutput<typeof PaymentReversalInputSchema>;

/** 'Devolver saldo a favor': the record's version the user saw and why (400 `reasonRequired` when blank). */
export const CreditRefundInputSchema = v.object({
  version: RecordIdSchema,
  reason: v.pipe(v.string(), v.maxLength(PAYMENT_LIMITS.reason), plainNote()),
});
export type CreditRefundInput = v.InferOutput<typeof CreditRefundInputSchema>;

/** A credit refund as it was posted, with what its printed receipt says. */
export const CreditRefundSchema = v.object({
  id,
  kind: v.picklist(PAYMENT_KINDS),
  target_id: id,
  location_name: v.string(),
  receipt_footer: v.string(),
  party_name: v.string(),
  party_document: v.string(),
  /** The whole credit the record held, paid out in cash. */
  amount: PositiveMinorSchema,
  business_date: BusinessDateSchema,
  reason: v.string(),
  session_id: id,
  refunded_by_name: v.string(),
  created_at: v.string(),
});
export type CreditRefund = v.InferOutput<typeof CreditRefundSchema>;

/** What one payment paid of one installment. */
export const AllocationRowSchema = v.object({
  number: id,
  charges: MinorAmountSchema,
  interest: MinorAmountSchema,
  principal: MinorAmountSchema,
});
export type AllocationRow = v.InferOutput<typeof AllocationRowSchema>;

export const PaymentSchema = v.object({
  id,
  /** What it pays: a loan, a rental, a debt or a fee (its number is `target_id`). */
  kind: v.picklist(PAYMENT_KINDS),
  target_id: id,
  /** Who owes it: the customer, or the staff member of a collector's debt. */
  party_id: id,
  party_name: v.string(),
  amount: PositiveMinorSchema,
  method: v.picklist(RECORDED_PAYMENT_METHODS),
  /** 'Referencia' as stored (trimmed); null: none (cash, or a payment from before migration 033). */
  reference: v.optional(v.nullable(v.string()), null),
  business_date: BusinessDateSchema,
  status: v.picklist(PAYMENT_STATUSES),
  session_id: v.nullable(id),
  received_by: id,
  received_by_name: v.string(),
  created_at: v.string(),
  /** What it pays in the current replay of the record's payments (empty once reversed). */
  allocation: v.array(AllocationRowSchema),
  overpayment: MinorAmountSchema,
  reversed_by_name: v.nullable(v.string()),
  reversed_at: v.nullable(v.string()),
  reversal_reason: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;
export const PaymentListSchema = v.array(PaymentSchema);

/** What the printed receipt says (the reprint says the same: the figures stored when it was posted, server/payments/receipts.ts). */
export const ReceiptSchema = v.object({
  payment_id: id,
  kind: v.picklist(PAYMENT_KINDS),
  target_id: id,
  location_name: v.string(),
  receipt_footer: v.string(),
  party_name: v.string(),
  party_document: v.string(),
  amount: PositiveMinorSchema,
  method: v.picklist(RECORDED_PAYMENT_METHODS),
  reference: v.optional(v.nullable(v.string()), null),
  business_date: BusinessDateSchema,
  allocation: v.array(AllocationRowSchema),
  overpayment: MinorAmountSchema,
  /** What the record still owed right after this payment (replayed in date order). */
  remaining: MinorAmountSchema,
  /** Of `remaining`, what had fallen due by the payment's date (what the customer owed that day). */
  due_now: MinorAmountSchema,
  /** Of `remaining`, what was not yet due then (a rental: the rest of the contract). */
  to_run: MinorAmountSchema,
  received_by_name: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
});
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

export const PaymentWithReceiptSchema = v.object({ payment: PaymentSchema, receipt: ReceiptSchema });
export type PaymentWithReceipt = v.InferOutput<typeof PaymentWithReceiptSchema>;

/** Σ of the whole filtered set, by status. */
export const PaymentTotalsSchema = v.object({ posted: MinorAmountSchema, reversed: MinorAmountSchema });
export type PaymentTotals = v.InferOutput<typeof PaymentTotalsSchema>;

const NamedSchema = v.object({ id, name: v.string() });

export const PaymentPageSchema = v.object({
  ...listPageSchema(PaymentSchema).entries,
  totals: PaymentTotalsSchema,
  /** The 'Usuario' filter's choices: everyone who received a payment of this kind. */
  users: v.array(NamedSchema),
});
export type PaymentPage = v.InferOutput<typeof PaymentPageSchema>;

export const PAYMENT_SORT_COLUMNS = ['business_date', 'amount', 'target_id'] as const;
export type PaymentSortColumn = (typeof PAYMENT_SORT_COLUMNS)[number];
/** `method`: one recorded method; `reference`: words of the reference (case-insensitive, anywhere in it). */
export const PAYMENT_FILTERS = ['from', 'to', 'user', 'status', 'method', 'reference'] as const;

/** The `code` of a refused payment or reversal; the app words each. */
export const PAYMENT_REFUSAL_CODES = ['stale', 'notAllowed', 'noOpenSession', 'alreadyReversed', 'reasonRequired', 'overpayment', 'noCredit', 'quoteChanged', 'notSettleable', 'backdateNotAllowed', 'valueDateInFuture', 'valueDateTooOld', 'valueDateBeforeStart', 'recoveryNotAllowed', 'methodNotEnabled', 'referenceRequired', 'referenceTooLong', 'duplicateReference'] as const;
export type PaymentRefusalCode = (typeof PAYMENT_REFUSAL_CODES)[number];
