// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
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
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

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

/** Where a login or unlock failure can no longer be shown: a new attempt or success cleared it. */
const FAILURE_FREE = ['authenticating', { authenticated: 'loadingMenu' }, { authenticated: 'loggedIn' }, 'unlocking'] as const;
/** Where a failure stays shown (restoring: another tab signed in while the form showed one). */
const FAILURE_SHOWN = ['loggedOut', 'authenticated.locked', 'restoring.afterOtherTab'];
/** `{ authenticated: 'locked' }` → `authenticated.locked`. */
const pathOf = (value: SessionSnapshot['value']): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([parent, child]) => `${parent}.${String(child)}`).join();
const LEAVES_LOCK = ['xstate.done.actor.unlock', 'session.loggedOut', 'storage.changed'];

type Check = Parameters<typeof runEvents<SessionSnapshot, SessionModelEvent>>[3];

function run(events: SessionModelEvent[], check: Check, recordActions = false) {
  runEvents<SessionSnapshot, SessionModelEvent>(inertSession, undefined, events, check, { recordActions });
}

describe('session invariants under any sequence of events', () => {
  it('holds a token exactly in the states tagged authenticated', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot) => {
          expectSame(snapshot.status, 'active');
          expectSame(snapshot.context.token !== null, selectHasToken(snapshot), 'token held ⇔ authenticated tag');
          expectSame(selectHasToken(snapshot), snapshot.matches('authenticated') || snapshot.matches('unlocking'), 'tagged states');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('has a user and a role exactly when it has a token, and no menu without one', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, ({ context }) => {
          expectSame(context.user === null, context.token === null, 'user null ⇔ token null');
          expectSame(context.role === null, context.token === null, 'role null ⇔ token null');
          if (context.token === null) expectSame(context.menu, []);
          // The sign-in name the lock screen uses belongs to the session: none without one.
          if (context.token === null) expectSame(context.login, null, 'no sign-in name without a token');
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
            expectSame(snapshot.context.failure, null, `failure in ${JSON.stringify(snapshot.value)}`);
          }
          if (snapshot.context.failure !== null) {
            expectSame(FAILURE_SHOWN.includes(pathOf(snapshot.value)), true, `failure held in ${pathOf(snapshot.value)}`);
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('goes home whenever it leaves the authenticated states, or a re-read after another tab finds nothing or fails', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot, step) => {
          if (step === null) return;
          const signedOut = selectHasToken(step.previous) && snapshot.matches('loggedOut');
          // The page this tab showed before another tab changed the session gives way to the form.
          const vanished =
            step.previous.matches({ restoring: 'afterOtherTab' }) &&
            (step.event.type === 'xstate.done.actor.readStoredSession' || step.event.type === 'xstate.error.actor.readStoredSession') &&
            snapshot.matches('loggedOut');
          expectSame(step.actions.includes('navigateHome'), signedOut || vanished, `navigateHome after ${step.event.type}`);
          // Only the user's own logout revokes the token; expiry and other tabs do not.
          expectSame(step.actions.includes('revokeToken'), signedOut && step.event.type === 'session.loggedOut', `revokeToken after ${step.event.type}`);
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
          expectSame(LEAVES_LOCK.includes(step.event.type), true, `left the lock screen on ${step.event.type}`);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
