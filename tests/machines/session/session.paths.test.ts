// @vitest-environment node
import { expect } from 'vitest';
import {
  selectCanSubmitCredentials,
  selectHasToken,
  selectIsLocked,
  selectLockAsksForUser,
  sessionMachine,
} from '../../../machines/session/index.ts';
import { inertSession, sessionFixtures } from '../../utils/fixtures/session.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: sessionMachine,
  replayLogic: inertSession,
  fixtures: sessionFixtures,
  checkState: (snapshot) => {
    const { token, user, login, role, menu } = snapshot.context;
    // The route guard reads the tag; the API client reads the token: they must agree.
    expect(token !== null, 'a token is held exactly in the authenticated states').toBe(selectHasToken(snapshot));
    expect(user === null, 'user is null exactly when the token is').toBe(token === null);
    expect(role === null, 'role is null exactly when the token is').toBe(token === null);
    if (token === null) expect(menu).toEqual([]);
    if (token === null) expect(login, 'no sign-in name without a session').toBeNull();
    // The login form, and the lock screen that does not know the session's sign-in name.
    const locked = snapshot.matches({ authenticated: 'locked' });
    expect(selectCanSubmitCredentials(snapshot)).toBe(snapshot.matches('loggedOut') || (locked && login === null));
    // Never an unlock with the person's name: without the sign-in name the lock screen asks for it.
    expect(snapshot.can({ type: 'unlock.submitted', password: '' })).toBe(locked && login !== null);
    expect(selectLockAsksForUser(snapshot)).toBe(selectIsLocked(snapshot) && login === null);
  },
});
