import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { PaymentWithReceipt } from './payments.schema.ts';

/** 403/404: no 'Reintentar' would help; anything else may be retried. */
export type ReprintFailure = 'forbidden' | 'notFound' | 'unavailable';

export const reprintFailureOf = (error: unknown): ReprintFailure => {
  const status = statusOf(error);
  return status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'unavailable';
};

export interface ReceiptReprintContext {
  paymentId: number;
  answer: PaymentWithReceipt | null;
  failure: ReprintFailure | null;
}

export type ReceiptReprintEvent = { type: 'reprint.retried' } | { type: 'reprint.closed' };

/**
 * 'Imprimir recibo' of a stored payment: the receipt as the server builds it from the facts
 * (GET /pagos_prestamos/{id}), then the page prints it.
 * - `loading` → `shown` | `failed`; `failed`: 'Reintentar' (not after 403/404) → `loading`.
 * - 'Cerrar' from any state → `closed`.
 */
export const receiptReprintMachine = setup({
  types: {
    context: {} as ReceiptReprintContext,
    events: {} as ReceiptReprintEvent,
    input: {} as { paymentId: number },
  },
  actors: {
    loadReceipt: fromPromise<PaymentWithReceipt, { paymentId: number }>(async () => {
      throw new Error('receiptReprint: the "loadReceipt" effect must be provided by the app');
    }),
  },
  guards: {
    retryable: ({ context }) => context.failure === 'unavailable',
  },
}).createMachine({
  id: 'receiptReprint',
  context: ({ input }) => ({ paymentId: input.paymentId, answer: null, failure: null }),
  initial: 'loading',
  on: { 'reprint.closed': '.closed' },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: { target: 'shown', actions: assign({ answer: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => reprintFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'reprint.retried': { guard: 'retryable', target: 'loading', actions: assign({ failure: null }) } } },
    closed: {},
  },
});
