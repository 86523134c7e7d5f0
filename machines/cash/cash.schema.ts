/**
 * The shared vocabulary of the cash box (#16, domain.md "Cash box", "Movement", "Cash delivery"),
 * used by the four cash screens (Caja, Movimientos, Entregas, Movimientos de entrega), by server/cash
 * and, later, by every payment and disbursement. Each screen's API messages live in its own schema
 * file next to this one; what they all share is here: the movement as the API sends it, its types
 * and directions, and the statuses of sessions and deliveries (the same lists the database checks
 * in server/cash/migrations/010_cash.sql).
 */
import * as v from 'valibot';
import { PositiveMinorSchema } from '../money/minor.ts';

export const CASH_LIMITS = { concept: 200, reason: 500, note: 200, boxName: 80 } as const;

/** 'closing': the count is in and its difference is beyond the tolerance, waiting for approval. */
export const CASH_SESSION_STATUSES = ['open', 'closing', 'closed'] as const;
export type CashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];

export const CASH_DELIVERY_STATUSES = ['pending', 'received', 'disputed', 'resolved', 'cancelled'] as const;
export type CashDeliveryStatus = (typeof CASH_DELIVERY_STATUSES)[number];

export const MOVEMENT_DIRECTIONS = ['in', 'out'] as const;
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number];

/**
 * What a movement is. `income`/`expense` are recorded by hand at the box; `overShort` is a close's
 * difference; `deliveryOut`/`deliveryIn` are the two sides of a cash delivery; `reversal` undoes
 * one movement (opposite direction, same amount); the payment and disbursement types arrive with
 * loans, rentals, debts and fees.
 */
export const MOVEMENT_TYPES = [
  'income',
  'expense',
  'overShort',
  'deliveryOut',
  'deliveryIn',
  'reversal',
  'disbursement',
  'loanPayment',
  'rentPayment',
  'debtPayment',
  'feePayment',
  // A rental's deposit: received when the contract is signed, returned (what is not applied) when it closes.
  'deposit',
  'depositReturn',
  // A record's credit (paid beyond everything owed) paid back to the customer: 'Devolver saldo a favor'.
  'creditRefund',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Types staff record by hand, with their direction. */
export const MANUAL_MOVEMENT_DIRECTIONS = { income: 'in', expense: 'out' } as const satisfies Partial<Record<MovementType, MovementDirection>>;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const isoDate = v.pipe(v.string(), v.isoDate());

/** One row of the ledger as every cash screen receives it. */
export const MovementSchema = v.object({
  id,
  session_id: id,
  box_id: id,
  box_name: v.string(),
  direction: v.picklist(MOVEMENT_DIRECTIONS),
  amount: PositiveMinorSchema,
  type: v.picklist(MOVEMENT_TYPES),
  concept: v.string(),
  /** What produced it ('delivery', 'loanPayment'…) and its id, or null for a hand-recorded one. */
  source_kind: v.nullable(v.string()),
  source_id: v.nullable(id),
  /** The movement this one reverses (type 'reversal'), and why. */
  reverses_id: v.nullable(id),
  reason: v.nullable(v.string()),
  /** The reversal of this movement, if one was posted: a movement is reversed at most once. */
  reversed_by: v.nullable(id),
  user_id: id,
  user_name: v.string(),
  business_date: isoDate,
  /** ISO 8601. */
  created_at: v.string(),
});
export type Movement = v.InferOutput<typeof MovementSchema>;
