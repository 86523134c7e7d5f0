/**
 * Demo or production start (README, "Demo and production"). Demo, the default, is what `npm start`
 * on a fresh machine needs: the four demo users with their published passwords. Production creates
 * no demo user and never prints a password; its first administrator comes from the environment on
 * the first start (an empty database), and the server refuses to start without one.
 */
import { readFileSync } from 'node:fs';
import { LOGIN_LIMITS } from './routes/login.ts';

export type ServerMode = 'demo' | 'production';

export interface FirstAdmin {
  username: string;
  password: string;
  name: string;
}

/** ASVS 2.1.1 asks for at least 12 characters. */
export const MIN_ADMIN_PASSWORD_CHARS = 12;

type Env = Record<string, string | undefined>;

/** SOFIA_MODE=demo|production; unset: production when NODE_ENV=production, else demo. */
export function modeFromEnv(env: Env): ServerMode {
  const raw = env.SOFIA_MODE?.trim() ?? '';
  if (raw === '') return env.NODE_ENV === 'production' ? 'production' : 'demo';
  if (raw === 'demo' || raw === 'production') return raw;
  throw new Error(`SOFIA_MODE must be "demo" or "production", got "${raw}"`);
}

// Control characters would make the user name untypeable at the login form.
const hasControl = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * The first administrator from SOFIA_ADMIN_USER and SOFIA_ADMIN_PASSWORD (or
 * SOFIA_ADMIN_PASSWORD_FILE, e.g. a container secret), SOFIA_ADMIN_NAME optional; null when no user
 * is given. Throws on a half or invalid setting, never echoing the password.
 */
export function firstAdminFromEnv(env: Env): FirstAdmin | null {
  const username = env.SOFIA_ADMIN_USER?.trim() ?? '';
  const file = env.SOFIA_ADMIN_PASSWORD_FILE?.trim() ?? '';
  let password = env.SOFIA_ADMIN_PASSWORD ?? '';
  if (password === '' && file !== '') password = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  if (username === '' && password === '') return null;
  if (username === '') throw new Error('SOFIA_ADMIN_PASSWORD is set but SOFIA_ADMIN_USER is not');
  if (username.length > LOGIN_LIMITS.maxUserChars || hasControl(username)) {
    throw new Error(`SOFIA_ADMIN_USER must be 1 to ${LOGIN_LIMITS.maxUserChars} printable characters`);
  }
  if (password.length < MIN_ADMIN_PASSWORD_CHARS || password.length > LOGIN_LIMITS.maxPasswordChars) {
    throw new Error(
      `SOFIA_ADMIN_PASSWORD must have ${MIN_ADMIN_PASSWORD_CHARS} to ${LOGIN_LIMITS.maxPasswordChars} characters (it was not shown)`,
    );
  }
  const name = env.SOFIA_ADMIN_NAME?.trim() || username;
  return { username, password, name };
}

/** Said when a production start finds an empty database and no administrator to create. */
export const FIRST_ADMIN_MISSING =
  'Production mode (SOFIA_MODE=production) on an empty database: no demo users are created, so the first ' +
  'administrator must be given. Start once with SOFIA_ADMIN_USER and SOFIA_ADMIN_PASSWORD (at least ' +
  `${MIN_ADMIN_PASSWORD_CHARS} characters; or SOFIA_ADMIN_PASSWORD_FILE) set, then remove them from the environment. ` +
  'For a demo with the published demo users, start with SOFIA_MODE=demo.';
