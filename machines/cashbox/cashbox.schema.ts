/**
 * The API contract of 'Caja' (`/caja`, server/cashbox/routes.ts): the boxes of the active location,
 * the caller's unclosed session, the writes of the session's lifecycle (cashSession.lifecycle.ts)
 * and the past sessions. Money is an integer of minor units of the location's currency.
 */
import * as v from 'valibot';
import { listPageSchema } from '../records/listPage.schema.ts';
import { MinorAmountSchema } from '../money/minor.ts';
import { BoundedNonNegativeMinorSchema, BoundedPositiveMinorSchema, MAX_AMOUNT_MINOR, AMOUNT_TOO_LARGE } from '../money/bounds.ts';
import { RecordIdSchema, plainLine } from '../input/index.ts';
import { CASH_LIMITS, CASH_SESSION_STATUSES, MovementSchema } from '../cash/cash.schema.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const version = id;
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nonNegative = v.pipe(MinorAmountSchema, v.minValue(0, 'Must be zero or more'));

/** Each line (value × count) and their sum, exactly (BigInt: 12 digits × a million passes 2^53). */
const withinBound = (counts: Readonly<Record<string, number>>): boolean => {
  let total = 0n;
  for (const [value, count] of Object.entries(counts)) {
    // The key's and the count's own checks refuse anything else.
    if (!/^[0-9]{1,12}$/.test(value) || !Number.isSafeInteger(count)) continue;
    const line = BigInt(value) * BigInt(count);
    if (line > BigInt(MAX_AMOUNT_MINOR)) return false;
    total += line;
  }
  return total <= BigInt(MAX_AMOUNT_MINOR);
};

/**
 * Notes and coins counted: `{ "<value in minor units>": count }`. At most 40 kinds; each line and
 * the whole count at most 10^12 minor units (422 `amountTooLarge`, as any amount).
 */
export const DenominationCountSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,11}$/)), v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1_000_000))),
  v.check((counts) => Object.keys(counts).length <= 40, 'At most 40 denominations'),
  v.check(withinBound, AMOUNT_TOO_LARGE),
);
export type DenominationCount = v.InferOutput<typeof DenominationCountSchema>;

/** POST /caja/sesiones. */
export const OpenSessionInputSchema = v.object({
  box_id: RecordIdSchema,
  opening_amount: BoundedNonNegativeMinorSchema,
  denominations: v.optional(v.nullable(DenominationCountSchema)),
});
export type OpenSessionInput = v.InferOutput<typeof OpenSessionInputSchema>;

export const RECORDABLE_TYPES = ['income', 'expense'] as const;
export type RecordableType = (typeof RECORDABLE_TYPES)[number];

/** POST /caja/sesiones/{id}/movimientos. */
export const RecordMovementInputSchema = v.object({
  type: v.picklist(RECORDABLE_TYPES),
  concept: v.pipe(v.string(), v.trim(), v.minLength(1, 'Required'), v.maxLength(CASH_LIMITS.concept), plainLine()),
  amount: BoundedPositiveMinorSchema,
});
export type RecordMovementInput = v.InferOutput<typeof RecordMovementInputSchema>;

/** POST /caja/sesiones/{id}/cierre. */
export const CloseSessionInputSchema = v.object({
  counted_amount: BoundedNonNegativeMinorSchema,
  denominations: v.optional(v.nullable(DenominationCountSchema)),
  version: RecordIdSchema,
});
export type CloseSessionInput = v.InferOutput<typeof CloseSessionInputSchema>;

/** POST /caja/sesiones/{id}/aprobacion and /reapertura. */
export const SessionVersionInputSchema = v.object({ version: RecordIdSchema });
export type SessionVersionInput = v.InferOutput<typeof SessionVersionInputSchema>;

/** One session with its figures, as lists and the detail show it. */
export const CashSessionSchema = v.object({
  id,
  box_id: id,
  box_name: v.string(),
  status: v.picklist(CASH_SESSION_STATUSES),
  business_date: v.pipe(v.string(), v.isoDate()),
  opened_by: id,
  opened_by_name: v.string(),
  /** ISO 8601. */
  opened_at: v.string(),
  opening_amount: nonNegative,
  /** The box's previous closing count (null for its first session) and opening − it. */
  previous_closing: v.nullable(nonNegative),
  opening_difference: v.nullable(MinorAmountSchema),
  /** Live while open (opening + Σ in − Σ out); as counted against once the close was asked. */
  expected_amount: MinorAmountSchema,
  counted_amount: v.nullable(nonNegative),
  /** counted − expected; null while open. */
  difference: v.nullable(MinorAmountSchema),
  denominations: v.nullable(DenominationCountSchema),
  close_requested_by: v.nullable(id),
  close_requested_by_name: v.nullable(v.string()),
  closed_at: v.nullable(v.string()),
  approved_by_name: v.nullable(v.string()),
  movement_count: count,
  version,
});
export type CashSession = v.InferOutput<typeof CashSessionSchema>;

/** GET /caja/sesiones/{id}: the session and its movements, oldest first. */
export const CashSessionDetailSchema = v.object({ ...CashSessionSchema.entries, movements: v.array(MovementSchema) });
export type CashSessionDetail = v.InferOutput<typeof CashSessionDetailSchema>;

export const CashBoxSchema = v.object({
  id,
  name: v.string(),
  /** The box's unclosed session, whoever holds it. */
  session: v.nullable(v.object({ id, status: v.picklist(CASH_SESSION_STATUSES), opened_by_name: v.string() })),
  /** What the box's last closed session counted: the next opening is compared with it. */
  last_closing: v.nullable(nonNegative),
});
export type CashBox = v.InferOutput<typeof CashBoxSchema>;

/** GET /caja: what the 'Caja' page needs in one answer. */
export const CashboxOverviewSchema = v.object({
  boxes: v.array(CashBoxSchema),
  /** The caller's unclosed session (open or closing), with its movements. */
  session: v.nullable(CashSessionDetailSchema),
  /** The location's tolerance: a count off by more waits for an administrator. */
  cash_tolerance: nonNegative,
  /** Sessions waiting for approval, for a role with cash.approveDifference; else empty. */
  waiting: v.array(CashSessionSchema),
});
export type CashboxOverview = v.InferOutput<typeof CashboxOverviewSchema>;

export const CASH_SESSION_SORT_COLUMNS = ['opened_at', 'box_name', 'difference'] as const;
export type CashSessionSortColumn = (typeof CASH_SESSION_SORT_COLUMNS)[number];
/** Filters of GET /caja/sesiones: status (open|closing|closed), box (id), from/to (business dates). */
export const CASH_SESSION_FILTERS = ['status', 'box', 'from', 'to'] as const;

export const CashSessionPageSchema = listPageSchema(CashSessionSchema);

/** The `code` of a refusal (409 unless said), so API clients can tell them apart. */
export const CASHBOX_REFUSALS = {
  boxBusy: 'boxBusy',
  userHasSession: 'userHasSession',
  notOpen: 'sessionNotOpen',
  notClosing: 'sessionNotClosing',
  pendingDeliveries: 'pendingDeliveries',
  fourEyes: 'fourEyes',
  stale: 'staleVersion',
  notYours: 'notYourSession',
  noBox: 'noSuchBox',
  inactiveBox: 'boxInactive',
  denominations: 'denominationsMismatch',
} as const;
export type CashboxRefusal = (typeof CASHBOX_REFUSALS)[keyof typeof CASHBOX_REFUSALS];
