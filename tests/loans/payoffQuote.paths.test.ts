// @vitest-environment node
import { expect } from 'vitest';
import { payoffQuoteMachine, type PayoffQuoteRequest, type PayoffQuoteRow } from '../../machines/loans/loanScreens.ts';
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import { neverSettles } from '../utils/fakes.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { payoffQuoteFixtures } from './payoffQuote.pathFixtures.ts';

describeModelPaths({
  machine: payoffQuoteMachine,
  replayLogic: payoffQuoteMachine.provide({ actors: { quotePayoff: neverSettles<PayoffQuoteRow, PayoffQuoteRequest>() } }),
  fixtures: payoffQuoteFixtures,
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
