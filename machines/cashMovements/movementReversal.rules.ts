import { reversalDirection } from '../cash/cash.rules.ts';
import { CASH_LIMITS, type Movement, type MovementDirection } from '../cash/cash.schema.ts';
import type { Minor } from '../money/minor.ts';
import { reversalReasonErrorOf, type ReversalReasonError } from '../records/reasonReversal.machine.ts';

export type ReasonError = ReversalReasonError;

/** 'Motivo' is required (after trimming) and at most 500 characters, as the server checks. */
export const reasonErrorOf = (reason: string): ReasonError | null => reversalReasonErrorOf(reason, CASH_LIMITS.reason);

/** What a reversal will post, shown before confirming: the other direction, the same amount, into the box's open session. */
export interface ReversalPreview {
  direction: MovementDirection;
  amount: Minor;
  boxName: string;
  reverses: number;
}

export const reversalPreviewOf = (movement: Movement): ReversalPreview => ({
  direction: reversalDirection(movement.direction),
  amount: movement.amount,
  boxName: movement.box_name,
  reverses: movement.id,
});
