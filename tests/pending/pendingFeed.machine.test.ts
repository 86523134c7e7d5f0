// @vitest-environment node
/** The pending feed on the clock: it asks every 30 s while visible, never while hidden, and at once on return. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PENDING_POLL_MS, pendingFeedMachine, selectPendingTotal, type PendingAnswer } from '../../machines/pending/index.ts';
import { APPROVER } from './pending.pathFixtures.ts';

function feed(answer: () => Promise<PendingAnswer> = async () => APPROVER) {
  const calls: AbortSignal[] = [];
  const logic = pendingFeedMachine.provide({
    actors: {
      loadPending: fromPromise<PendingAnswer, void>(({ signal }) => {
        calls.push(signal);
        return answer();
      }),
    },
  });
  const actor = createActor(logic).start();
  return { actor, calls };
}

describe('pendingFeed on the clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at start, then every PENDING_POLL_MS while visible', async () => {
    const { actor, calls } = feed();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(selectPendingTotal(actor.getSnapshot())).toBe(3);
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    actor.stop();
  });

  it('asks nothing while hidden, drops a request under way, and asks at once when visible again', async () => {
    let settle: (answer: PendingAnswer) => void = () => undefined;
    const { actor, calls } = feed(() => new Promise((resolve) => (settle = resolve)));
    actor.send({ type: 'page.hidden' });
    expect(calls[0]!.aborted).toBe(true);
    settle(APPROVER);
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 10);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'page.visible' });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.stop();
  });

  it('keeps polling after a failure, keeping the last answer', async () => {
    let fail = false;
    const { actor, calls } = feed(async () => (fail ? Promise.reject(new Error('offline')) : APPROVER));
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(actor.getSnapshot().value).toBe('error');
    expect(selectPendingTotal(actor.getSnapshot())).toBe(3);
    fail = false;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});
