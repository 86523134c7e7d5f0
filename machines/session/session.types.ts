import type { ApiRole, ApiUser, LoginRequest, LoginResponse, MenuGroup, MenuResponse } from '../contract.ts';

export type { ApiFailure } from '../apiFailure.ts';

/** The login outcomes of the specification's error catalogue (section 8). */
export type LoginFailure = 'invalidCredentials' | 'disabledUser' | 'retry' | 'unreachable';

/** What the browser storage held at start-up, already parsed and checked by src/. */
export interface StoredSession {
  token: string;
  user: ApiUser;
  /**
   * The sign-in name the user typed ('Ingresa tu usuario'); the lock screen signs in again with
   * it. null for a session stored by an older build, which did not keep it.
   */
  login: string | null;
  role: ApiRole & { id_rol: number };
  /** null when no menu was saved or it could not be read: the menu stays empty. */
  menu: MenuGroup[] | null;
  /** The lock screen was showing when the page was left. */
  locked: boolean;
  /** The page was left before choosing a password an administrator had set (the change is asked for again). */
  mustChangePassword: boolean;
}

export interface SessionContext {
  token: string | null;
  /** The person: `user.name` is the name the header shows, not what they sign in with. */
  user: ApiUser | null;
  /**
   * The sign-in name this session was opened with (what the user typed into 'Ingresa tu usuario'):
   * unlocking signs in again with it. null when signed out, or when a session stored by an older
   * build is restored: the lock screen then asks for the user as well as the password.
   */
  login: string | null;
  /** The sign-in name sent by the login or unlock in progress (or the last one tried): `login` once accepted. */
  pendingLogin: string | null;
  role: ApiRole | null;
  menu: MenuGroup[];
  /** The last login or unlock failure, shown next to the form; cleared on the next attempt. */
  failure: LoginFailure | null;
}

export type SessionEvent =
  /** The login form; also the lock screen when the session's sign-in name is not known. */
  | { type: 'credentials.submitted'; user: string; password: string }
  | { type: 'session.loggedOut' }
  | { type: 'session.locked' }
  | { type: 'unlock.submitted'; password: string }
  /** An authorised call answered 401: the token is no longer valid. */
  | { type: 'session.expired' }
  /** 'Cambiar contraseña' succeeded (machines/passwordChange). */
  | { type: 'password.changed' }
  /** The photo dialog saved a new photo. */
  | { type: 'profile.photoChanged'; perfil: string }
  /** Another tab changed the stored session (storage event), reduced to what matters here. */
  | { type: 'storage.changed'; token: string | null; locked: boolean };

export type { LoginRequest, LoginResponse, MenuResponse };

/** A login or unlock the server accepted, with the sign-in name it accepted. */
export interface SignedIn {
  response: LoginResponse;
  login: string;
}

export interface MenuInput {
  roleId: number;
}
