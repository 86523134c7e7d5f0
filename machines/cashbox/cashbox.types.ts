import type { NumberConventions } from '../money/numberConventions.ts';
import type { CashboxOverview, CloseSessionInput, OpenSessionInput, RecordMovementInput } from './cashbox.schema.ts';

/** The dialogs of the 'Caja' page. */
export type CashDialog = 'open' | 'income' | 'expense' | 'close';
/** What an administrator decides about a session waiting for approval. */
export type CashDecision = 'approve' | 'reopen';

export type CashField = 'boxId' | 'amount' | 'concept';

export interface CashValues {
  boxId: string;
  /** In major units as typed ('1500,50'); the count when not by denomination. */
  amount: string;
  concept: string;
  byDenomination: boolean;
  /** Counts typed per denomination (minor units → text). */
  counts: Readonly<Record<string, string>>;
}

export type CashRequest =
  | { kind: 'open'; input: OpenSessionInput; idempotencyKey: string }
  | { kind: 'record'; sessionId: number; input: RecordMovementInput; idempotencyKey: string }
  | { kind: 'close'; sessionId: number; input: CloseSessionInput; idempotencyKey: string }
  | { kind: CashDecision; sessionId: number; version: number; idempotencyKey: string };

export type CashboxFailure = 'forbidden' | 'unavailable';

export interface CashboxInput {
  /** The location's currency and minor digits: amounts are typed and counted in them. */
  currency: string;
  digits: number;
  /** How the active language writes amounts: what the amount fields read (machines/money parseAmount). */
  conventions: NumberConventions;
}

export interface CashboxContext extends CashboxInput {
  overview: CashboxOverview | null;
  /** Why the page could not load. */
  failure: CashboxFailure | null;
  dialog: CashDialog | null;
  values: CashValues;
  showErrors: boolean;
  /** Made once per user intent (a submit), resent unchanged with every retry. */
  idempotencyKey: string | null;
  decision: { kind: CashDecision; sessionId: number; version: number } | null;
  /** Why the last write failed (no answer, 500, 403). */
  saveFailure: CashboxFailure | null;
  /**
   * The expense was refused: the session does not hold that much (409 insufficientCash, issue #29
   * item 5). What it holds, in minor units (null: the server did not say); cleared by typing.
   */
  insufficientCash: { available: number | null } | null;
}

export type CashboxEvent =
  | { type: 'overview.retried' }
  | { type: 'dialog.opened'; dialog: CashDialog }
  | { type: 'dialog.cancelled' }
  | { type: 'field.changed'; field: CashField; value: string }
  | { type: 'count.changed'; denomination: number; value: string }
  | { type: 'denominations.toggled' }
  | { type: 'dialog.submitted' }
  | { type: 'decision.requested'; decision: CashDecision; sessionId: number; version: number }
  | { type: 'submit.retried' }
  | { type: 'conflict.reload' }
  /** What the page waits on changed elsewhere (a close approved, another one waiting): the pending feed says so. */
  | { type: 'overview.stale' };
