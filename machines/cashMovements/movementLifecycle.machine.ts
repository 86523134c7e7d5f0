import { setup } from 'xstate';

/** What the lifecycle needs of a movement row (the API's Movement has it all). */
export interface MovementFacts {
  /** Set when this movement is itself a reversal. */
  reverses_id: number | null;
  /** Set once this movement has been reversed. */
  reversed_by: number | null;
  /** What produced it ('loanPayment', 'loan', 'delivery'…); null for a hand-recorded one. */
  source_kind?: string | null;
}

/**
 * Movements a record owns (a loan's disbursement, a rental's deposit, any payment, either half of a
 * cash delivery) are undone where they were made, through their owner: a reversal here would change
 * the cash but leave the payment standing, or a delivery 'Recibida' whose cash vanished, and the
 * ledger would disagree with the loans, rentals, debts, fees and deliveries (docs/loans.md
 * "Payments"). 'Movimientos' refuses them (409 reverseAtSource). A credit refund's movement too:
 * reversing only its cash would leave the record's credit refunded (docs/receivables.md).
 */
export const REVERSED_AT_SOURCE = ['loanPayment', 'loan', 'rentPayment', 'rental', 'debtPayment', 'feePayment', 'creditRefund', 'delivery'] as const;
export type ReversedAtSource = (typeof REVERSED_AT_SOURCE)[number];
export const reversedAtSource = (movement: MovementFacts): boolean =>
  (REVERSED_AT_SOURCE as readonly (string | null | undefined)[]).includes(movement.source_kind);

/**
 * A movement's life (domain.md "Movement", the ledger is append-only): it is `posted`, and a
 * `reverse` (movement.reverse + a reason) makes it `reversed`, for good: a movement is reversed
 * at most once, and a reversal row is never reversed itself (the guard; undoing a reversal is a
 * new income or expense). The server resolves a row's state with `movementSnapshotOf` and refuses
 * what `snapshot.can({ type: 'reverse' })` refuses; the screen shows 'Revertir' by the same test.
 */
export const movementLifecycleMachine = setup({
  types: {
    context: {} as { isReversal: boolean },
    input: {} as { isReversal: boolean },
    events: {} as { type: 'reverse' },
  },
  guards: {
    isNotReversal: ({ context }) => !context.isReversal,
  },
}).createMachine({
  id: 'movementLifecycle',
  initial: 'posted',
  context: ({ input }) => ({ isReversal: input.isReversal }),
  states: {
    posted: {
      on: { reverse: { guard: 'isNotReversal', target: 'reversed' } },
    },
    // For good: nothing leaves it (a plain state rather than 'final', so its snapshot stays
    // 'active' like every stored record's, as the server resolves it).
    reversed: {},
  },
});

/** The chart's snapshot of a stored movement (pure: no actor runs). */
export const movementSnapshotOf = (movement: MovementFacts) =>
  movementLifecycleMachine.resolveState({
    value: movement.reversed_by === null ? 'posted' : 'reversed',
    context: { isReversal: movement.reverses_id !== null },
  });

/** May this movement be reversed (by someone holding movement.reverse)? */
export const isReversible = (movement: MovementFacts): boolean => !reversedAtSource(movement) && movementSnapshotOf(movement).can({ type: 'reverse' });

/** Why the chart refuses a reversal, as the 409's `code` says it; null when it allows it. */
export function lifecycleRefusalOf(movement: MovementFacts): 'alreadyReversed' | 'isReversal' | 'reverseAtSource' | null {
  if (isReversible(movement)) return null;
  if (movement.reversed_by !== null) return 'alreadyReversed';
  return movement.reverses_id !== null ? 'isReversal' : 'reverseAtSource';
}
