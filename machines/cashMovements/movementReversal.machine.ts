import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Movement } from '../cash/cash.schema.ts';
import { statusOf } from '../apiFailure.ts';
import { reasonErrorOf } from './movementReversal.rules.ts';

/** 409: the ledger said no (already reversed, a reversal, the box not open); 403: no permission. */
export type ReversalFailure = 'conflict' | 'forbidden' | 'unavailable';

export const reversalFailureOf = (error: unknown): ReversalFailure => {
  const status = statusOf(error);
  return status === 409 ? 'conflict' : status === 403 ? 'forbidden' : 'unavailable';
};

/** POST /movimientos/{id}/reversion with the intent's key: a retry resends the same key. */
export interface ReverseRequest {
  id: number;
  reason: string;
  idempotencyKey: string;
}

export interface MovementReversalContext {
  movement: Movement;
  reason: string;
  showErrors: boolean;
  /** Made when 'Revertir' is confirmed; kept by 'Reintentar', so a retry posts at most once. */
  idempotencyKey: string | null;
  failure: ReversalFailure | null;
  /** The reversal as the server posted it. */
  result: Movement | null;
}

export type MovementReversalEvent =
  | { type: 'reason.changed'; reason: string }
  | { type: 'reversal.confirmed' }
  | { type: 'reversal.retried' }
  | { type: 'reversal.cancelled' };

/**
 * 'Revertir' of one movement, from the question to the answer:
 * - `editing`: what will be posted and where (the other direction, the same amount, the box's
 *   open session) and the 'Motivo'; confirming with no reason (or one too long) shows its error.
 * - `posting` (tag `busy`): the call, with a key made once per confirmed intent.
 * - `done`: the reversal posted (`result`); the page closes the dialog and reloads the list.
 * - `refused`: 409 — already reversed by someone else, a reversal, or the box has no open session;
 *   only 'Cerrar' is left (the list reloads).
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key, so a request
 *   that did reach the server posts once; a changed reason goes back to `editing` (a new intent).
 * - `cancelled`: closed without posting.
 */
export const movementReversalMachine = setup({
  types: {
    context: {} as MovementReversalContext,
    events: {} as MovementReversalEvent,
    input: {} as { movement: Movement },
  },
  actors: {
    reverseMovement: fromPromise<Movement, ReverseRequest>(async () => {
      throw new Error('movementReversal: the "reverseMovement" effect must be provided by the app');
    }),
  },
  actions: {
    assignReason: assign(({ event }) => {
      assertEvent(event, 'reason.changed');
      return { reason: event.reason };
    }),
    showErrors: assign({ showErrors: true }),
    /** A fresh key per confirmed intent; provided by the app (`crypto.randomUUID()`). */
    newIdempotencyKey: assign({ idempotencyKey: () => 'idempotency-key' }),
    assignResult: assign((_, result: Movement) => ({ result, failure: null })),
    assignFailure: assign((_, failure: ReversalFailure) => ({ failure })),
    /** The list shows the pair (provided by the app: a success alert and a reload). */
    notifyReversed: () => {},
  },
  guards: {
    hasReasonError: ({ context }) => reasonErrorOf(context.reason) !== null,
    isConflict: (_, params: { error: unknown }) => reversalFailureOf(params.error) === 'conflict',
  },
}).createMachine({
  id: 'movementReversal',
  context: ({ input }) => ({ movement: input.movement, reason: '', showErrors: false, idempotencyKey: null, failure: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reason.changed': { actions: 'assignReason' },
        'reversal.confirmed': [{ guard: 'hasReasonError', actions: 'showErrors' }, { target: 'posting', actions: ['showErrors', 'newIdempotencyKey'] }],
        'reversal.cancelled': 'cancelled',
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        id: 'reverseMovement',
        src: 'reverseMovement',
        input: ({ context }) => ({ id: context.movement.id, reason: context.reason.trim(), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: [{ type: 'assignResult', params: ({ event }) => event.output }, 'notifyReversed'] },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignFailure', params: 'conflict' as const },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => reversalFailureOf(event.error) } },
        ],
      },
    },
    // `done` and `cancelled` end the dialog (the page closes it on seeing them); not `final`, so
    // the actor stays readable until the page lets it go.
    done: {},
    refused: {
      on: { 'reversal.cancelled': 'cancelled' },
    },
    failed: {
      on: {
        'reversal.retried': 'posting',
        'reason.changed': { target: 'editing', actions: 'assignReason' },
        'reversal.cancelled': 'cancelled',
      },
    },
    cancelled: {},
  },
});
