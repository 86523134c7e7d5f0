// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loaderMachine, selectLoaderVisible } from '../../../machines/loader/index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startLoader() {
  const actor = createActor(loaderMachine);
  actor.start();
  return { actor, visible: () => selectLoaderVisible(actor.getSnapshot()) };
}

describe('visible', () => {
  it('covers the page at start', () => {
    expect(startLoader().visible()).toBe(true);
  });

  it('hides itself 500 ms later, not a millisecond sooner', () => {
    const loader = startLoader();
    vi.advanceTimersByTime(499);
    expect(loader.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loader.visible()).toBe(false);
    expect(loader.actor.getSnapshot().value).toBe('hidden');
  });

  it('loader.shown restarts the 500 ms delay', () => {
    const loader = startLoader();
    vi.advanceTimersByTime(300);
    loader.actor.send({ type: 'loader.shown' });
    vi.advanceTimersByTime(499);
    expect(loader.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loader.visible()).toBe(false);
  });
});

describe('hidden', () => {
  it('loader.shown brings the loader back for another 500 ms', () => {
    const loader = startLoader();
    vi.advanceTimersByTime(500);
    loader.actor.send({ type: 'loader.shown' });
    expect(loader.visible()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(loader.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loader.visible()).toBe(false);
  });

  it('stays hidden while nothing shows it', () => {
    const loader = startLoader();
    vi.advanceTimersByTime(10_000);
    expect(loader.visible()).toBe(false);
  });
});
