import type { LoanDetail } from './loan.schema.ts';
import type { LoanAction } from './loanActions.ts';

/** Why the loan could not be shown: no such loan (or not in the caller's portfolio), not allowed, or anything else (retry). */
export type LoanLoadFailure = 'notFound' | 'forbidden' | 'unavailable';

/**
 * Why an action did not happen, each with its own text: the contract's refusal codes, `forbidden`
 * (403) and `unavailable` (no answer: 'Reintentar' with the same key).
 */
export const LOAN_ACTION_REFUSALS = ['notAllowed', 'ownApplication', 'noOpenSession', 'insufficientCash', 'reasonRequired', 'firstDuePassed'] as const;
export type LoanActionRefusal = (typeof LOAN_ACTION_REFUSALS)[number];
export type LoanActionFailure = LoanActionRefusal | 'stale' | 'forbidden' | 'unavailable';

/** POST /prestamos/{id}/<action> with the version the user saw, the reason, and the intent's key. */
export interface LoanActionRequest {
  id: number;
  action: LoanAction;
  version: number;
  reason: string;
  idempotencyKey: string;
}

export interface LoanDetailInput {
  id: number;
}

export interface LoanDetailContext {
  id: number;
  loan: LoanDetail | null;
  loadFailure: LoanLoadFailure | null;
  /** The open dialog's action (null: none open). */
  action: LoanAction | null;
  /** The dialog's 'Motivo', kept through a failure, a refusal and a 409. */
  reason: string;
  showErrors: boolean;
  /** Made when an action is confirmed; kept by 'Reintentar'. */
  idempotencyKey: string | null;
  actionFailure: LoanActionFailure | null;
  /** The last reload (RELOAD, or 'Recargar' after a 409) found no answer: the shown loan may be old. */
  reloadFailed: boolean;
}

export type LoanDetailEvent =
  | { type: 'loan.retried' }
  /** Sent by the page's owner when something else changed the loan (a payment was posted). */
  | { type: 'RELOAD' }
  | { type: 'action.opened'; action: LoanAction }
  | { type: 'reason.changed'; reason: string }
  | { type: 'action.confirmed' }
  | { type: 'action.retried' }
  /** 'Recargar' after a 409 `stale`: the loan as stored now; the typed reason stays. */
  | { type: 'stale.reloaded' }
  | { type: 'dialog.closed' };
