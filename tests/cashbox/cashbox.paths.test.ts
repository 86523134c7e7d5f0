// @vitest-environment node
import { expect } from 'vitest';
import { connectCashbox } from '../../machines/cashbox/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { cashboxFixtures, inertCashbox, keyedCashbox } from './cashbox.pathFixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

describeModelPaths({
  machine: keyedCashbox,
  replayLogic: inertCashbox,
  fixtures: cashboxFixtures,
  inputs: { ars: { currency: 'ARS', digits: 2, conventions: ES_ARS } },
  // What the guards and the view read; the replay still compares the whole context.
  stateKey: ({ context }) => ({
    dialog: context.dialog,
    // Two field fixtures and one count: a handful of value sets, each kept apart so every path replays exactly.
    values: context.values,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    decision: context.decision?.kind ?? null,
    session: context.overview === null ? 'none' : context.overview.session === null ? 'free' : 'mine',
    failure: context.failure,
    saveFailure: context.saveFailure,
    insufficientCash: context.insufficientCash !== null,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectCashbox(snapshot, () => {});
    // A write is on its way or waits for a retry only with its key (one per intent).
    if (snapshot.matches({ ready: 'submitting' }) || snapshot.matches({ ready: 'failed' })) expect(context.idempotencyKey).not.toBeNull();
    if (snapshot.matches({ ready: 'failed' })) expect(view.notice).toBe('failed');
    if (snapshot.matches({ ready: 'conflict' })) expect(view.notice).toBe('conflict');
    if (snapshot.matches({ ready: 'editing' })) expect(view.dialog).not.toBeNull();
    if (snapshot.matches({ ready: 'idle' })) expect(view.dialog).toBeNull();
    // Only an expense is refused for lack of cash, and the dialog says so while it is edited.
    if (context.insufficientCash !== null) expect(context.dialog).toBe('expense');
    expect(view.insufficientCash !== null).toBe(snapshot.matches({ ready: 'editing' }) && context.insufficientCash !== null);
    expect(view.load).toBe(snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready');
  },
});
