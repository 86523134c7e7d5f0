import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import type { Payment } from './payments.schema.ts';
import { PAYMENT_LIMITS } from './payments.schema.ts';

/**
 * Why a reversal did not post: the server's refusal (409 `alreadyReversed` — someone reversed it
 * first —, `noOpenSession` — the reversing movement needs the user's open session —, `notAllowed` —
 * the loan's status refuses it, e.g. written off), `forbidden` (403), `unavailable` (no verdict).
 */
export type PaymentReversalFailure = 'alreadyReversed' | 'noOpenSession' | 'notAllowed' | 'forbidden' | 'unavailable';

export const paymentReversalFailureOf = (error: unknown): PaymentReversalFailure => {
  const code = codeOf(error);
  if (statusOf(error) === 409 && (code === 'alreadyReversed' || code === 'noOpenSession' || code === 'notAllowed')) return code;
  return statusOf(error) === 403 ? 'forbidden' : 'unavailable';
};

export type PaymentReasonError = 'required' | 'tooLong';

/** 'Motivo' is required (after trimming) and at most 500 characters, as the server checks. */
export function paymentReasonErrorOf(reason: string): PaymentReasonError | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > PAYMENT_LIMITS.reason ? 'tooLong' : null;
}

/** POST /pagos_prestamos/{id}/reversion with the intent's key. */
export interface PaymentReversalRequest {
  id: number;
  reason: string;
  idempotencyKey: string;
}

export interface PaymentReversalContext {
  payment: Payment;
  reason: string;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: PaymentReversalFailure | null;
  result: Payment | null;
}

export type PaymentReversalEvent =
  | { type: 'reason.changed'; reason: string }
  | { type: 'reversal.confirmed' }
  | { type: 'reversal.retried' }
  | { type: 'reversal.cancelled' };

/**
 * 'Revertir pago', from the question to the answer:
 * - `editing`: the 'Motivo' (required); confirming without one shows its error and stays.
 * - `posting` (tag busy): the call, with a key made once per confirmed intent.
 * - `done`: reversed (`result`); the page closes the dialog and reloads the loan and the list.
 * - `refused`: the server said no with a code (already reversed, no open session, the loan's
 *   status); only 'Cerrar' is left.
 * - `failed`: no verdict: 'Reintentar' resends the same key; a changed reason is a new intent.
 * - `cancelled`: closed without posting.
 */
export const paymentReversalMachine = setup({
  types: {
    context: {} as PaymentReversalContext,
    events: {} as PaymentReversalEvent,
    input: {} as { payment: Payment },
  },
  actors: {
    reversePayment: fromPromise<Payment, PaymentReversalRequest>(async () => {
      throw new Error('paymentReversal: the "reversePayment" effect must be provided by the app');
    }),
  },
  actions: {
    assignReason: assign(({ event }) => {
      assertEvent(event, 'reason.changed');
      return { reason: event.reason, idempotencyKey: null };
    }),
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
  },
  guards: {
    hasReasonError: ({ context }) => paymentReasonErrorOf(context.reason) !== null,
    isRefusal: (_, params: { error: unknown }) => {
      const failure = paymentReversalFailureOf(params.error);
      return failure !== 'forbidden' && failure !== 'unavailable';
    },
  },
}).createMachine({
  id: 'paymentReversal',
  context: ({ input }) => ({ payment: input.payment, reason: '', showErrors: false, idempotencyKey: null, failure: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reason.changed': { actions: 'assignReason' },
        'reversal.confirmed': [
          { guard: 'hasReasonError', actions: assign({ showErrors: true }) },
          { target: 'posting', actions: [assign({ showErrors: true }), 'newIdempotencyKey'] },
        ],
        'reversal.cancelled': 'cancelled',
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        id: 'reversePayment',
        src: 'reversePayment',
        input: ({ context }) => ({ id: context.payment.id, reason: context.reason.trim(), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ failure: ({ event }) => paymentReversalFailureOf(event.error) }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => paymentReversalFailureOf(event.error) }) },
        ],
      },
    },
    done: {},
    refused: { on: { 'reversal.cancelled': 'cancelled' } },
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
