// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LoginRequest, LoginResponse, MenuResponse } from '../../../machines/contract.ts';
import {
  buildMenu,
  selectCanSubmitCredentials,
  selectFailure,
  selectHasToken,
  selectIsBusy,
  selectIsLocked,
  selectIsRestoring,
  selectLockAsksForUser,
  selectMenu,
  selectRole,
  selectToken,
  selectUser,
  sessionMachine,
  type SessionContext,
  type StoredSession,
} from '../../../machines/session/index.ts';
import { actionSpies, controlledPromise, flush, paramsOf } from '../../utils/fakes.ts';
import {
  ADA_LOGIN,
  ada,
  BOB_LOGIN,
  bob,
  builtMenu,
  cashier,
  failures,
  LOGIN_TOKEN,
  loginResponse,
  menuResponse,
  OTHER_TAB_TOKEN,
  STORED_TOKEN,
  storedLocked,
  storedLockedWithoutLogin,
  storedMenu,
  storedSession,
  storedWithoutMenu,
  UNLOCK_TOKEN,
  unlockResponse,
} from '../../utils/fixtures/session.ts';

const EFFECTS = [
  'persistSession',
  'persistMenu',
  'persistPhoto',
  'persistLock',
  'clearLock',
  'clearStoredSession',
  'revokeToken',
  'notifyLoginSuccess',
  'notifyLoginFailure',
  'notifySessionExpired',
  'warnNoStoredMenu',
  'logMenuFailure',
  'navigateToStart',
  'navigateHome',
] as const;

function startSession() {
  const readStoredSession = controlledPromise<StoredSession | null>();
  const login = controlledPromise<LoginResponse, LoginRequest>();
  const loadMenu = controlledPromise<MenuResponse, { roleId: number }>();
  const effects = actionSpies(EFFECTS);
  const actor = createActor(
    sessionMachine.provide({
      actors: { readStoredSession: readStoredSession.logic, login: login.logic, loadMenu: loadMenu.logic },
      actions: effects,
    }),
  );
  actor.start();
  const state = () => actor.getSnapshot();
  /** Effects called so far, by name, in the order they were first called. */
  const called = () => EFFECTS.filter((name) => effects[name].mock.calls.length > 0);
  return { actor, state, effects, called, readStoredSession, login, loadMenu };
}

type Session = ReturnType<typeof startSession>;

async function restore(stored: StoredSession | null): Promise<Session> {
  const session = startSession();
  session.readStoredSession.last().resolve(stored);
  await flush();
  return session;
}

/** Signs in through the form and waits in loadingMenu. */
async function signIn(): Promise<Session> {
  const session = await restore(null);
  session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
  session.login.last().resolve(loginResponse);
  await flush();
  return session;
}

async function signedIn(): Promise<Session> {
  const session = await signIn();
  session.loadMenu.last().resolve(menuResponse);
  await flush();
  return session;
}

async function lockedSession(): Promise<Session> {
  return restore(storedLocked);
}

async function failLogin(error: unknown): Promise<Session> {
  const session = await restore(null);
  session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'wrong' });
  session.login.last().reject(error);
  await flush();
  return session;
}

function expectSignedOutContext(session: Session) {
  expect(selectToken(session.state())).toBeNull();
  expect(selectUser(session.state())).toBeNull();
  expect(selectRole(session.state())).toBeNull();
  expect(selectMenu(session.state())).toEqual([]);
}

describe('restoring', () => {
  it('reads the stored session once at start-up and shows only the loader', () => {
    const session = startSession();
    expect(session.readStoredSession.calls).toHaveLength(1);
    expect(selectIsRestoring(session.state())).toBe(true);
    expect(selectHasToken(session.state())).toBe(false);
  });

  it('goes to loggedOut when nothing is stored', async () => {
    const session = await restore(null);
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.called()).toEqual([]);
  });

  it('goes to loggedIn with the stored token, user, role and menu', async () => {
    const session = await restore(storedSession);
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(session.state().context).toEqual({
      token: STORED_TOKEN,
      user: bob,
      login: BOB_LOGIN,
      pendingLogin: null,
      role: { r_inicio: 'prestamos', r_nombre: 'Administrador' },
      menu: storedMenu,
      failure: null,
    });
    expect(session.called()).toEqual([]);
  });

  it('goes to loggedIn with an empty menu and only warns when no menu was stored', async () => {
    const session = await restore(storedWithoutMenu);
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectToken(session.state())).toBe(STORED_TOKEN);
    expect(selectMenu(session.state())).toEqual([]);
    expect(session.effects.warnNoStoredMenu).toHaveBeenCalledTimes(1);
    expect(session.called()).toEqual(['warnNoStoredMenu']);
  });

  it('goes back to the lock screen when it was showing', async () => {
    const session = await restore(storedLocked);
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(selectIsLocked(session.state())).toBe(true);
    expect(selectToken(session.state())).toBe(STORED_TOKEN);
    expect(selectLockAsksForUser(session.state())).toBe(false);
    expect(session.effects.persistLock).not.toHaveBeenCalled();
  });

  it('goes back to a lock screen that asks for the user too when an older build stored no sign-in name', async () => {
    const session = await restore(storedLockedWithoutLogin);
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(session.state().context.login).toBeNull();
    expect(selectLockAsksForUser(session.state())).toBe(true);
  });

  it('treats unreadable storage as signed out and clears it', async () => {
    const session = startSession();
    session.readStoredSession.last().reject(new SyntaxError('bad JSON'));
    await flush();
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.called()).toEqual(['clearStoredSession']);
  });
});

describe('loggedOut', () => {
  it('credentials.submitted starts the login with the typed user and password', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
    expect(session.state().value).toBe('authenticating');
    expect(session.login.calls.map((call) => call.input)).toEqual([{ user: 'ada', password: 'secret' }]);
  });

  it('credentials.submitted sends empty fields as they are (no client-side checks)', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'credentials.submitted', user: '', password: '' });
    expect(session.login.last().input).toEqual({ user: '', password: '' });
  });

  it('credentials.submitted clears the previous failure', async () => {
    const session = await failLogin(failures.status401);
    expect(selectFailure(session.state())).toBe('invalidCredentials');
    session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
    expect(selectFailure(session.state())).toBeNull();
  });

  it('storage.changed with a token re-reads the session another tab signed in', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'storage.changed', token: OTHER_TAB_TOKEN, locked: false });
    expect(session.state().value).toEqual({ restoring: 'afterOtherTab' });
    expect(session.readStoredSession.calls).toHaveLength(2);
    session.readStoredSession.last().resolve({ ...storedSession, token: OTHER_TAB_TOKEN });
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectToken(session.state())).toBe(OTHER_TAB_TOKEN);
  });

  it('storage.changed without a token is ignored', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'storage.changed', token: null, locked: false });
    expect(session.state().value).toBe('loggedOut');
    expect(session.readStoredSession.calls).toHaveLength(1);
  });
});

describe('authenticating', () => {
  it.each([
    { outcome: 'status 401', error: failures.status401, failure: 'invalidCredentials' },
    { outcome: 'status 403', error: failures.status403, failure: 'disabledUser' },
    { outcome: 'status 500', error: failures.status500, failure: 'retry' },
    { outcome: 'status 429', error: failures.status429, failure: 'retry' },
    { outcome: 'an invalid response', error: failures.invalidResponse, failure: 'retry' },
    { outcome: 'a network failure', error: failures.network, failure: 'unreachable' },
    { outcome: 'a timeout', error: failures.timeout, failure: 'unreachable' },
    { outcome: 'an error that is no ApiFailure', error: new TypeError('fetch failed'), failure: 'unreachable' },
  ])('a login failing with $outcome returns to the form with "$failure"', async ({ error, failure }) => {
    const session = await failLogin(error);
    expect(session.state().value).toBe('loggedOut');
    expect(selectFailure(session.state())).toBe(failure);
    expect(paramsOf(session.effects.notifyLoginFailure)).toEqual([failure]);
    expect(session.called()).toEqual(['notifyLoginFailure']);
    expectSignedOutContext(session);
  });

  it('a successful login stores the session and loads the menu of the user\'s role before it says so', async () => {
    const session = await signIn();
    expect(session.state().value).toEqual({ authenticated: 'loadingMenu' });
    expect(selectToken(session.state())).toBe(LOGIN_TOKEN);
    expect(selectUser(session.state())).toEqual(ada);
    expect(session.state().context.login, 'the name typed, not the person\'s name').toBe(ADA_LOGIN);
    expect(selectRole(session.state())).toEqual(cashier);
    expect(paramsOf(session.effects.persistSession)).toEqual([{ response: loginResponse, login: ADA_LOGIN }]);
    // 'Exito' waits for the menu: built first, the alert delayed the menu's request.
    expect(session.effects.notifyLoginSuccess).not.toHaveBeenCalled();
    expect(session.loadMenu.calls.map((call) => call.input)).toEqual([{ roleId: ada.id_rol }]);
    expect(session.effects.navigateToStart).not.toHaveBeenCalled();
  });

  it('is busy and ignores a second credentials.submitted', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
    expect(selectIsBusy(session.state())).toBe(true);
    expect(selectCanSubmitCredentials(session.state())).toBe(false);
    session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'again' });
    expect(session.state().value).toBe('authenticating');
    expect(session.login.calls).toHaveLength(1);
  });
});

describe('loadingMenu', () => {
  it('a loaded menu is built, stored and followed by the role\'s start route', async () => {
    const session = await signIn();
    session.loadMenu.last().resolve(menuResponse);
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectMenu(session.state())).toEqual(builtMenu);
    expect(paramsOf(session.effects.persistMenu)).toEqual([builtMenu]);
    expect(paramsOf(session.effects.navigateToStart)).toEqual([cashier.r_inicio]);
    expect(session.effects.notifyLoginSuccess).toHaveBeenCalledTimes(1);
    expect(session.effects.logMenuFailure).not.toHaveBeenCalled();
  });

  it('a menu failure is logged, not shown, and the user still gets in', async () => {
    const session = await signIn();
    const error = failures.status500;
    session.loadMenu.last().reject(error);
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectMenu(session.state())).toEqual([]);
    expect(paramsOf(session.effects.logMenuFailure)).toEqual([{ error }]);
    expect(paramsOf(session.effects.navigateToStart)).toEqual(['caja']);
    // Signed in all the same: 'Exito' is said once.
    expect(session.effects.notifyLoginSuccess).toHaveBeenCalledTimes(1);
    expect(session.effects.notifyLoginFailure).not.toHaveBeenCalled();
    expect(session.effects.notifySessionExpired).not.toHaveBeenCalled();
    expect(session.effects.persistMenu).not.toHaveBeenCalled();
  });

  it('storage.changed removing the token signs out without revoking it', async () => {
    const session = await signIn();
    session.actor.send({ type: 'storage.changed', token: null, locked: false });
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
    expect(session.effects.revokeToken).not.toHaveBeenCalled();
    expect(session.loadMenu.last().signal.aborted).toBe(true);
  });

  it('storage.changed keeping a token is ignored while the menu loads', async () => {
    const session = await signIn();
    session.actor.send({ type: 'storage.changed', token: OTHER_TAB_TOKEN, locked: true });
    expect(session.state().value).toEqual({ authenticated: 'loadingMenu' });
    expect(selectToken(session.state())).toBe(LOGIN_TOKEN);
  });
});

describe('session.loggedOut', () => {
  it.each([
    { from: 'loggedIn', reach: signedIn },
    { from: 'locked', reach: lockedSession },
    { from: 'loadingMenu', reach: signIn },
  ])('from $from revokes the token, clears storage and context and goes home', async ({ from, reach }) => {
    const session = await reach();
    expect(session.state().value).toEqual({ authenticated: from });
    const tokenBefore = selectToken(session.state());
    const tokensRevoked: (string | null)[] = [];
    session.effects.revokeToken.mockImplementation((args) => {
      tokensRevoked.push((args as { context: SessionContext }).context.token);
    });
    session.actor.send({ type: 'session.loggedOut' });
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(selectFailure(session.state())).toBeNull();
    // The token is revoked while the context still holds it.
    expect(tokensRevoked).toEqual([tokenBefore]);
    expect(session.effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
  });
});

describe('loggedIn', () => {
  it('session.locked shows the lock screen and remembers it', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'session.locked' });
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(session.effects.persistLock).toHaveBeenCalledTimes(1);
    expect(selectToken(session.state())).toBe(LOGIN_TOKEN);
  });

  it('session.expired clears storage and context, goes home and tells the user', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'session.expired' });
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
    expect(session.effects.notifySessionExpired).toHaveBeenCalledTimes(1);
    // The server already refused the token: there is nothing to revoke.
    expect(session.effects.revokeToken).not.toHaveBeenCalled();
  });

  it('session.expired from several calls answered 401 at once ends the session once: one alert, one navigation', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'session.expired' });
    session.actor.send({ type: 'session.expired' });
    session.actor.send({ type: 'session.expired' });
    expect(session.state().value).toBe('loggedOut');
    expect(session.effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
    expect(session.effects.notifySessionExpired).toHaveBeenCalledTimes(1);
  });

  it('profile.photoChanged updates the user\'s photo and stores it', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'profile.photoChanged', perfil: 'fresh.jpg' });
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectUser(session.state())).toEqual({ ...ada, perfil: 'fresh.jpg' });
    expect(paramsOf(session.effects.persistPhoto)).toEqual(['fresh.jpg']);
  });

  it('storage.changed removing the token signs out without revoking it', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'storage.changed', token: null, locked: false });
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
    expect(session.effects.revokeToken).not.toHaveBeenCalled();
    expect(session.effects.clearStoredSession).not.toHaveBeenCalled();
  });

  it('storage.changed replacing the token re-reads the stored session', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'storage.changed', token: OTHER_TAB_TOKEN, locked: false });
    expect(session.state().value).toEqual({ restoring: 'afterOtherTab' });
    expect(session.readStoredSession.calls).toHaveLength(2);
    session.readStoredSession.last().resolve({ ...storedSession, token: OTHER_TAB_TOKEN });
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectToken(session.state())).toBe(OTHER_TAB_TOKEN);
    expect(selectUser(session.state())).toEqual(bob);
  });

  it('storage.changed replacing the token, then finding nothing stored, forgets this tab\'s user', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'storage.changed', token: OTHER_TAB_TOKEN, locked: false });
    expect(selectHasToken(session.state())).toBe(false);
    expect(selectToken(session.state())).toBeNull();
    session.readStoredSession.last().resolve(null);
    await flush();
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    // The application page this tab showed gives way to the login form.
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
  });

  it('storage.changed locking this token elsewhere shows the lock screen without storing it again', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'storage.changed', token: LOGIN_TOKEN, locked: true });
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(session.effects.persistLock).not.toHaveBeenCalled();
  });

  it('storage.changed keeping the same unlocked token changes nothing', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'storage.changed', token: LOGIN_TOKEN, locked: false });
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectToken(session.state())).toBe(LOGIN_TOKEN);
  });
});

describe('locked', () => {
  it('unlock.submitted signs in again with the stored sign-in name (not the person\'s name) and the typed password', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'unlock.submitted', password: 'typed' });
    expect(session.state().value).toBe('unlocking');
    expect(bob.name).not.toBe(BOB_LOGIN);
    expect(session.login.calls.map((call) => call.input)).toEqual([{ user: BOB_LOGIN, password: 'typed' }]);
    expect(selectIsLocked(session.state())).toBe(true);
    expect(selectIsBusy(session.state())).toBe(true);
  });

  it('unlock.submitted after signing in through the form uses the name typed there', async () => {
    const session = await signedIn();
    session.actor.send({ type: 'session.locked' });
    session.actor.send({ type: 'unlock.submitted', password: 'typed' });
    expect(session.login.calls.map((call) => call.input)).toEqual([
      { user: ADA_LOGIN, password: 'secret' },
      { user: ADA_LOGIN, password: 'typed' },
    ]);
  });

  it('credentials.submitted is ignored while the sign-in name is known: the lock screen asks only for the password', async () => {
    const session = await lockedSession();
    expect(selectCanSubmitCredentials(session.state())).toBe(false);
    session.actor.send({ type: 'credentials.submitted', user: 'someone', password: 'typed' });
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(session.login.calls).toHaveLength(0);
  });

  describe('without a stored sign-in name (stored by an older build)', () => {
    it('never signs in with the person\'s name: unlock.submitted without a user is ignored', async () => {
      const session = await restore(storedLockedWithoutLogin);
      session.actor.send({ type: 'unlock.submitted', password: 'typed' });
      expect(session.state().value).toEqual({ authenticated: 'locked' });
      expect(session.login.calls).toHaveLength(0);
    });

    it('credentials.submitted signs in again with the typed user and password, and keeps that name', async () => {
      const session = await restore(storedLockedWithoutLogin);
      expect(selectCanSubmitCredentials(session.state())).toBe(true);
      session.actor.send({ type: 'credentials.submitted', user: BOB_LOGIN, password: 'typed' });
      expect(session.state().value).toBe('unlocking');
      expect(selectLockAsksForUser(session.state())).toBe(true);
      expect(session.login.calls.map((call) => call.input)).toEqual([{ user: BOB_LOGIN, password: 'typed' }]);
      session.login.last().resolve(unlockResponse);
      await flush();
      expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
      expect(session.state().context.login).toBe(BOB_LOGIN);
      expect(paramsOf(session.effects.persistSession)).toEqual([{ response: unlockResponse, login: BOB_LOGIN }]);
      // Locked again later, the lock screen now asks only for the password.
      session.actor.send({ type: 'session.locked' });
      expect(selectLockAsksForUser(session.state())).toBe(false);
    });

    it('a wrong user or password keeps asking for both: never a dead end', async () => {
      const session = await restore(storedLockedWithoutLogin);
      session.actor.send({ type: 'credentials.submitted', user: 'typo', password: 'typed' });
      session.login.last().reject(failures.status401);
      await flush();
      expect(session.state().value).toEqual({ authenticated: 'locked' });
      expect(selectFailure(session.state())).toBe('invalidCredentials');
      expect(selectLockAsksForUser(session.state())).toBe(true);
      session.actor.send({ type: 'credentials.submitted', user: BOB_LOGIN, password: 'typed' });
      expect(session.login.last().input).toEqual({ user: BOB_LOGIN, password: 'typed' });
    });
  });

  it('storage.changed removing the token signs out', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'storage.changed', token: null, locked: true });
    expect(session.state().value).toBe('loggedOut');
    expectSignedOutContext(session);
    expect(session.effects.navigateHome).toHaveBeenCalledTimes(1);
  });

  it('storage.changed replacing the token (unlocked in another tab) re-reads the stored session', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'storage.changed', token: OTHER_TAB_TOKEN, locked: false });
    expect(session.state().value).toEqual({ restoring: 'afterOtherTab' });
    expect(session.readStoredSession.calls).toHaveLength(2);
  });

  it('storage.changed keeping the same token stays locked', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'storage.changed', token: STORED_TOKEN, locked: false });
    expect(session.state().value).toEqual({ authenticated: 'locked' });
  });
});

describe('unlocking', () => {
  it('a correct password returns to the app and clears the lock', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'unlock.submitted', password: 'secret' });
    session.login.last().resolve(unlockResponse);
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'loggedIn' });
    expect(selectToken(session.state())).toBe(UNLOCK_TOKEN);
    expect(selectMenu(session.state())).toEqual(storedMenu);
    expect(session.effects.clearLock).toHaveBeenCalledTimes(1);
    expect(paramsOf(session.effects.persistSession)).toEqual([{ response: unlockResponse, login: BOB_LOGIN }]);
    expect(session.effects.notifyLoginSuccess).not.toHaveBeenCalled();
  });

  it('a wrong password stays on the lock screen with the failure', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'unlock.submitted', password: 'wrong' });
    session.login.last().reject(failures.status401);
    await flush();
    expect(session.state().value).toEqual({ authenticated: 'locked' });
    expect(selectFailure(session.state())).toBe('invalidCredentials');
    expect(paramsOf(session.effects.notifyLoginFailure)).toEqual(['invalidCredentials']);
    expect(selectToken(session.state())).toBe(STORED_TOKEN);
    expect(session.effects.clearLock).not.toHaveBeenCalled();
  });

  it('unlock.submitted again clears the previous failure', async () => {
    const session = await lockedSession();
    session.actor.send({ type: 'unlock.submitted', password: 'wrong' });
    session.login.last().reject(failures.network);
    await flush();
    expect(selectFailure(session.state())).toBe('unreachable');
    session.actor.send({ type: 'unlock.submitted', password: 'secret' });
    expect(selectFailure(session.state())).toBeNull();
  });
});

describe('buildMenu', () => {
  it('keeps the server\'s order and drops empty groups and orphan sub-menus', () => {
    expect(buildMenu(menuResponse)).toEqual(builtMenu);
  });

  it('keeps children in the order the sub-menu rows came', () => {
    const menu = buildMenu({
      menu: [{ id_menu: 1, m_descripcion: 'A', m_icono: 'a' }],
      sub_menu: [
        { id_menu: 1, sm_descripcion: 'Z', sm_ruta: 'z', sm_icono: 'z' },
        { id_menu: 1, sm_descripcion: 'B', sm_ruta: 'b', sm_icono: 'b' },
      ],
    });
    expect(menu[0]?.children.map((child) => child.route)).toEqual(['z', 'b']);
  });

  it('builds nothing from an empty response', () => {
    expect(buildMenu({ menu: [], sub_menu: [] })).toEqual([]);
  });

  it('builds nothing when no group has children', () => {
    expect(buildMenu({ menu: [{ id_menu: 1, m_descripcion: 'A', m_icono: 'a' }], sub_menu: [] })).toEqual([]);
  });
});
