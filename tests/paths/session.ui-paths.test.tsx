/**
 * The session through the UI: start-up's restore (held, so the boot loader can be seen), the login
 * form with every outcome of the error catalogue, the menu load, lock and unlock, logout from every
 * signed-in state, expiry (a 401 on the photo upload) and other tabs (storage events).
 *
 * Executors play the user (typing, clicking) or the fake server answering a held call; storage
 * events are another tab writing the same keys the app writes. Nothing sends to the session actor.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/session/index.ts';
import { CATALOGUE, APP_MESSAGES, LOGIN_FAILURES } from '../../src/i18n/messages.ts';
import { photoUrl } from '../../src/lib/photoUrl.ts';
import { LOCK_KEY, LOGIN_KEY, PASSWORD_CHANGE_KEY } from '../../src/storage/sessionStore.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { errorEvent } from '../utils/fixtures.ts';
import { failures, sessionFixtures, storedSession, type SessionModelEvent } from '../utils/fixtures/session.ts';
import {
  changePasswordWith, chooseProfileEntry, choosePhoto, forcedPasswordHeading, groupName, lockHeading, loginButton, otherTabWrote, photoFile, profileButton,
  shownGroups, signInWith, storeSession, TEXT,
} from './gestures.ts';
import { defineUiPaths, type StateContext, type UiRun } from './kit.ts';

type Session = SnapshotFrom<typeof sessionMachine>;
type Context = StateContext<Session, SessionModelEvent>;

const events = {
  // The machine-level fixtures, with the failures named as a tester reads them in a path's name.
  ...sessionFixtures,
  'xstate.error.actor.readStoredSession': { unreadable: errorEvent('readStoredSession', new Error('storage unavailable')) },
  'xstate.error.actor.login': {
    '401': errorEvent('login', failures.status401),
    '403': errorEvent('login', failures.status403),
    '500': errorEvent('login', failures.status500),
    network: errorEvent('login', failures.network),
    timeout: errorEvent('login', failures.timeout),
  },
  'xstate.error.actor.loadMenu': { '500': errorEvent('loadMenu', failures.status500) },
  'xstate.error.actor.unlock': { '401': errorEvent('unlock', failures.status401), network: errorEvent('unlock', failures.network) },
} satisfies EventFixtures<SessionModelEvent>;

const isLockedState = (state: Session) => state.hasTag('lockScreen');

/** Saves a new photo through the profile dialog; the fake server's answer decides the outcome. */
async function uploadPhoto(ui: UiRun, answer: (ui: UiRun) => Promise<void>): Promise<void> {
  await chooseProfileEntry(TEXT.editProfile);
  await screen.findByRole('dialog', { name: TEXT.photoDialog });
  choosePhoto(photoFile('me.jpg', 'image/jpeg'));
  fireEvent.click(await screen.findByRole('button', { name: TEXT.save }));
  await answer(ui);
}

const lastAlert = (ui: UiRun) => ui.deps.alerts[ui.deps.alerts.length - 1];
const translated = (message: { title: MessageDescriptor; text: MessageDescriptor }) => ({
  title: i18n._(message.title),
  text: i18n._(message.text),
});

/** The failure next to the form (and as an alert) is the catalogue's text for the model's failure; none otherwise. */
function showsFailure({ state, previous, ui }: Context, form: HTMLElement): void {
  const { failure } = state.context;
  const shown = within(form).queryByRole('alert');
  if (failure === null) {
    expect(shown, 'no failure is shown').toBeNull();
    return;
  }
  expect(shown?.textContent).toBe(i18n._(LOGIN_FAILURES[failure].text));
  if (previous?.matches('authenticating') || previous?.matches('unlocking')) {
    expect(lastAlert(ui)).toEqual({ icon: 'error', ...translated(LOGIN_FAILURES[failure]) });
  }
}

async function loginForm(): Promise<HTMLElement> {
  const field = await screen.findByPlaceholderText(TEXT.userPlaceholder);
  const form = field.closest('form');
  if (!form) throw new Error('the user field is outside a form');
  return form;
}

defineUiPaths<typeof sessionMachine, SessionModelEvent>({
  machine: sessionMachine,
  name: 'session',
  // The app opens at `/`; start-up's restore waits for the path, so `restoring` can be seen.
  setup: () => ({ route: '/', holdRestore: true }),
  events,
  executors: {
    // The login form, or the lock screen of a session whose sign-in name an older build did not store.
    'credentials.submitted': ({ event }) => {
      if (!lockHeading()) return signInWith(event.user, event.password);
      fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: event.user } });
      fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: event.password } });
      fireEvent.click(screen.getByRole('button', { name: TEXT.unlock }));
    },
    'session.loggedOut': async ({ ui }) => {
      const lockScreen = lockHeading() ?? forcedPasswordHeading();
      if (lockScreen) {
        fireEvent.click(screen.getByRole('button', { name: TEXT.signOut }));
        return;
      }
      // While the menu loads the login page stays and offers no way out: the user types the
      // address of any page of the application layout, whose header has the profile menu.
      if (!profileButton()) await ui.goTo('/pages/faq');
      await chooseProfileEntry(TEXT.signOut);
    },
    'session.locked': () => chooseProfileEntry(TEXT.lock),
    'unlock.submitted': async ({ event }) => {
      await screen.findByRole('heading', { name: TEXT.locked });
      fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: event.password } });
      fireEvent.click(screen.getByRole('button', { name: TEXT.unlock }));
    },
    // The token died: the next authorised call answers 401 (the photo upload; on the forced
    // password change, the change itself).
    'session.expired': ({ ui }) => {
      if (forcedPasswordHeading()) {
        ui.deps.api.changePassword.mockRejectedValueOnce(failures.status401);
        changePasswordWith('la del administrador', 'mi clave propia');
        return;
      }
      return uploadPhoto(ui, () => ui.api.uploadPhoto.reject(failures.status401));
    },
    // 'Cambiar contraseña' on the forced screen; the fake server accepts it.
    'password.changed': async () => {
      await screen.findByRole('heading', { name: TEXT.forcedPassword });
      changePasswordWith('la del administrador', 'mi clave propia');
    },
    'profile.photoChanged': ({ event, ui }) => uploadPhoto(ui, () => ui.api.uploadPhoto.resolve({ perfil: event.perfil })),
    // Another tab wrote the keys this app writes: a session for `token` (or none), locked or not.
    'storage.changed': ({ event, before, ui }) => {
      const { storage } = ui.deps;
      if (event.token === null) {
        otherTabWrote(storage, null, null);
        return;
      }
      if (event.token !== before.context.token) {
        const other: StoredSession = { ...storedSession, token: event.token, locked: event.locked };
        storeSession(storage, other);
        otherTabWrote(storage, 'token', event.token);
        return;
      }
      otherTabWrote(storage, LOCK_KEY, event.locked ? '1' : null);
    },
    // What the previous visit left is written just before the held restore reads it.
    'xstate.done.actor.readStoredSession': ({ event, ui }) => {
      storeSession(ui.deps.storage, event.output);
      return ui.restore.resolve();
    },
    // sessionStore.read() never throws (garbage is cleared and read as "none"): only a failing
    // storage gate can make the restore fail. The app must still end on the login form.
    'xstate.error.actor.readStoredSession': ({ event, ui }) => ui.restore.reject(event.error),
    'xstate.done.actor.login': ({ event, ui }) => ui.api.login.resolve(event.output),
    'xstate.error.actor.login': ({ event, ui }) => ui.api.login.reject(event.error),
    'xstate.done.actor.loadMenu': ({ event, ui }) => ui.api.loadMenu.resolve(event.output),
    'xstate.error.actor.loadMenu': ({ event, ui }) => ui.api.loadMenu.reject(event.error),
    // Unlocking signs the stored user in again: the same login call.
    'xstate.done.actor.unlock': ({ event, ui }) => ui.api.login.resolve(event.output),
    'xstate.error.actor.unlock': ({ event, ui }) => ui.api.login.reject(event.error),
  },
  journeys: [
    // Another tab replaced the session of a locked tab, then signed out before this tab re-read
    // it: the application page must give way to the login form (it stayed, empty, before).
    {
      events: [
        'xstate.done.actor.readStoredSession(stored)',
        'storage.changed(storedTokenLocked)',
        'storage.changed(otherToken)',
        'xstate.done.actor.readStoredSession(none)',
      ],
    },
    // Locked by an older build, which stored no sign-in name: the lock screen asks for user and
    // password; once unlocked, the name typed is kept, and the next lock asks only for the password.
    {
      events: [
        'xstate.done.actor.readStoredSession(lockedWithoutLogin)',
        'credentials.submitted(storedUser)',
        'xstate.done.actor.unlock(default)',
        'session.locked',
        'unlock.submitted',
        'xstate.done.actor.unlock(default)',
      ],
    },
  ],
  preconditions: {
    // A storage event reports a change: the stored token or the lock marker differs from this tab's.
    'storage.changed': (state, event) => event.token !== state.context.token || event.locked !== isLockedState(state),
  },
  states: {
    'restoring.startUp': async () => {
      // Start-up: only the boot loader, nothing of any page yet.
      const loader = await screen.findByRole('status');
      expect(loader.getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('heading')).toBeNull();
      expect(loginButton()).toBeNull();
    },
    'restoring.afterOtherTab': () => {
      // Another tab changed the session: this tab re-reads it and shows nothing of the old one.
      expect(profileButton(), 'the profile menu of the old session').toBeNull();
      expect(lockHeading(), 'the lock screen of the old session').toBeNull();
    },
    loggedOut: async (context) => {
      const { previous, event, ui } = context;
      const form = await loginForm();
      expect(ui.path()).toBe('/');
      expect(loginButton()?.textContent).toBe(TEXT.signIn);
      expect((loginButton() as HTMLButtonElement).disabled).toBe(false);
      expect(form.getAttribute('aria-busy')).toBe('false');
      expect(profileButton()).toBeNull();
      expect(lockHeading()).toBeNull();
      showsFailure(context, form);
      expect(ui.deps.storage.get('token'), 'no stored token').toBeNull();
      if (event.type === 'session.expired') {
        expect(lastAlert(ui)).toEqual({ icon: 'warning', ...translated(APP_MESSAGES.sessionExpired) });
      }
      if (event.type === 'session.loggedOut') {
        // This tab revokes its token on the server (best effort); another tab's logout did it already.
        expect(ui.deps.api.logout).toHaveBeenLastCalledWith({ token: previous?.context.token });
      }
    },
    authenticating: async ({ event, ui }) => {
      const button = await screen.findByRole('button', { name: TEXT.signingIn });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect((await loginForm()).getAttribute('aria-busy')).toBe('true');
      if (event.type === 'credentials.submitted') {
        expect(ui.api.login.last()?.[0]).toEqual({ user: event.user, password: event.password });
      }
    },
    'authenticated.loadingMenu': async ({ state, ui }) => {
      // 'Exito' waits for the menu (its dialog, built first, delayed the menu's request).
      expect(lastAlert(ui)?.text).not.toBe(translated(CATALOGUE.loginSuccess).text);
      expect(ui.api.loadMenu.last()?.[0]).toEqual({ roleId: state.context.user?.id_rol });
      expect(ui.deps.storage.get('token'), 'the new token is stored').toBe(state.context.token);
      expect(ui.deps.storage.get(LOGIN_KEY), 'the name typed is stored for the lock screen').toBe(state.context.login);
      // Nothing protected is shown until the menu has loaded (or failed).
      expect(ui.path()).toBe('/');
      expect(screen.queryByRole('navigation', { name: TEXT.sidebar })).toBeNull();
    },
    'authenticated.loggedIn': async ({ state, previous, event, ui }) => {
      const { user, role, menu } = state.context;
      const profile = await screen.findByRole('button', { name: TEXT.profileMenu });
      expect(profile.textContent).toContain(user?.name);
      expect(profile.textContent).toContain(role?.r_nombre);
      const photo = photoUrl(user?.perfil);
      expect(profile.querySelector('img')?.getAttribute('src') ?? null, 'the avatar').toBe(photo);
      expect(lockHeading()).toBeNull();
      expect(loginButton()).toBeNull();
      const nav = await screen.findByRole('navigation', { name: TEXT.sidebar });
      expect(shownGroups(nav)).toEqual(menu.map(groupName));
      // Signed in from the login form: the role's start page, and then 'Exito'.
      if (previous?.matches({ authenticated: 'loadingMenu' })) {
        expect(ui.path()).toBe(`/${role?.r_inicio}`);
        expect(lastAlert(ui)).toEqual({ icon: 'success', ...translated(CATALOGUE.loginSuccess) });
      }
      if (event.type === 'xstate.error.actor.loadMenu') expect(ui.deps.log.error).toHaveBeenCalled();
      if (event.type === 'xstate.done.actor.readStoredSession' && event.output?.menu === null) {
        expect(ui.deps.log.warn).toHaveBeenCalled();
      }
      if (event.type === 'profile.photoChanged') {
        expect(lastAlert(ui)).toEqual({ icon: 'success', ...translated(CATALOGUE.saved) });
        expect(ui.deps.storage.get('perfil')).toBe(event.perfil);
      }
      if (previous?.matches('unlocking')) {
        expect(ui.deps.storage.get(LOCK_KEY), 'the lock marker').toBeNull();
        // Unlocked: a later reload of a locked page can sign in again with the name used here.
        expect(ui.deps.storage.get(LOGIN_KEY), 'the sign-in name').toBe(state.context.login);
      }
    },
    'authenticated.passwordChangeRequired': async ({ state, ui }) => {
      // Before anything else: the change, with a way out; nothing of the application, no menu.
      await screen.findByRole('heading', { name: TEXT.forcedPassword });
      expect(screen.getByText(state.context.user?.name ?? '?')).toBeTruthy();
      expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
      expect(screen.getByRole('button', { name: TEXT.signOut })).toBeTruthy();
      expect(profileButton(), 'nothing of the application before the change').toBeNull();
      expect(screen.queryByRole('navigation', { name: TEXT.sidebar })).toBeNull();
      expect(lockHeading()).toBeNull();
      expect(ui.deps.storage.get(PASSWORD_CHANGE_KEY), 'a reload asks again').toBe('1');
      expect(ui.deps.storage.get('token')).toBe(state.context.token);
    },
    'authenticated.locked': async ({ state, ui }) => {
      await screen.findByRole('heading', { name: TEXT.locked });
      expect(screen.getByText(state.context.user?.name ?? '?')).toBeTruthy();
      // The person's name is shown; the sign-in name is asked for only when the session lacks it.
      expect(screen.queryByLabelText('Usuario') !== null, 'a user field').toBe(state.context.login === null);
      const unlock = screen.getByRole('button', { name: TEXT.unlock }) as HTMLButtonElement;
      expect(unlock.disabled).toBe(false);
      expect(profileButton(), 'nothing of the application behind the lock').toBeNull();
      const form = unlock.closest('form') as HTMLElement;
      const { failure } = state.context;
      const shown = within(form).queryByRole('alert');
      expect(shown?.textContent ?? null).toBe(failure === null ? null : i18n._(LOGIN_FAILURES[failure].text));
      expect(ui.deps.storage.get(LOCK_KEY), 'the lock survives a reload').toBe('1');
    },
    unlocking: async ({ previous, event, ui }) => {
      const button = (await screen.findByRole('button', { name: TEXT.unlocking })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      // Signs in again with the name the session was opened with (never the person's name shown),
      // or, when the session lacks it, with the user typed on the lock screen.
      if (event.type === 'unlock.submitted') {
        expect(previous?.context.login).not.toBeNull();
        expect(ui.api.login.last()?.[0]).toEqual({ user: previous?.context.login, password: event.password });
      }
      if (event.type === 'credentials.submitted') {
        expect(ui.api.login.last()?.[0]).toEqual({ user: event.user, password: event.password });
      }
    },
  },
});
