// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { loaderMachine, selectLoaderVisible } from '../../../machines/loader/index.ts';
import { fixtureEvents } from '../../utils/fixtures.ts';
import { loaderFixtures, type LoaderModelEvent } from '../../utils/fixtures/loader.ts';
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

type LoaderSnapshot = SnapshotFrom<typeof loaderMachine>;
const LOADER_MS = 500;

afterEach(() => {
  vi.useRealTimers();
});

describe('loader invariants', () => {
  it('is in exactly one of visible and hidden under any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fixtureEvents<LoaderModelEvent>(loaderFixtures)), { maxLength: MAX_EVENTS }), (events) => {
        runEvents<LoaderSnapshot>(loaderMachine, undefined, events, (snapshot) => {
          expectSame([snapshot.matches('visible'), snapshot.matches('hidden')].filter(Boolean).length, 1);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('is visible exactly while less than 500 ms have passed since it was last shown', () => {
    const step = fc.oneof(
      fc.constant({ kind: 'show' as const }),
      fc.integer({ min: 0, max: 700 }).map((ms) => ({ kind: 'wait' as const, ms })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: MAX_EVENTS }), (steps) => {
        vi.useFakeTimers();
        const actor = createActor(loaderMachine).start();
        let sinceShown = 0;
        try {
          for (const next of steps) {
            if (next.kind === 'show') {
              actor.send({ type: 'loader.shown' });
              sinceShown = 0;
            } else {
              vi.advanceTimersByTime(next.ms);
              sinceShown += next.ms;
            }
            expectSame(selectLoaderVisible(actor.getSnapshot()), sinceShown < LOADER_MS);
          }
        } finally {
          actor.stop();
          vi.useRealTimers();
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
