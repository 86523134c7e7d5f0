import { assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import type { PayoffQuoteRow } from './loan.schema.ts';

/**
 * Why a quote at a date did not come: the server's refusal of the date (server/loans/payoffQuote.ts),
 * `notActive` (the loan was settled or written off meanwhile), `notFound`, or `unavailable` (no
 * answer: 'Reintentar').
 */
export const PAYOFF_QUOTE_FAILURES = ['quoteTooOld', 'quoteBeforeStart', 'quoteTooFar', 'notActive', 'notFound', 'unavailable'] as const;
export type PayoffQuoteFailure = (typeof PAYOFF_QUOTE_FAILURES)[number];

const REFUSALS: readonly string[] = ['quoteTooOld', 'quoteBeforeStart', 'quoteTooFar', 'notActive'];

export function payoffQuoteFailureOf(error: unknown): PayoffQuoteFailure {
  const code = codeOf(error);
  if (code !== null && REFUSALS.includes(code)) return code as PayoffQuoteFailure;
  return statusOf(error) === 404 || statusOf(error) === 403 ? 'notFound' : 'unavailable';
}

export interface PayoffQuoteRequest {
  id: number;
  date: BusinessDate;
}

export interface PayoffQuoteContext {
  id: number;
  /** The date typed ('' until a date is chosen). */
  date: string;
  /** The quote at `date` (null until one came). */
  quote: PayoffQuoteRow | null;
  failure: PayoffQuoteFailure | null;
  /** 'Cotizar' was pressed without a date: the field says so. */
  showErrors: boolean;
}

export type PayoffQuoteEvent = { type: 'date.changed'; date: string } | { type: 'quote.requested' } | { type: 'quote.retried' };

/**
 * 'Cotizar a otra fecha' on a loan's 'Cancelación anticipada' card (#32): the quote at a date the
 * user types, from GET /prestamos/{id}/liquidacion?fecha= (`quotePayoff`).
 * - `editing`: 'date.changed' keeps the date; 'quote.requested' → `quoting` with a date, else the
 *   field's error.
 * - `quoting` → `quoted` | `failed`. A new date from `quoted` or `failed` edits again (the quote
 *   shown belonged to the old date).
 * - `failed`: 'Reintentar' (only when no answer came) → `quoting`.
 */
export const payoffQuoteMachine = setup({
  types: {
    context: {} as PayoffQuoteContext,
    events: {} as PayoffQuoteEvent,
    input: {} as { id: number },
  },
  actors: {
    quotePayoff: fromPromise<PayoffQuoteRow, PayoffQuoteRequest>(async () => {
      throw new Error('payoffQuote: the "quotePayoff" effect must be provided by the app');
    }),
  },
  actions: {
    assignDate: assign({ date: (_, params: { date: string }) => params.date, quote: null, failure: null }),
  },
  guards: {
    hasDate: ({ context }) => isBusinessDate(context.date),
    retryable: ({ context }) => context.failure === 'unavailable',
  },
}).createMachine({
  id: 'payoffQuote',
  context: ({ input }) => ({ id: input.id, date: '', quote: null, failure: null, showErrors: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'date.changed': { actions: { type: 'assignDate', params: ({ event }) => ({ date: event.date }) } },
        'quote.requested': [
          { guard: 'hasDate', target: 'quoting', actions: assign({ showErrors: false }) },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    quoting: {
      tags: ['busy'],
      invoke: {
        id: 'quotePayoff',
        src: 'quotePayoff',
        input: ({ context }) => ({ id: context.id, date: context.date }),
        onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => payoffQuoteFailureOf(event.error) }) },
      },
    },
    quoted: {
      on: { 'date.changed': { target: 'editing', actions: { type: 'assignDate', params: ({ event }) => ({ date: event.date }) } } },
    },
    failed: {
      on: {
        'date.changed': { target: 'editing', actions: { type: 'assignDate', params: ({ event }) => ({ date: event.date }) } },
        'quote.retried': { guard: 'retryable', target: 'quoting', actions: assign({ failure: null }) },
      },
    },
  },
});
