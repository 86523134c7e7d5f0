import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import type { LoginRequest, LoginResponse, MenuGroup, MenuResponse } from '../contract.ts';
import { loginFailureOf } from './session.failures.ts';
import { buildMenu } from './session.menu.ts';
import type { LoginFailure, MenuInput, SessionContext, SessionEvent, SignedIn, StoredSession } from './session.types.ts';

const notProvided = (name: string) => () => {
  throw new Error(`session: the "${name}" effect must be provided by the app`);
};

const signedOut: Pick<SessionContext, 'token' | 'user' | 'login' | 'pendingLogin' | 'role' | 'menu'> = {
  token: null,
  user: null,
  login: null,
  pendingLogin: null,
  role: null,
  menu: [],
};

/** The accepted login: the server's answer and the sign-in name that was sent for it. */
const signedIn = (response: LoginResponse, context: SessionContext): SignedIn => ({ response, login: context.pendingLogin ?? '' });

/**
 * The menu is loaded for the role of the user who just signed in; `loadingMenu` is entered only
 * from a successful login, which sets the user, so a missing one is a broken machine, not role 0.
 */
function menuInputOf(context: SessionContext): MenuInput {
  if (context.user === null) throw new Error('session: the menu is loaded after signing in, and no user is signed in');
  return { roleId: context.user.id_rol };
}

/**
 * The staff session.
 *
 * - `restoring`: the stored session is read back.
 * - `restoring.startUp`: at start-up. The user sees the loader only.
 * - `restoring.afterOtherTab`: another tab changed the stored session; the page stays, with
 *   nothing of this tab's old session. If the re-read finds none, the login form follows.
 * - `loggedOut`: the login form ('Iniciar sesion').
 * - `authenticating`: the form is busy; the button shows progress and cannot submit again.
 * - `authenticated` (tag `authenticated`): a token is held and the session can be ended:
 *   'Cerrar sesión' and another tab's sign-out answer the same in each of its states.
 * - `authenticated.loadingMenu`: signed in ('Exito' / 'Logueado correctamente' shown); the role's
 *   menu loads while the login button still shows progress.
 * - `authenticated.loggedIn`: the application layout with the role's menu.
 * - `authenticated.passwordChangeRequired` (tag `passwordChange`): an administrator set the
 *   password (a new account, a reset): before anything else the user chooses their own
 *   ('Cambiar contraseña', machines/passwordChange). No menu is loaded and nothing of the
 *   application is shown (the server refuses every other call until then); 'Cerrar sesión' leaves.
 *   The change done, the sign-in goes on as usual (the menu, the start page, 'Exito').
 * - `authenticated.locked`: the lock screen (photo, name, password field); the session is kept.
 *   When the session's sign-in name is not known (stored by an older build), it asks for the
 *   user too.
 * - `unlocking`: the lock screen is busy re-checking the password. The token is still held (tag
 *   `authenticated`), but nothing interrupts the check, neither 'Cerrar sesión' nor another tab:
 *   the answer decides. So it stands outside the `authenticated` state.
 *
 * Tags: `authenticated` (the route guard lets protected pages render), `busy` (a form shows
 * progress), `lockScreen` (the lock screen is shown), `passwordChange` (the forced change is shown).
 *
 * Every effect (HTTP, storage, alerts, navigation, logging) is a named actor or action that
 * src/ provides with `.provide()`; tests provide fakes the same way.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<StoredSession | null>(notProvided('readStoredSession')),
    login: fromPromise<LoginResponse, LoginRequest>(notProvided('login')),
    loadMenu: fromPromise<MenuResponse, MenuInput>(notProvided('loadMenu')),
  },
  actions: {
    assignRestored: assign((_, stored: StoredSession) => ({
      token: stored.token,
      user: stored.user,
      login: stored.login,
      pendingLogin: null,
      // The permissions ride along (absent from a session stored before the login answer had them).
      role: { r_inicio: stored.role.r_inicio, r_nombre: stored.role.r_nombre, ...(stored.role.r_permisos && { r_permisos: stored.role.r_permisos }) },
      menu: stored.menu ?? [],
      failure: null,
    })),
    assignSignedIn: assign((_, { response, login }: SignedIn) => ({
      token: response.accessToken,
      user: response.user,
      login,
      role: response.rol,
      failure: null,
    })),
    assignPendingLogin: assign((_, login: string) => ({ pendingLogin: login })),
    assignMenu: assign((_, menu: MenuGroup[]) => ({ menu })),
    assignFailure: assign((_, failure: LoginFailure) => ({ failure })),
    clearFailure: assign({ failure: null }),
    assignPhoto: assign(({ context }, perfil: string) => ({
      user: context.user ? { ...context.user, perfil } : null,
    })),
    clearSession: assign({ ...signedOut, failure: null }),
    /** The stored session no longer says the password must change (a reload goes on signed in). */
    clearPasswordChange: () => {},
    // Effects, provided by src/.
    persistSession: (_, _signedIn: SignedIn) => {},
    persistMenu: (_, _menu: MenuGroup[]) => {},
    persistPhoto: (_, _perfil: string) => {},
    persistLock: () => {},
    clearLock: () => {},
    clearStoredSession: () => {},
    /** Best effort: tells the server to revoke `context.token` (a stolen copy dies with the logout). */
    revokeToken: () => {},
    notifyLoginSuccess: () => {},
    notifyLoginFailure: (_, _failure: LoginFailure) => {},
    notifySessionExpired: () => {},
    warnNoStoredMenu: () => {},
    logMenuFailure: (_, _params: { error: unknown }) => {},
    navigateToStart: (_, _route: string) => {},
    navigateHome: () => {},
  },
  guards: {
    isLockedSession: (_, stored: StoredSession | null) => stored !== null && stored.locked,
    mustChangeStored: (_, stored: StoredSession | null) => stored !== null && stored.mustChangePassword,
    /** The login answer says an administrator chose this password. */
    mustChangePassword: (_, response: LoginResponse) => response.mustChangePassword === true,
    hasStoredSession: (_, stored: StoredSession | null) => stored !== null,
    lacksStoredMenu: (_, stored: StoredSession | null) => stored !== null && stored.menu === null,
    tokenAppeared: ({ event }) => event.type === 'storage.changed' && event.token !== null,
    tokenRemoved: ({ event }) => event.type === 'storage.changed' && event.token === null,
    tokenReplaced: ({ context, event }) =>
      event.type === 'storage.changed' && event.token !== null && event.token !== context.token,
    /** This session (same token) was locked in another tab. */
    lockedElsewhere: ({ context, event }) => event.type === 'storage.changed' && event.locked && event.token === context.token,
    /** The lock screen can sign in again by itself only with the name the user signed in with. */
    knowsLogin: ({ context }) => context.login !== null,
    lacksLogin: ({ context }) => context.login === null,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { ...signedOut, failure: null },
  states: {
    restoring: {
      initial: 'startUp',
      states: {
        startUp: {},
        afterOtherTab: {},
      },
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'isLockedSession', params: ({ event }) => event.output },
            target: 'authenticated.locked',
            actions: { type: 'assignRestored', params: ({ event }) => event.output as StoredSession },
          },
          {
            // Reloaded before choosing a password: the change is asked for again.
            guard: { type: 'mustChangeStored', params: ({ event }) => event.output },
            target: 'authenticated.passwordChangeRequired',
            actions: { type: 'assignRestored', params: ({ event }) => event.output as StoredSession },
          },
          {
            // Specification: no saved menu leaves the menu empty and logs a warning only.
            guard: { type: 'lacksStoredMenu', params: ({ event }) => event.output },
            target: 'authenticated.loggedIn',
            actions: [{ type: 'assignRestored', params: ({ event }) => event.output as StoredSession }, 'warnNoStoredMenu'],
          },
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
            target: 'authenticated.loggedIn',
            actions: { type: 'assignRestored', params: ({ event }) => event.output as StoredSession },
          },
          // Another tab's session vanished before this one read it: this tab's page is gone too.
          { guard: stateIn({ restoring: 'afterOtherTab' }), target: 'loggedOut', actions: 'navigateHome' },
          // At start-up the guard decides about the address (a protected one without a token: error500).
          { target: 'loggedOut' },
        ],
        // Unreadable storage is treated as no session; src/ has already cleared the keys. After
        // another tab's change this tab's page is gone too, as when the re-read finds nothing.
        onError: [
          { guard: stateIn({ restoring: 'afterOtherTab' }), target: 'loggedOut', actions: ['clearStoredSession', 'navigateHome'] },
          { target: 'loggedOut', actions: 'clearStoredSession' },
        ],
      },
    },
    loggedOut: {
      on: {
        'credentials.submitted': {
          target: 'authenticating',
          actions: ['clearFailure', { type: 'assignPendingLogin', params: ({ event }) => event.user }],
        },
        'storage.changed': { guard: 'tokenAppeared', target: 'restoring.afterOtherTab' },
      },
    },
    authenticating: {
      tags: ['busy'],
      // No `credentials.submitted` here: a second submit is ignored by construction.
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'credentials.submitted');
          return { user: event.user, password: event.password };
        },
        onDone: [
          {
            // An administrator chose this password: the user chooses their own first.
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'authenticated.passwordChangeRequired',
            actions: [
              { type: 'assignSignedIn', params: ({ context, event }) => signedIn(event.output, context) },
              { type: 'persistSession', params: ({ context, event }) => signedIn(event.output, context) },
            ],
          },
          {
            target: 'authenticated.loadingMenu',
            actions: [
              { type: 'assignSignedIn', params: ({ context, event }) => signedIn(event.output, context) },
              { type: 'persistSession', params: ({ context, event }) => signedIn(event.output, context) },
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: [
            { type: 'assignFailure', params: ({ event }) => loginFailureOf(event.error) },
            { type: 'notifyLoginFailure', params: ({ event }) => loginFailureOf(event.error) },
          ],
        },
      },
    },
    /** A token is held and the session can be ended: 'Cerrar sesión' and another tab's sign-out are answered here once. */
    authenticated: {
      // Every way in names its child (signed in now: loadingMenu; restored: loggedIn or locked).
      initial: 'loadingMenu',
      tags: ['authenticated'],
      on: {
        'session.loggedOut': { target: 'loggedOut', actions: ['revokeToken', 'clearStoredSession', 'clearSession', 'navigateHome'] },
        // Another tab signed out: this one follows (its token is already revoked there).
        'storage.changed': { guard: 'tokenRemoved', target: 'loggedOut', actions: ['clearSession', 'navigateHome'] },
      },
      states: {
        loadingMenu: {
          // Still signing in from the user's point of view: the login button keeps showing progress.
          tags: ['busy'],
          invoke: {
            id: 'loadMenu',
            src: 'loadMenu',
            input: ({ context }) => menuInputOf(context),
            onDone: {
              target: 'loggedIn',
              actions: [
                { type: 'assignMenu', params: ({ event }) => buildMenu(event.output) },
                { type: 'persistMenu', params: ({ event }) => buildMenu(event.output) },
                { type: 'navigateToStart', params: ({ context }) => context.role?.r_inicio ?? '' },
                // 'Exito' once the app is on its way to the screen, not before the menu's request:
                // building the alert first delayed the menu (docs/decisions.md, "Sign-in speed").
                'notifyLoginSuccess',
              ],
            },
            // Specification: a menu failure is logged, not shown; the user is still signed in.
            onError: {
              target: 'loggedIn',
              actions: [
                { type: 'logMenuFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'navigateToStart', params: ({ context }) => context.role?.r_inicio ?? '' },
                'notifyLoginSuccess',
              ],
            },
          },
          // A token written by another tab meanwhile is not followed (no `tokenReplaced` here):
          // this tab's sign-in goes on.
        },
        loggedIn: {
          on: {
            'session.locked': { target: 'locked', actions: 'persistLock' },
            'session.expired': { target: '#session.loggedOut', actions: ['clearStoredSession', 'clearSession', 'navigateHome', 'notifySessionExpired'] },
            'profile.photoChanged': {
              actions: [
                { type: 'assignPhoto', params: ({ event }) => event.perfil },
                { type: 'persistPhoto', params: ({ event }) => event.perfil },
              ],
            },
            'storage.changed': [
              // Drop this tab's copy first: if the re-read finds nothing, the form must not keep the old user.
              { guard: 'tokenReplaced', target: '#session.restoring.afterOtherTab', actions: 'clearSession' },
              { guard: 'lockedElsewhere', target: 'locked' },
            ],
          },
        },
        /** An administrator set the password: before anything else the user chooses their own; no menu, nothing of the application, 'Cerrar sesión' leaves. */
        passwordChangeRequired: {
          tags: ['passwordChange'],
          on: {
            // The form (machines/passwordChange) changed it: the sign-in goes on as usual.
            'password.changed': { target: 'loadingMenu', actions: 'clearPasswordChange' },
            // The change answered 401 (the account was disabled meanwhile).
            'session.expired': { target: '#session.loggedOut', actions: ['clearStoredSession', 'clearSession', 'navigateHome', 'notifySessionExpired'] },
            // Another tab signed in (as someone else, or again): this one follows.
            'storage.changed': { guard: 'tokenReplaced', target: '#session.restoring.afterOtherTab', actions: 'clearSession' },
          },
        },
        locked: {
          tags: ['lockScreen'],
          on: {
            'unlock.submitted': {
              guard: 'knowsLogin',
              target: '#session.unlocking',
              actions: ['clearFailure', { type: 'assignPendingLogin', params: ({ context }) => context.login ?? '' }],
            },
            // Unknown sign-in name (a session stored by an older build): the lock screen asks for the
            // user and the password, never signing in with the person's display name.
            'credentials.submitted': {
              guard: 'lacksLogin',
              target: '#session.unlocking',
              actions: ['clearFailure', { type: 'assignPendingLogin', params: ({ event }) => event.user }],
            },
            // Unlocking in another tab signs in again there, which stores a new token.
            'storage.changed': { guard: 'tokenReplaced', target: '#session.restoring.afterOtherTab', actions: 'clearSession' },
          },
        },
      },
    },
    /**
     * The token is still held (tag `authenticated`), but nothing interrupts the password check,
     * neither 'Cerrar sesión' nor another tab: the answer decides. So it stands outside the
     * `authenticated` state and its handlers.
     */
    unlocking: {
      tags: ['authenticated', 'lockScreen', 'busy'],
      invoke: {
        id: 'unlock',
        src: 'login',
        // Unlock signs in again with the session's sign-in name (or the one just typed when it
        // was not known) and the password just typed.
        input: ({ context, event }) => {
          assertEvent(event, ['unlock.submitted', 'credentials.submitted']);
          return { user: context.pendingLogin ?? '', password: event.password };
        },
        onDone: [
          {
            // The password was reset while the screen was locked: the new one is the administrator's.
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'authenticated.passwordChangeRequired',
            actions: [
              { type: 'assignSignedIn', params: ({ context, event }) => signedIn(event.output, context) },
              { type: 'persistSession', params: ({ context, event }) => signedIn(event.output, context) },
              'clearLock',
            ],
          },
          {
            target: 'authenticated.loggedIn',
            actions: [
              { type: 'assignSignedIn', params: ({ context, event }) => signedIn(event.output, context) },
              { type: 'persistSession', params: ({ context, event }) => signedIn(event.output, context) },
              'clearLock',
            ],
          },
        ],
        onError: {
          target: 'authenticated.locked',
          actions: [
            { type: 'assignFailure', params: ({ event }) => loginFailureOf(event.error) },
            { type: 'notifyLoginFailure', params: ({ event }) => loginFailureOf(event.error) },
          ],
        },
      },
    },
  },
});
