// @vitest-environment node
/**
 * The forced password change in the session chart: an account whose password an administrator set
 * (the login or unlock answer says `mustChangePassword`) stops in
 * `authenticated.passwordChangeRequired` — no menu, no start page, no 'Exito' — until
 * 'password.changed', and then signs in as usual. A reload (the stored marker) asks again.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LoginRequest, LoginResponse, MenuResponse } from '../../../machines/contract.ts';
import { selectHasToken, selectMustChangePassword, sessionMachine, type StoredSession } from '../../../machines/session/index.ts';
import { actionSpies, controlledPromise, flush } from '../../utils/fakes.ts';
import { menuResponse, mustChangeResponse, storedLocked, storedMustChange, unlockResponse } from '../../utils/fixtures/session.ts';

const EFFECTS = ['persistSession', 'persistMenu', 'clearPasswordChange', 'clearLock', 'clearStoredSession', 'notifyLoginSuccess', 'notifySessionExpired', 'navigateToStart', 'navigateHome'] as const;

async function restore(stored: StoredSession | null) {
  const readStoredSession = controlledPromise<StoredSession | null>();
  const login = controlledPromise<LoginResponse, LoginRequest>();
  const loadMenu = controlledPromise<MenuResponse, { roleId: number }>();
  const effects = actionSpies(EFFECTS);
  const actor = createActor(
    sessionMachine.provide({ actors: { readStoredSession: readStoredSession.logic, login: login.logic, loadMenu: loadMenu.logic }, actions: effects }),
  );
  actor.start();
  readStoredSession.last().resolve(stored);
  await flush();
  return { actor, effects, login, loadMenu, state: () => actor.getSnapshot() };
}

describe('the forced password change', () => {
  it('stops a sign-in whose answer says mustChangePassword before the menu, the start page and Exito', async () => {
    const session = await restore(null);
    session.actor.send({ type: 'credentials.submitted', user: 'ada', password: 'la del administrador' });
    session.login.last().resolve(mustChangeResponse);
    await flush();
    expect(session.state().matches({ authenticated: 'passwordChangeRequired' })).toBe(true);
    expect(selectMustChangePassword(session.state())).toBe(true);
    expect(selectHasToken(session.state())).toBe(true);
    expect(session.effects.persistSession).toHaveBeenCalledTimes(1);
    expect(session.loadMenu.calls).toHaveLength(0);
    expect(session.effects.navigateToStart).not.toHaveBeenCalled();
    expect(session.effects.notifyLoginSuccess).not.toHaveBeenCalled();
    // A lock or a photo is not offered there: the events are ignored.
    session.actor.send({ type: 'session.locked' });
    expect(session.state().matches({ authenticated: 'passwordChangeRequired' })).toBe(true);
  });

  it('goes on signing in once the password is changed: the marker cleared, the menu, the start page, Exito', async () => {
    const session = await restore(storedMustChange);
    expect(session.state().matches({ authenticated: 'passwordChangeRequired' })).toBe(true);
    session.actor.send({ type: 'password.changed' });
    expect(session.effects.clearPasswordChange).toHaveBeenCalledTimes(1);
    expect(session.state().matches({ authenticated: 'loadingMenu' })).toBe(true);
    session.loadMenu.last().resolve(menuResponse);
    await flush();
    expect(session.state().matches({ authenticated: 'loggedIn' })).toBe(true);
    expect(session.effects.navigateToStart).toHaveBeenCalledTimes(1);
    expect(session.effects.notifyLoginSuccess).toHaveBeenCalledTimes(1);
    expect(selectMustChangePassword(session.state())).toBe(false);
  });

  it('ignores password.changed when no change is required', async () => {
    const session = await restore({ ...storedMustChange, mustChangePassword: false });
    session.actor.send({ type: 'password.changed' });
    expect(session.state().matches({ authenticated: 'loggedIn' })).toBe(true);
    expect(session.effects.clearPasswordChange).not.toHaveBeenCalled();
  });

  it('asks for the change after an unlock with a password an administrator reset meanwhile', async () => {
    const session = await restore(storedLocked);
    session.actor.send({ type: 'unlock.submitted', password: 'la del administrador' });
    session.login.last().resolve({ ...unlockResponse, mustChangePassword: true });
    await flush();
    expect(session.state().matches({ authenticated: 'passwordChangeRequired' })).toBe(true);
    expect(session.effects.clearLock).toHaveBeenCalledTimes(1);
  });

  it('ends on a 401 (expired) and on Cerrar sesión', async () => {
    const expired = await restore(storedMustChange);
    expired.actor.send({ type: 'session.expired' });
    expect(expired.state().value).toBe('loggedOut');
    expect(expired.effects.notifySessionExpired).toHaveBeenCalledTimes(1);
    const out = await restore(storedMustChange);
    out.actor.send({ type: 'session.loggedOut' });
    expect(out.state().value).toBe('loggedOut');
    expect(out.effects.clearStoredSession).toHaveBeenCalledTimes(1);
  });
});
