/**
 * The shared vocabulary of Deudas and Honorarios (#18, domain.md "Debt"): a debt and a fee are the
 * same receivable but for a label and installments (a fee is always one), so one contract serves
 * both routes by `kind`. The API messages (list, detail, creation) as the server sends them and the
 * app reads them (valibot, snake_case like loans'). The dues rule is dues.ts; the chart
 * debt.lifecycle.ts.
 */
import * as v from 'valibot';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { DueRowSchema } from '../receivables/due.schema.ts';
import { AMOUNT_TOO_LARGE } from '../money/bounds.ts';
import { InputDateSchema, RecordIdSchema, plainLine, plainNote } from '../input/index.ts';

export const DEBT_KINDS = ['debt', 'fee'] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];

/** The debt lifecycle's states (debt.lifecycle.ts), also the database's `debts.status` check. */
export const DEBT_STATUSES = ['open', 'paid', 'overpaid', 'cancelled', 'writtenOff'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];

/** A debt's installments fall due monthly, every two weeks or weekly (loans' `dueDateOf`). */
export const DEBT_FREQUENCIES = ['monthly', 'biweekly', 'weekly'] as const;
export type DebtFrequency = (typeof DEBT_FREQUENCIES)[number];

/** Each kind's route (`/deudas`, `/honorarios`): one area folder serves both. */
export const DEBT_ROUTES: Readonly<Record<DebtKind, 'deudas' | 'honorarios'>> = { debt: 'deudas', fee: 'honorarios' };

export const DEBT_LIMITS = {
  concept: 200,
  minInstallments: 1,
  /** A debt only: a fee is one payment. */
  maxInstallments: 60,
  /** 10^12 minor units, as a loan's principal: every sum stays a safe integer. */
  maxAmount: 1_000_000_000_000,
  note: 500,
  reason: 500,
} as const;

/** What 'Nueva deuda' / 'Nuevo honorario' sends (a fee's installments must be 1; the server says so). */
export const DebtCreateSchema = v.object({
  customerId: RecordIdSchema,
  concept: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(DEBT_LIMITS.concept), plainLine()),
  amount: v.pipe(PositiveMinorSchema, v.maxValue(DEBT_LIMITS.maxAmount, AMOUNT_TOO_LARGE)),
  firstDueDate: InputDateSchema,
  installments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(DEBT_LIMITS.minInstallments), v.maxValue(DEBT_LIMITS.maxInstallments)), 1),
  frequency: v.optional(v.picklist(DEBT_FREQUENCIES), 'monthly'),
  note: v.optional(v.pipe(v.string(), v.maxLength(DEBT_LIMITS.note), plainNote()), ''),
});
export type DebtCreate = v.InferOutput<typeof DebtCreateSchema>;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

const installmentCount = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DEBT_LIMITS.maxInstallments));

/** What a debt's list row and its detail both say of it. */
const DebtRecordSchema = v.object({
  id,
  kind: v.picklist(DEBT_KINDS),
  /** A customer's debt or fee; null for a collector's debt (then `debtor_user_id`). */
  customer_id: v.nullable(id),
  debtor_user_id: v.nullable(id),
  /** The customer's or the staff member's name. */
  debtor_name: v.string(),
  concept: v.string(),
  amount: PositiveMinorSchema,
  balance: MinorAmountSchema,
  paid_total: MinorAmountSchema,
  next_due_date: v.nullable(BusinessDateSchema),
  days_past_due: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(DEBT_STATUSES),
  officer_id: id,
  officer_name: v.string(),
});

export const DebtListRowSchema = v.object({
  ...DebtRecordSchema.entries,
  installments: installmentCount,
  /**
   * 'Cuotas': how many installments are paid off, oldest first (a debt's dues are principal only,
   * so installment k is paid once Σ paid covers the first k: what the replay says, in SQL).
   */
  installments_paid: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DEBT_LIMITS.maxInstallments)),
});
export type DebtListRow = v.InferOutput<typeof DebtListRowSchema>;

const StepSchema = v.nullable(v.object({ user_id: id, user_name: v.string(), at: v.string() }));

export const DebtDetailSchema = v.object({
  ...DebtRecordSchema.entries,
  /** The disputed cash delivery a collector's debt came from. */
  delivery_id: v.nullable(id),
  first_due_date: BusinessDateSchema,
  installments: installmentCount,
  frequency: v.picklist(DEBT_FREQUENCIES),
  note: v.string(),
  overpaid: MinorAmountSchema,
  created: StepSchema,
  cancelled: StepSchema,
  written_off: StepSchema,
  /** Why it was cancelled or written off (the latest). */
  reason: v.nullable(v.string()),
  schedule: v.array(DueRowSchema),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  business_date: BusinessDateSchema,
});
export type DebtDetail = v.InferOutput<typeof DebtDetailSchema>;
