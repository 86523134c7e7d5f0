// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { selectHasToken, selectIsLocked, type sessionMachine } from '../../../machines/session/index.ts';
import { fixtureEvents } from '../../utils/fixtures.ts';
import {
  inertSession,
  LOGIN_TOKEN,
  OTHER_TAB_TOKEN,
  sessionFixtures,
  STORED_TOKEN,
  UNLOCK_TOKEN,
  type SessionModelEvent,
} from '../../utils/fixtures/session.ts';
import { MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Any fixture, plus storage changes with any of the tokens in play, locked or not. */
const sessionEvent: fc.Arbitrary<SessionModelEvent> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fixtureEvents<SessionModelEvent>(sessionFixtures)) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('storage.changed' as const),
      token: fc.constantFrom(null, LOGIN_TOKEN, STORED_TOKEN, UNLOCK_TOKEN, OTHER_TAB_TOKEN),
      locked: fc.boolean(),
    }),
  },
);
const eventSequences = fc.array(sessionEvent, { maxLength: MAX_EVENTS });

const AUTHENTICATED = ['loadingMenu', 'loggedIn', 'locked', 'unlocking'] as const;
/** Where a login or unlock failure can no longer be shown: a new attempt or success cleared it. */
const FAILURE_FREE = ['authenticating', 'loadingMenu', 'loggedIn', 'unlocking'] as const;

type Check = Parameters<typeof runEvents<SessionSnapshot, SessionModelEvent>>[3];

function run(events: SessionModelEvent[], check: Check, recordActions = false) {
  runEvents<SessionSnapshot, SessionModelEvent>(inertSession, undefined, events, check, { recordActions });
}

describe('session invariants under any sequence of events', () => {
  it('holds a token exactly in the states tagged authenticated', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot) => {
          expect(snapshot.status).toBe('active');
          expect(snapshot.context.token !== null).toBe(selectHasToken(snapshot));
          expect(selectHasToken(snapshot)).toBe(AUTHENTICATED.some((state) => snapshot.matches(state)));
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('has a user and a role exactly when it has a token, and no menu without one', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, ({ context }) => {
          expect(context.user === null).toBe(context.token === null);
          expect(context.role === null).toBe(context.token === null);
          if (context.token === null) expect(context.menu).toEqual([]);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('shows a failure only on the login form or the lock screen', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot) => {
          if (FAILURE_FREE.some((state) => snapshot.matches(state))) {
            expect(snapshot.context.failure).toBeNull();
          }
          if (snapshot.context.failure !== null) {
            expect(snapshot.matches('loggedOut') || snapshot.matches('locked') || snapshot.matches('restoring')).toBe(true);
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('goes home whenever it leaves the authenticated states for the login form', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot, step) => {
          if (step === null) return;
          const signedOut = selectHasToken(step.previous) && snapshot.matches('loggedOut');
          expect(step.actions.includes('navigateHome')).toBe(signedOut);
          // Only the user's own logout revokes the token; expiry and other tabs do not.
          expect(step.actions.includes('revokeToken')).toBe(signedOut && step.event.type === 'session.loggedOut');
        }, true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('only leaves the lock screen through a successful unlock, a logout or another tab', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot, step) => {
          if (step === null || !selectIsLocked(step.previous) || selectIsLocked(snapshot)) return;
          expect([
            'xstate.done.actor.unlock',
            'session.loggedOut',
            'storage.changed',
          ]).toContain(step.event.type);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
