import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { PayoffQuoteEvent, PayoffQuoteRow } from '../../machines/loans/loanScreens.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** The worked example's quote at 2027-01-10 (tests/loans/payoffQuote.server.test.ts computes it by hand). */
export const QUOTE: PayoffQuoteRow = { date: '2027-01-10', amount: 1_030_150, overdue: 94_560, principal_ahead: 925_440, interest_accrued: 10_150, scheduled: 1_134_715, savings: 104_565, schedule: [] };

export type PayoffQuoteModelEvent = PayoffQuoteEvent | DoneActorEvent<PayoffQuoteRow, 'quotePayoff'> | ErrorActorEvent<unknown, 'quotePayoff'>;

export const payoffQuoteFixtures = {
  'date.changed': { typed: { type: 'date.changed', date: '2027-01-10' }, cleared: { type: 'date.changed', date: '' } },
  'quote.requested': { default: { type: 'quote.requested' } },
  'quote.retried': { default: { type: 'quote.retried' } },
  'xstate.done.actor.quotePayoff': { quoted: doneEvent('quotePayoff', QUOTE) },
  'xstate.error.actor.quotePayoff': {
    quoteTooFar: errorEvent('quotePayoff', { kind: 'status', status: 422, code: 'quoteTooFar' }),
    timeout: errorEvent('quotePayoff', { kind: 'timeout' }),
  },
} satisfies EventFixtures<PayoffQuoteModelEvent>;

