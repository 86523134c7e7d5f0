/**
 * Rentals (#18, domain.md "Rental"): the vocabulary and the API contract of 'Alquileres'. Money is
 * an integer of minor units; a percent late fee is basis points of the rent (5 % = 500).
 * snake_case fields, as every API contract of this app.
 */
import * as v from 'valibot';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { MinorAmountSchema } from '../money/minor.ts';
import { DueRowSchema } from '../receivables/due.schema.ts';
import { BoundedNonNegativeMinorSchema, BoundedPositiveMinorSchema } from '../money/bounds.ts';
import { MAX_PERCENT_BP } from '../money/percent.ts';
import { InputDateSchema, RecordIdSchema, plainLine, plainNote } from '../input/index.ts';

export const RENTAL_STATUSES = ['draft', 'discarded', 'active', 'ended', 'terminated', 'closed'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_FREQUENCIES = ['monthly', 'biweekly', 'weekly'] as const;
export type RentalFrequency = (typeof RENTAL_FREQUENCIES)[number];

export const LATE_FEE_KINDS = ['fixed', 'percent'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/** Days in a period of each frequency that is counted in days (monthly counts in months). */
export const PERIOD_DAYS = { weekly: 7, biweekly: 14 } as const;

export const RENTAL_LIMITS = {
  property: 200,
  reason: 500,
  maxTerms: 260,
  maxGraceDays: 60,
  /** 100 % of the rent, in basis points. */
  maxPercentBp: MAX_PERCENT_BP,
  /** Monthly due days stop at 28, so every month has one. */
  maxMonthlyDueDay: 28,
} as const;

/** What the terms and late fees are computed from (the rules' camelCase view of a contract). */
export interface RentalContract {
  rent: number;
  frequency: RentalFrequency;
  /** Monthly: the day of the month (1–28) on or after each period's start; weekly/biweekly: the period's n-th day (1–7 / 1–14). */
  dueDay: number;
  startDate: string;
  /** The last day of the last whole period. */
  endDate: string;
  graceDays: number;
  lateFeeKind: LateFeeKind;
  /** Minor units (fixed) or basis points of the rent (percent). */
  lateFeeValue: number;
  /** The most one late fee may be (null: no cap). */
  lateFeeCap: number | null;
  /** Set once terminated: terms starting after it are dropped. */
  terminationDate: string | null;
}

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** `POST /alquileres` and `PUT /alquileres/{id}` (a draft): the contract's terms. */
export const RentalInputSchema = v.object({
  customerId: RecordIdSchema,
  property: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(RENTAL_LIMITS.property), plainLine()),
  rent: BoundedPositiveMinorSchema,
  frequency: v.picklist(RENTAL_FREQUENCIES),
  dueDay: int(1, RENTAL_LIMITS.maxMonthlyDueDay),
  deposit: BoundedNonNegativeMinorSchema,
  startDate: InputDateSchema,
  endDate: InputDateSchema,
  graceDays: int(0, RENTAL_LIMITS.maxGraceDays),
  lateFeeKind: v.picklist(LATE_FEE_KINDS),
  /** Minor units, or basis points of the rent (rentalTermsProblem bounds a percent at 100 %). */
  lateFeeValue: BoundedNonNegativeMinorSchema,
  lateFeeCap: v.nullable(BoundedNonNegativeMinorSchema),
});
export type RentalInput = v.InferOutput<typeof RentalInputSchema>;

/** Every transition: the version the user saw. */
export const RentalActionSchema = v.object({ version: RecordIdSchema });
/**
 * 'Liquidar': the version, and the open session the deposit is returned out of when the settler has
 * none of their own (machines/cash/cashRouting.ts; docs/decisions.md).
 */
export const RentalSettleSchema = v.object({ version: RecordIdSchema, session_id: v.optional(v.nullable(RecordIdSchema)) });
export type RentalSettleInput = v.InferOutput<typeof RentalSettleSchema>;
export const RentalRenewSchema = v.object({ version: RecordIdSchema, endDate: InputDateSchema });
export const RentalTerminateSchema = v.object({
  version: RecordIdSchema,
  date: InputDateSchema,
  reason: v.pipe(v.string(), v.maxLength(RENTAL_LIMITS.reason), plainNote()),
});

/** The `code` of every refusal of Alquileres' writes. */
export const RENTAL_REFUSALS = [
  'stale',
  'notAllowed',
  'noOpenSession',
  'reasonRequired',
  'customerNotFound',
  'customerBlocked',
  // rentalTermsProblem: the terms do not make whole periods, or too many.
  'notWholePeriods',
  'tooManyTerms',
  'dueDayOutOfPeriod',
  'percentTooHigh',
  // RENEW to an end not after the current one; END before the end date; TERMINATE outside the contract.
  'endNotLater',
  'notYetEnded',
  'dateOutsideContract',
] as const;
export type RentalRefusalCode = (typeof RENTAL_REFUSALS)[number];

const step = v.nullable(v.object({ user_id: v.number(), user_name: v.string(), at: v.string() }));

export const RentalListRowSchema = v.object({
  id: v.number(),
  customer_id: v.number(),
  customer_name: v.string(),
  property: v.string(),
  rent: MinorAmountSchema,
  frequency: v.picklist(RENTAL_FREQUENCIES),
  /** Σ still owed under the whole contract at the business date (= due_now + to_run). */
  balance: MinorAmountSchema,
  /** Due to date: fallen-due terms still unpaid, their late fees (machines/rentals/balances.ts). */
  due_now: MinorAmountSchema,
  /** The rent of the terms not yet due: what the contract still has to run. */
  to_run: MinorAmountSchema,
  next_due_date: v.nullable(BusinessDateSchema),
  days_in_arrears: v.number(),
  status: v.picklist(RENTAL_STATUSES),
  officer_id: v.number(),
  officer_name: v.string(),
});
export type RentalListRow = v.InferOutput<typeof RentalListRowSchema>;

/** One term as the detail shows it: the shared due row (principal = rent, charges = late fee) and its period. */
export const RentalTermRowSchema = v.object({ ...DueRowSchema.entries, period_from: BusinessDateSchema, period_to: BusinessDateSchema });
export type RentalTermRow = v.InferOutput<typeof RentalTermRowSchema>;

export const SettlementSchema = v.object({
  deposit: MinorAmountSchema,
  owed: MinorAmountSchema,
  credit: MinorAmountSchema,
  applied: MinorAmountSchema,
  returned: MinorAmountSchema,
  still_owed: MinorAmountSchema,
});
export type SettlementRow = v.InferOutput<typeof SettlementSchema>;

export const RentalDetailSchema = v.object({
  ...RentalListRowSchema.entries,
  due_day: v.number(),
  deposit: MinorAmountSchema,
  start_date: BusinessDateSchema,
  end_date: BusinessDateSchema,
  grace_days: v.number(),
  late_fee_kind: v.picklist(LATE_FEE_KINDS),
  late_fee_value: MinorAmountSchema,
  late_fee_cap: v.nullable(MinorAmountSchema),
  termination_date: v.nullable(BusinessDateSchema),
  termination_reason: v.nullable(v.string()),
  paid_total: MinorAmountSchema,
  overpaid: MinorAmountSchema,
  settlement: v.nullable(SettlementSchema),
  signed: step,
  ended: step,
  terminated: step,
  settled: step,
  terms: v.array(RentalTermRowSchema),
  version: v.number(),
  business_date: BusinessDateSchema,
});
export type RentalDetail = v.InferOutput<typeof RentalDetailSchema>;
