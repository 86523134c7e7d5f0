// @vitest-environment node
import { expect } from 'vitest';
import { pendingFeedMachine, selectActsOnPending, selectCashWaitKey, selectPendingFailed, selectPendingLoading, selectPendingTotal } from '../../machines/pending/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertPendingFeed, pendingFeedFixtures } from './pending.pathFixtures.ts';

describeModelPaths({
  machine: pendingFeedMachine,
  replayLogic: inertPendingFeed,
  fixtures: pendingFeedFixtures,
  checkState: (snapshot) => {
    const answer = snapshot.context.answer;
    // The last answer stays through a reload, a failure and a hidden tab: the badge never blinks.
    expect(selectPendingTotal(snapshot)).toBe(answer === null ? 0 : answer.groups.reduce((n, g) => n + g.count, 0));
    expect(selectActsOnPending(snapshot)).toBe((answer?.groups.length ?? 0) > 0);
    expect(selectCashWaitKey(snapshot) === null).toBe(answer === null);
    expect(selectPendingFailed(snapshot)).toBe(snapshot.matches('error') && answer === null);
    expect(selectPendingLoading(snapshot)).toBe(answer === null && !snapshot.matches('error'));
  },
});
