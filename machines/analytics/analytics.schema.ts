/**
 * The contract of 'Analítica' (#19, domain.md "Arrears" and "Screens"): one answer, computed by SQL
 * aggregates on the server, carries every figure and every chart of the page, so the page costs
 * one round trip (`GET /analitica?desde=&hasta=`). Amounts are integers of minor units; ratios are
 * not sent: they are derived once, in analytics.rules.ts, from the amounts here.
 *
 * "Today" is the business date (the location's time zone); the period is `desde`..`hasta`
 * inclusive, by business date, and defaults to the first of the business date's month up to the
 * business date ("this month"). A reversed payment counts nowhere; a payment counts on the
 * business date it was taken.
 */
import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { LOAN_STATUSES } from '../loans/loan.schema.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /analitica` query: both or neither; `desde` ≤ `hasta` ≤ the business date, at most 366 days. */
export const AnalyticsQuerySchema = v.object({
  desde: v.optional(BusinessDateSchema),
  hasta: v.optional(BusinessDateSchema),
});
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>;

/** The arrears buckets of domain.md, by days past due of the oldest unpaid installment. */
export const ARREARS_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

/** Money taken, by the kind of receivable it paid (non-reversed payments only). */
export const CollectedByKindSchema = v.object({
  loan: MinorAmountSchema,
  rental: MinorAmountSchema,
  debt: MinorAmountSchema,
  fee: MinorAmountSchema,
});
export type CollectedByKind = v.InferOutput<typeof CollectedByKindSchema>;

export const AnalyticsSchema = v.object({
  businessDate: BusinessDateSchema,
  period: v.object({ from: BusinessDateSchema, to: BusinessDateSchema }),
  portfolio: v.object({
    /** Σ outstanding principal of active loans. */
    outstanding: MinorAmountSchema,
    activeLoans: count,
    /** Σ outstanding principal of active loans more than 30 days past due (PAR30's numerator). */
    atRisk30: MinorAmountSchema,
  }),
  /** One row per bucket, in ARREARS_BUCKETS order, zeros included. */
  arrears: v.array(v.object({ bucket: v.picklist(ARREARS_BUCKETS), loans: count, outstanding: MinorAmountSchema })),
  collected: v.object({ today: CollectedByKindSchema, period: CollectedByKindSchema }),
  /**
   * Recoveries ('Recuperos', #32): payments on written-off loans (also counted in `collected`).
   * Optional: an answer from before #32 has none.
   */
  recovered: v.optional(v.object({ today: MinorAmountSchema, period: MinorAmountSchema }), { today: 0, period: 0 }),
  /** 'Recargos cobrados' (#32): the late charges the loans' payments paid (part of `collected`). Optional: older answers have none. */
  chargesCollected: v.optional(v.object({ today: MinorAmountSchema, period: MinorAmountSchema }), { today: 0, period: 0 }),
  /** Principal disbursed (loans' disbursement cash movements, not reversed). */
  disbursed: v.object({ today: MinorAmountSchema, period: MinorAmountSchema, periodLoans: count }),
  /** Each open cash session: its expected balance now (opening + Σ in − Σ out). */
  cashOnHand: v.array(v.object({ sessionId: count, userName: v.string(), expected: MinorAmountSchema })),
  deliveriesPending: v.object({ count, amount: MinorAmountSchema }),
  /** The last 30 business days ending at the business date, oldest first, one row per day, zeros included. */
  dailyCollections: v.array(v.object({ date: BusinessDateSchema, ...CollectedByKindSchema.entries })),
  /** Loans by lifecycle state (every state of LOAN_STATUSES, zeros included). */
  portfolioByState: v.array(v.object({ status: v.picklist(LOAN_STATUSES), loans: count, outstanding: MinorAmountSchema })),
  /** Cash in and out per day of the period, oldest first, one row per day, zeros included. */
  cashFlow: v.array(v.object({ date: BusinessDateSchema, in: MinorAmountSchema, out: MinorAmountSchema })),
});
export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
