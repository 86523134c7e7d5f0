// @vitest-environment node
/**
 * What the model paths cannot see: the query each load sends, the abort of a request in flight
 * when the period changes, and that an invalid period sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { analyticsMachine, connectAnalytics, type Analytics, type AnalyticsInput, type AnalyticsQuery } from '../../machines/analytics/index.ts';
import { ANALYTICS, BUSINESS_DATE, TODAY_ANALYTICS } from './analytics.fixtures.ts';

interface Call {
  query: AnalyticsQuery;
  signal: AbortSignal;
  resolve(answer: Analytics): void;
  reject(error: unknown): void;
}

function started(input?: AnalyticsInput) {
  const calls: Call[] = [];
  const logic = analyticsMachine.provide({
    actors: {
      loadAnalytics: fromPromise<Analytics, AnalyticsQuery>(({ input, signal }) =>
        new Promise((resolve, reject) => calls.push({ query: input, signal, resolve, reject }))),
    },
  });
  const actor = createActor(logic, { input }).start();
  const view = () => connectAnalytics(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, calls, view };
}

describe('analytics machine', () => {
  it('asks first for the server\'s default period, then for the one chosen', async () => {
    const { actor, calls, view } = started();
    expect(calls.map((c) => c.query)).toEqual([{}]);
    calls[0]?.resolve(ANALYTICS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().period).toEqual({ from: '2026-11-01', to: BUSINESS_DATE });
    expect(view().preset).toBe('month');
    view().choosePreset('last30');
    expect(calls[1]?.query).toEqual({ desde: '2026-10-26', hasta: BUSINESS_DATE });
  });

  it('asks first for the period it was started with (the page\'s address, already checked)', async () => {
    const { actor, calls, view } = started({ period: { from: '2026-11-10', to: '2026-11-20' } });
    expect(calls.map((c) => c.query)).toEqual([{ desde: '2026-11-10', hasta: '2026-11-20' }]);
    calls[0]?.resolve({ ...ANALYTICS, period: { from: '2026-11-10', to: '2026-11-20' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().period).toEqual({ from: '2026-11-10', to: '2026-11-20' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the figures on screen while another period loads, and aborts it when the period changes again', async () => {
    const { actor, calls, view } = started();
    calls[0]?.resolve(ANALYTICS);
    await waitFor(actor, (s) => s.matches('ready'));
    view().choosePeriod('2026-11-10', '2026-11-20');
    expect(view()).toMatchObject({ load: 'ready', busy: true });
    expect(view().figures?.analytics).toBe(ANALYTICS);
    view().choosePreset('today');
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.query).toEqual({ desde: BUSINESS_DATE, hasta: BUSINESS_DATE });
    expect(calls[2]?.signal.aborted).toBe(false);
    calls[2]?.resolve(TODAY_ANALYTICS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().figures?.analytics).toBe(TODAY_ANALYTICS);
    expect(view().preset).toBe('today');
  });

  it('sends nothing for a period the rule refuses, and names the field', async () => {
    const { actor, calls, view } = started();
    calls[0]?.resolve(ANALYTICS);
    await waitFor(actor, (s) => s.matches('ready'));
    view().choosePeriod('2026-11-20', '2026-11-10');
    expect(calls).toHaveLength(1);
    expect(view().periodError).toEqual({ field: 'from', reason: 'afterTo' });
    view().choosePeriod('2026-11-01', '2026-11-25');
    expect(view().periodError).toEqual({ field: 'to', reason: 'afterToday' });
    expect(calls).toHaveLength(1);
    // A valid one clears the error.
    view().choosePeriod('2026-11-01', '2026-11-10');
    expect(view().periodError).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says a 403 is the role\'s, and retries the same period keeping the old figures', async () => {
    const { actor, calls, view } = started();
    calls[0]?.resolve(ANALYTICS);
    await waitFor(actor, (s) => s.matches('ready'));
    view().choosePreset('today');
    calls[1]?.reject({ kind: 'status', status: 403 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ load: 'failed', failure: 'forbidden' });
    view().retry();
    expect(view()).toMatchObject({ load: 'ready', busy: true, failure: null });
    expect(calls[2]?.query).toEqual({ desde: BUSINESS_DATE, hasta: BUSINESS_DATE });
  });

  it('retries a first load that failed from scratch', async () => {
    const { actor, calls, view } = started();
    calls[0]?.reject({ kind: 'network' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ load: 'failed', failure: 'unavailable', figures: null });
    view().choosePreset('today'); // no business date known yet: nothing to compute a preset from
    view().retry();
    expect(view().load).toBe('loading');
    expect(calls.map((c) => c.query)).toEqual([{}, {}]);
  });
});
