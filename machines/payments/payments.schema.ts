/**
 * The API contract of loan payments (#17, domain.md "Payment"), read by the app and answered by
 * server/loanPayments alike. Field names are snake_case, as in the loans contract.
 *
 * - POST /prestamos/{id}/pagos (Idempotency-Key) {amount, method, version} loanPayment.create
 *   → 201 {payment, receipt}; 409 stale | notAllowed | noOpenSession; 404 (also: not the caller's
 *   portfolio without loan.viewAll).
 * - GET  /prestamos/{id}/pagos                         loanPayment.view → LoanPayment[] (newest first)
 * - GET  /pagos_prestamos?page&pageSize&sort&from&to&user&status&q  loanPayment.view → page + totals
 * - GET  /pagos_prestamos/{id}                         loanPayment.view → {payment, receipt} (reprint)
 * - POST /pagos_prestamos/{id}/reversion (Idempotency-Key) {reason}     loanPayment.reverse
 *   → 200 LoanPayment; 400 reasonRequired; 409 alreadyReversed | noOpenSession | notAllowed.
 * Without loan.viewAll a user sees only the payments they received (and pays only loans of their
 * own portfolio).
 */
import * as v from 'valibot';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { listPageSchema } from '../records/listPage.schema.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Efectivo enters the receiver's open cash session; Transferencia moves no cash. */
export const PAYMENT_METHODS = ['cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['posted', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_LIMITS = { reason: 500 } as const;

export const PaymentInputSchema = v.object({
  amount: PositiveMinorSchema,
  method: v.picklist(PAYMENT_METHODS),
  /** The loan's version the user saw (stale → 409). */
  version: id,
});
export type PaymentInput = v.InferOutput<typeof PaymentInputSchema>;

/** The reason is checked by the route (400 `reasonRequired` when blank), so the code is exact. */
export const PaymentReversalInputSchema = v.object({ reason: v.pipe(v.string(), v.maxLength(PAYMENT_LIMITS.reason)) });
export type PaymentReversalInput = v.InferOutput<typeof PaymentReversalInputSchema>;

/** What one payment paid of one installment. */
export const AllocationRowSchema = v.object({
  number: id,
  charges: MinorAmountSchema,
  interest: MinorAmountSchema,
  principal: MinorAmountSchema,
});
export type AllocationRow = v.InferOutput<typeof AllocationRowSchema>;

export const LoanPaymentSchema = v.object({
  id,
  loan_id: id,
  customer_id: id,
  customer_name: v.string(),
  amount: PositiveMinorSchema,
  method: v.picklist(PAYMENT_METHODS),
  business_date: BusinessDateSchema,
  status: v.picklist(PAYMENT_STATUSES),
  session_id: v.nullable(id),
  received_by: id,
  received_by_name: v.string(),
  created_at: v.string(),
  /** What it pays in the current replay of the loan's payments (empty once reversed). */
  allocation: v.array(AllocationRowSchema),
  overpayment: MinorAmountSchema,
  reversed_by_name: v.nullable(v.string()),
  reversed_at: v.nullable(v.string()),
  reversal_reason: v.nullable(v.string()),
});
export type LoanPayment = v.InferOutput<typeof LoanPaymentSchema>;
export const LoanPaymentListSchema = v.array(LoanPaymentSchema);

/** What the printed receipt says (the reprint says the same, from the stored facts). */
export const ReceiptSchema = v.object({
  payment_id: id,
  loan_id: id,
  location_name: v.string(),
  receipt_footer: v.string(),
  customer_name: v.string(),
  customer_document: v.string(),
  amount: PositiveMinorSchema,
  method: v.picklist(PAYMENT_METHODS),
  business_date: BusinessDateSchema,
  allocation: v.array(AllocationRowSchema),
  overpayment: MinorAmountSchema,
  /** What the loan still owed right after this payment (replayed in date order). */
  remaining: MinorAmountSchema,
  received_by_name: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
});
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

export const PaymentWithReceiptSchema = v.object({ payment: LoanPaymentSchema, receipt: ReceiptSchema });
export type PaymentWithReceipt = v.InferOutput<typeof PaymentWithReceiptSchema>;

/** Σ of the whole filtered set, by status. */
export const PaymentTotalsSchema = v.object({ posted: MinorAmountSchema, reversed: MinorAmountSchema });
export type PaymentTotals = v.InferOutput<typeof PaymentTotalsSchema>;

const NamedSchema = v.object({ id, name: v.string() });

export const LoanPaymentPageSchema = v.object({
  ...listPageSchema(LoanPaymentSchema).entries,
  totals: PaymentTotalsSchema,
  /** The 'Usuario' filter's choices: everyone who received a loan payment. */
  users: v.array(NamedSchema),
});
export type LoanPaymentPage = v.InferOutput<typeof LoanPaymentPageSchema>;

export const PAYMENT_SORT_COLUMNS = ['business_date', 'amount', 'loan_id'] as const;
export type PaymentSortColumn = (typeof PAYMENT_SORT_COLUMNS)[number];
export const PAYMENT_FILTERS = ['from', 'to', 'user', 'status'] as const;

/** The `code` of a refused payment or reversal; the app words each. */
export const PAYMENT_REFUSAL_CODES = ['stale', 'notAllowed', 'noOpenSession', 'alreadyReversed', 'reasonRequired'] as const;
export type PaymentRefusalCode = (typeof PAYMENT_REFUSAL_CODES)[number];
