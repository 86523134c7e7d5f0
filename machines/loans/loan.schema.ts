/**
 * The shared vocabulary of loans (#17, domain.md "Loan", "Installment", "Payment", "Arithmetic"):
 * the terms staff type, the statuses the lifecycle chart and the database share, and the API
 * messages of Préstamos (list, detail, application) as the server sends them and the app reads them
 * (valibot, like every area's contract). The arithmetic is in schedule.ts; the chart in
 * loan.lifecycle.ts. Field names of the API are snake_case, as in the cash area.
 */
import * as v from 'valibot';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { applyRatio, compoundingWithin, divideShare, everyShareOwes, frenchKeepsShape } from '../money/rational.ts';
import { DueRowSchema as InstallmentRowSchema } from '../receivables/due.schema.ts';
import { LATE_CHARGE_KINDS } from '../receivables/lateCharges.ts';
import { AMOUNT_TOO_LARGE } from '../money/bounds.ts';
import { InputDateSchema, RecordIdSchema, plainNote } from '../input/index.ts';

/** The loan lifecycle's states (loan.lifecycle.ts), also the database's `loans.status` check. */
export const LOAN_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn', 'active', 'closed', 'overpaid', 'writtenOff'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type LoanFrequency = (typeof LOAN_FREQUENCIES)[number];

/** Equal installments (French), equal principal, flat interest. */
export const LOAN_METHODS = ['french', 'equalPrincipal', 'flat'] as const;
export type LoanMethod = (typeof LOAN_METHODS)[number];

/** The period the typed rate is quoted for. */
export const RATE_PERIODS = ['month', 'year'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

/**
 * A rate is an integer of millionths (domain.md: "rates are integers too"): 2 % is 20_000, 36.5 %
 * a year is 365_000. Staff type a percentage with up to four decimals (machines/loans/rate.ts).
 */
export const RATE_SCALE = 1_000_000;

/** Limits of the terms (the form says them; the server refuses beyond them with a code). */
export const LOAN_LIMITS = {
  minInstallments: 1,
  maxInstallments: 360,
  /**
   * 10^12 minor units (10,000 million in a two-digit currency): the largest total payable (flat,
   * 1,000 % a month over 360 months: 3,601 × the principal) then stays a safe integer.
   */
  maxPrincipal: 1_000_000_000_000,
  /**
   * A French schedule's last row may differ from the installment by at most this many minor units
   * per installment (docs/loans.md, "Arithmetic": the rounding compounded, G(n) ≤ 10·n).
   */
  maxLastDifferencePerInstallment: 10,
  /** 1,000 % per period quoted (10,000,000 millionths): beyond is a typing mistake. */
  maxRateMillionths: 10 * RATE_SCALE,
  note: 500,
  reason: 500,
} as const;

/** What a schedule is computed from: everything the 'Nuevo préstamo' form asks but the customer. */
export interface LoanTerms {
  /** The principal, in minor units (> 0). */
  principal: number;
  /** The rate in millionths per `ratePeriod` (0 allowed: an interest-free loan). */
  rateMillionths: number;
  ratePeriod: RatePeriod;
  installments: number;
  frequency: LoanFrequency;
  method: LoanMethod;
  /** The first installment's due date (business date, YYYY-MM-DD). */
  firstDueDate: string;
}

/** Periods of each frequency in a year (a rate quoted per month or year is spread over them). */
export const PERIODS_PER_YEAR: Readonly<Record<LoanFrequency, number>> = { daily: 365, weekly: 52, biweekly: 26, monthly: 12 };

/**
 * Terms whose schedule keeps its shape (docs/loans.md, "Arithmetic"): every row before the last is
 * the regular one, no part is negative, every row owes something, the last absorbs only the
 * rounding. Otherwise 'tooSmall' (a larger amount would do): an equal share of the principal is
 * under one minor unit or n − 1 of them leave nothing for the last, a flat loan's interest share
 * times n − 1 exceeds it, or a French installment would be almost all interest (its first principal
 * part under the bound frenchKeepsShape proves); or 'tooSteep' (fewer installments or a lower rate
 * would do): a French schedule's rounding could compound to more than 10 minor units per
 * installment on the last row. Checked on every application (LoanTermsSchema, LoanApplicationSchema).
 */
export type TermsProblem = 'tooSmall' | 'tooSteep';

export function termsProblem(terms: LoanTerms): TermsProblem | null {
  const n = terms.installments;
  // schedule.ts periodRate, unreduced (it imports this file; every check below is the same for p/q and sp/sq).
  const rate = { numerator: terms.rateMillionths * (terms.ratePeriod === 'month' ? 12 : 1), denominator: RATE_SCALE * PERIODS_PER_YEAR[terms.frequency] };
  const fits = (amount: number) => (n - 1) * divideShare(amount, n) <= amount;
  // Every row owes something: a principal share of at least one minor unit, and some left for the last.
  const principalShares = everyShareOwes(terms.principal, n);
  if (terms.method === 'french' && rate.numerator > 0) {
    // The rate and the number of periods alone decide the compounding; the principal, the shape.
    if (!compoundingWithin(rate, n, LOAN_LIMITS.maxLastDifferencePerInstallment * n)) return 'tooSteep';
    return frenchKeepsShape(terms.principal, rate, n) ? null : 'tooSmall';
  }
  if (!principalShares) return 'tooSmall';
  if (terms.method === 'flat' && !fits(applyRatio(terms.principal, { numerator: rate.numerator * n, denominator: rate.denominator }))) return 'tooSmall';
  return null;
}

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The terms' fields (for v.object / v.pick in forms: the schemas below are pipes with the domain check). */
export const LoanTermsEntries = {
  principal: v.pipe(PositiveMinorSchema, v.maxValue(LOAN_LIMITS.maxPrincipal, AMOUNT_TOO_LARGE)),
  rateMillionths: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LOAN_LIMITS.maxRateMillionths)),
  ratePeriod: v.picklist(RATE_PERIODS),
  installments: v.pipe(v.number(), v.integer(), v.minValue(LOAN_LIMITS.minInstallments), v.maxValue(LOAN_LIMITS.maxInstallments)),
  frequency: v.picklist(LOAN_FREQUENCIES),
  method: v.picklist(LOAN_METHODS),
  firstDueDate: InputDateSchema,
};
const PROBLEM_TEXT: Readonly<Record<TermsProblem, string>> = {
  tooSmall: 'tooSmall: the amount is too small for these installments and rate',
  tooSteep: 'tooSteep: the rate is too high for so many installments',
};
/** The issue's message starts with the problem's code, for the server's refusal. */
const regularSchedule = <T extends LoanTerms>() =>
  v.check<T, (issue: v.CheckIssue<T>) => string>((terms) => termsProblem(terms) === null, (issue) => PROBLEM_TEXT[termsProblem(issue.input as T) ?? 'tooSmall']);

export const LoanTermsSchema = v.pipe(v.object(LoanTermsEntries), regularSchedule());

/**
 * The application's fields alone: the server reads the body with it and then refuses terms outside
 * the domain (`termsProblem`) with a 422 and the problem's code, which the form can say.
 */
export const LoanApplicationFieldsSchema = v.object({
  ...LoanTermsEntries,
  customerId: RecordIdSchema,
  note: v.optional(v.pipe(v.string(), v.maxLength(LOAN_LIMITS.note), plainNote()), ''),
});

/** `POST /prestamos` (with an Idempotency-Key): a customer applies; the loan is 'submitted'. */
export const LoanApplicationSchema = v.pipe(LoanApplicationFieldsSchema, regularSchedule());
export type LoanApplication = v.InferOutput<typeof LoanApplicationSchema>;

/** One row of the 'Préstamos' list. Saldo, next due and days in arrears are derived on the server. */
export const LoanListRowSchema = v.object({
  id,
  customer_id: id,
  customer_name: v.string(),
  principal: PositiveMinorSchema,
  /** The regular installment (the first row's total). */
  installment: MinorAmountSchema,
  /** What is still owed (Σ outstanding of the installments); 0 before disbursement. */
  balance: MinorAmountSchema,
  next_due_date: v.nullable(BusinessDateSchema),
  /** Days past due of the oldest unpaid installment at the business date; 0 when none is late. */
  days_in_arrears: count,
  status: v.picklist(LOAN_STATUSES),
  officer_id: id,
  officer_name: v.string(),
});
export type LoanListRow = v.InferOutput<typeof LoanListRowSchema>;

export { INSTALLMENT_STATUSES, type InstallmentStatus } from '../receivables/dueStatus.ts';

/** A loan's installment as its page shows it: the receivables engine's due row. */
export { DueRowSchema as InstallmentRowSchema, type DueRow as InstallmentRow } from '../receivables/due.schema.ts';


/** A late-charge rule as the API sends it (machines/receivables LateChargeRule, snake case). */
export const LateChargeRuleSchema = v.object({
  grace_days: count,
  kind: v.picklist(LATE_CHARGE_KINDS),
  /** `fixed`: minor units per charge; `percent`: basis points of the installment. */
  value: count,
  /** Charged again every this many days while unpaid; null: once. */
  every_days: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  cap: v.nullable(MinorAmountSchema),
});
export type LateChargeRuleRow = v.InferOutput<typeof LateChargeRuleSchema>;

/** One 'Condonar recargo' fact: the installment, the date, what was waived, why and by whom. */
export const ChargeWaiverRowSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  business_date: BusinessDateSchema,
  amount: MinorAmountSchema,
  reason: v.string(),
  user_name: v.string(),
});
export type ChargeWaiverRow = v.InferOutput<typeof ChargeWaiverRowSchema>;

/**
 * `POST /prestamos/{id}/condonacion` (Idempotency-Key, loan.waiveCharge): waive the unpaid late
 * charges of one installment (`number`) or of every installment (`number: null`), with a reason.
 * 200 LoanDetail; 409 stale | notAllowed; 422 nothingToWaive; 400 reasonRequired.
 */
export const ChargeWaiverInputSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  number: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LOAN_LIMITS.maxInstallments))),
  reason: v.optional(v.pipe(v.string(), v.maxLength(LOAN_LIMITS.reason), plainNote())),
});
export type ChargeWaiverInput = v.InferOutput<typeof ChargeWaiverInputSchema>;

/** A payoff quote as the API sends it (machines/loans/payoff.ts PayoffQuote), with the schedule it settles to. */
export const PayoffQuoteSchema = v.object({
  date: BusinessDateSchema,
  amount: MinorAmountSchema,
  overdue: MinorAmountSchema,
  principal_ahead: MinorAmountSchema,
  interest_accrued: MinorAmountSchema,
  scheduled: MinorAmountSchema,
  savings: MinorAmountSchema,
  /** The schedule as the payoff leaves it (the payment dialog previews the allocation over it). */
  schedule: v.array(InstallmentRowSchema),
});
export type PayoffQuoteRow = v.InferOutput<typeof PayoffQuoteSchema>;

/** A partial prepayment's choice (machines/loans/prepayment.ts): 'Menos cuotas' or 'Cuota menor'. */
export const PREPAY_MODES = ['fewerInstallments', 'lowerInstallment'] as const;
export type PrepayMode = (typeof PREPAY_MODES)[number];

/** One schedule version as the loan's page reads it (migration 034): the agreed one (1) and each a prepayment made. */
export const ScheduleVersionSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The version the replay reads now (the latest whose payment is not reversed). */
  in_effect: v.boolean(),
  /** Null for the agreed schedule. */
  mode: v.nullable(v.picklist(PREPAY_MODES)),
  payment_id: v.nullable(id),
  value_date: v.nullable(BusinessDateSchema),
  created_at: v.nullable(v.string()),
  created_by: v.nullable(v.string()),
  /** Its payment was reversed: the version is kept, no longer in effect. */
  reversed: v.boolean(),
  rows: v.array(
    v.object({
      number: v.pipe(v.number(), v.integer(), v.minValue(1)),
      due_date: BusinessDateSchema,
      principal: MinorAmountSchema,
      interest: MinorAmountSchema,
      total: MinorAmountSchema,
      /** The row a prepayment starts its version with (the principal prepaid, the interest accrued to its date). */
      prepayment: v.boolean(),
    }),
  ),
});
export type ScheduleVersion = v.InferOutput<typeof ScheduleVersionSchema>;

/** Who did a transition and when (null until it happens). */
const StepSchema = v.nullable(v.object({ user_id: id, user_name: v.string(), at: v.string() }));

/** `GET /prestamos/:id`: the terms, the state, the schedule as it stands at the business date. */
export const LoanDetailSchema = v.object({
  ...LoanListRowSchema.entries,
  rate_millionths: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rate_period: v.picklist(RATE_PERIODS),
  installments: v.pipe(v.number(), v.integer(), v.minValue(1)),
  frequency: v.picklist(LOAN_FREQUENCIES),
  method: v.picklist(LOAN_METHODS),
  first_due_date: BusinessDateSchema,
  note: v.string(),
  total_interest: MinorAmountSchema,
  total_payable: MinorAmountSchema,
  /** Σ unreversed payments beyond what was owed (status 'overpaid'). */
  overpaid: MinorAmountSchema,
  submitted: StepSchema,
  approved: StepSchema,
  rejected: StepSchema,
  disbursed: StepSchema,
  closed: StepSchema,
  written_off: StepSchema,
  /** A reason typed with a rejection, withdrawal or write-off. */
  reason: v.nullable(v.string()),
  schedule: v.array(InstallmentRowSchema),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  business_date: BusinessDateSchema,
  /**
   * An approved loan: the reader's open cash session a disbursement would take the cash out of
   * (its box), which 'Desembolsar' restates; null when the reader has none open or the loan is not
   * approved (the audit log never keeps it: it is the reader's, not the loan's).
   */
  disbursement_session: v.optional(v.nullable(v.object({ id, box_name: v.string() })), null),
  /**
   * The late-charge rule the loan was applied under (its location's at the time; machines/loans
   * lateCharge.ts); null: it charges nothing. Optional: an answer from before #32 has none.
   */
  late_charge: v.optional(v.nullable(LateChargeRuleSchema), null),
  /** 'Condonar recargo': every waiver, oldest first. */
  charge_waivers: v.optional(v.array(ChargeWaiverRowSchema), []),
  /**
   * An active loan's payoff quote at the business date ('Cancelación anticipada', machines/loans
   * payoff.ts); null for any other status. Optional: an answer from before #32 has none.
   */
  payoff: v.optional(v.nullable(PayoffQuoteSchema), null),
  /**
   * Every schedule version, oldest first, once a prepayment made one (empty while the agreed
   * schedule is the only one): 'Versiones del cronograma'.
   */
  schedule_versions: v.optional(v.array(ScheduleVersionSchema), []),
  /** The disbursement date (the first period's start; null before it): a prepayment's preview reads it. */
  start_date: v.optional(v.nullable(BusinessDateSchema), null),
  /** How a payoff or a prepayment owes the current period's interest (machines/loans/payoff.ts): by days, or whole. */
  payoff_interest: v.optional(v.picklist(['days', 'wholeInstallment']), 'days'),
});
export type LoanDetail = v.InferOutput<typeof LoanDetailSchema>;
