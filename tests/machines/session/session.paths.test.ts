// @vitest-environment node
import { expect } from 'vitest';
import { selectCanSubmitCredentials, selectHasToken, sessionMachine } from '../../../machines/session/index.ts';
import { inertSession, sessionFixtures } from '../../utils/fixtures/session.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: sessionMachine,
  replayLogic: inertSession,
  fixtures: sessionFixtures,
  checkState: (snapshot) => {
    const { token, user, role, menu } = snapshot.context;
    // The route guard reads the tag; the API client reads the token: they must agree.
    expect(token !== null, 'a token is held exactly in the authenticated states').toBe(selectHasToken(snapshot));
    expect(user === null, 'user is null exactly when the token is').toBe(token === null);
    expect(role === null, 'role is null exactly when the token is').toBe(token === null);
    if (token === null) expect(menu).toEqual([]);
    expect(selectCanSubmitCredentials(snapshot)).toBe(snapshot.matches('loggedOut'));
  },
});
