// @vitest-environment node
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { expect } from 'vitest';
import { payoffQuoteMachine, type PayoffQuoteEvent, type PayoffQuoteRequest, type PayoffQuoteRow } from '../../machines/loans/loanScreens.ts';
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

const QUOTE: PayoffQuoteRow = { date: '2027-01-10', amount: 1_030_150, overdue: 94_560, principal_ahead: 925_440, interest_accrued: 10_150, scheduled: 1_134_715, savings: 104_565, schedule: [] };

type ModelEvent = PayoffQuoteEvent | DoneActorEvent<PayoffQuoteRow, 'quotePayoff'> | ErrorActorEvent<unknown, 'quotePayoff'>;

const fixtures = {
  'date.changed': { typed: { type: 'date.changed', date: '2027-01-10' }, cleared: { type: 'date.changed', date: '' } },
  'quote.requested': { default: { type: 'quote.requested' } },
  'quote.retried': { default: { type: 'quote.retried' } },
  'xstate.done.actor.quotePayoff': { quoted: doneEvent('quotePayoff', QUOTE) },
  'xstate.error.actor.quotePayoff': {
    quoteTooFar: errorEvent('quotePayoff', { kind: 'status', status: 422, code: 'quoteTooFar' }),
    timeout: errorEvent('quotePayoff', { kind: 'timeout' }),
  },
} satisfies EventFixtures<ModelEvent>;

describeModelPaths({
  machine: payoffQuoteMachine,
  replayLogic: payoffQuoteMachine.provide({ actors: { quotePayoff: neverSettles<PayoffQuoteRow, PayoffQuoteRequest>() } }),
  fixtures,
  inputs: { loan: { id: 7 } },
  // What the chart tells apart: whether a date was typed (hasDate) and whether a failure may be retried.
  stateKey: (snapshot) => [snapshot.value, isBusinessDate(snapshot.context.date), snapshot.context.failure === 'unavailable'],
  checkState: (snapshot) => {
    // A quote is shown only for the date it was asked at; a failure only in `failed`.
    expect(snapshot.context.quote !== null).toBe(snapshot.matches('quoted'));
    expect(snapshot.context.failure !== null).toBe(snapshot.matches('failed'));
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('quoting'));
    if (snapshot.matches('quoting')) expect(isBusinessDate(snapshot.context.date)).toBe(true);
  },
});
