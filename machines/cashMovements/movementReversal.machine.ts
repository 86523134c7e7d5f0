import type { Movement } from '../cash/cash.schema.ts';
import { CASH_LIMITS } from '../cash/cash.schema.ts';
import { codeOf, statusOf } from '../apiFailure.ts';
import { reasonReversalMachine, type ReasonReversalEvent, type ReversalRequest } from '../records/reasonReversal.machine.ts';

/**
 * 409: the ledger said no (already reversed, a reversal, the box not open), or the reversal would
 * take the box below zero (`insufficientCash`: it gives back income the box no longer holds);
 * 403: no permission.
 */
export type ReversalFailure = 'conflict' | 'insufficientCash' | 'forbidden' | 'unavailable';

export const reversalFailureOf = (error: unknown): ReversalFailure => {
  const status = statusOf(error);
  if (status === 409) return codeOf(error) === 'insufficientCash' ? 'insufficientCash' : 'conflict';
  return status === 403 ? 'forbidden' : 'unavailable';
};

/** POST /movimientos/{id}/reversion with the intent's key: a retry resends the same key. */
export type ReverseRequest = ReversalRequest;
export type MovementReversalEvent = ReasonReversalEvent;

/**
 * 'Revertir' of one movement: the one reversal chart (machines/records reasonReversal.machine.ts)
 * with the cash reason limit and the ledger's refusal — any 409 (already reversed by someone else,
 * a reversal, or the box has no open session) is `refused`, only 'Cerrar' is left and the list
 * reloads; 403 and no answer are `failed` ('Reintentar', same key). `done`: the reversal posted
 * (`result`), `notifyReversed` (the app: a success alert and a reload).
 */
export const movementReversalMachine = reasonReversalMachine<Movement, ReversalFailure>({
  id: 'movementReversal',
  maxReason: CASH_LIMITS.reason,
  failureOf: reversalFailureOf,
  isRefusal: (failure) => failure === 'conflict' || failure === 'insufficientCash',
});
