import type { MenuGroup } from '../../machines/contract.ts';
import type { SignedIn, StoredSession } from '../../machines/session/index.ts';
import type { KeyValueStore } from './safeStorage.ts';

/** The seven keys of the specification, and the lock marker (present only while locked). */
export const SESSION_KEYS = ['inicio', 'rol', 'perfil', 'token', 'name', 'id', 'menus'] as const;
export const LOCK_KEY = 'bloqueado';
/**
 * Not in the specification: the sign-in name the user typed, so that a reload of a locked page
 * can still unlock (`name` is the person's name, docs/decisions.md). Missing in sessions stored
 * by older builds: read as unknown, and the lock screen then asks for the user too.
 */
export const LOGIN_KEY = 'login';
/**
 * Not in the specification: present ('1') while the signed-in account must still choose its own
 * password (an administrator set it), so a reload asks for the change again.
 */
export const PASSWORD_CHANGE_KEY = 'cambiarClave';

const isString = (v: unknown): v is string => typeof v === 'string';

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseMenu(text: string | null): MenuGroup[] | null {
  const value = parseJson(text);
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (g) =>
      typeof g === 'object' && g !== null && isString(g.title) && isString(g.icon) && Array.isArray(g.children) &&
      g.children.every((c: unknown) => typeof c === 'object' && c !== null && isString((c as MenuGroup['children'][number]).title) &&
        isString((c as MenuGroup['children'][number]).route) && isString((c as MenuGroup['children'][number]).icon)),
  );
  return valid ? (value as MenuGroup[]) : null;
}

/**
 * The stored role's permission codes (`rol.r_permisos`), kept only when they are a list of
 * strings. A session stored by an older build has none, and anything else is dropped rather than
 * ending the session: without a list the app hides nothing and the server's 403 decides.
 */
const permissionsOf = (value: unknown): { r_permisos?: string[] } =>
  Array.isArray(value) && value.every(isString) ? { r_permisos: value } : {};

export interface SessionStore {
  /** The stored session, or null. Garbage in the identity keys clears them all (logged out). */
  read(): StoredSession | null;
  write(signedIn: SignedIn): void;
  writeMenu(menu: MenuGroup[]): void;
  writePhoto(perfil: string): void;
  lock(): void;
  unlock(): void;
  /** The account chose its own password: the marker goes. */
  passwordChanged(): void;
  clear(): void;
}

export function createSessionStore(store: KeyValueStore): SessionStore {
  // The token goes first on clear and last on write: other tabs react to the `token` key, and
  // must never read a half-written session.
  const clear = () => {
    store.remove('token');
    for (const key of SESSION_KEYS) store.remove(key);
    store.remove(LOGIN_KEY);
    store.remove(LOCK_KEY);
    store.remove(PASSWORD_CHANGE_KEY);
  };
  return {
    read() {
      const token = store.get('token');
      if (!token) return null;
      const id = Number(store.get('id'));
      const name = store.get('name');
      const inicio = store.get('inicio');
      const rol = parseJson(store.get('rol')) as { id_rol?: unknown; r_nombre?: unknown; r_permisos?: unknown } | undefined;
      const perfil = store.get('perfil');
      if (!Number.isInteger(id) || id <= 0 || !name || !inicio || typeof rol !== 'object' || rol === null ||
        !Number.isInteger(rol.id_rol) || !isString(rol.r_nombre)) {
        clear();
        return null;
      }
      const idRol = rol.id_rol as number;
      return {
        token,
        user: { id, name, perfil: perfil ? perfil : null, id_rol: idRol },
        login: store.get(LOGIN_KEY) || null,
        role: { id_rol: idRol, r_nombre: rol.r_nombre, r_inicio: inicio, ...permissionsOf(rol.r_permisos) },
        menu: parseMenu(store.get('menus')),
        locked: store.get(LOCK_KEY) === '1',
        mustChangePassword: store.get(PASSWORD_CHANGE_KEY) === '1',
      };
    },
    write({ response: { accessToken, user, rol, mustChangePassword }, login }) {
      store.set(LOGIN_KEY, login);
      if (mustChangePassword === true) store.set(PASSWORD_CHANGE_KEY, '1');
      else store.remove(PASSWORD_CHANGE_KEY);
      store.set('id', String(user.id));
      store.set('name', user.name);
      store.set('perfil', user.perfil ?? '');
      // The role's permissions too, when the answer had them, so a reload hides the same pages.
      store.set('rol', JSON.stringify({ id_rol: user.id_rol, r_nombre: rol.r_nombre, r_permisos: rol.r_permisos }));
      store.set('inicio', rol.r_inicio);
      store.set('token', accessToken);
    },
    writeMenu(menu) {
      store.set('menus', JSON.stringify(menu));
    },
    writePhoto(perfil) {
      store.set('perfil', perfil);
    },
    lock() {
      store.set(LOCK_KEY, '1');
    },
    unlock() {
      store.remove(LOCK_KEY);
    },
    passwordChanged() {
      store.remove(PASSWORD_CHANGE_KEY);
    },
    clear,
  };
}
