/**
 * POST /login (security.md B1–B6). Cheap checks first (media type, size, shape: server/http/jsonBody.ts;
 * then hashing capacity, throttle), then exactly one scrypt verification whether or not the user
 * exists, then the answer (with the role's permission codes, `rol.r_permisos`).
 * Wrong user and wrong password share one response object, so they cannot differ in status, body
 * or headers. 429 `addressThrottled` + Retry-After when the client's address already has its share
 * of sign-ins in flight (server/auth/addressGate.ts, checked first, so one address cannot fill the
 * shared queue), 429 `loginThrottled` + Retry-After when throttled (server/auth/throttle.ts), 503
 * `busy` + Retry-After when too many password checks are already under way (server/auth/hashLimit.ts).
 * Every refusal carries its `code` (401 `invalidCredentials`, 403 `accountDisabled`).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { LoginRequestSchema, type LoginResponse } from '../../machines/contract.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { clientAddress } from '../net.ts';
import { issueToken } from '../auth/tokens.ts';
import { HashBusyError } from '../auth/hashLimit.ts';
import { AddressGate } from '../auth/addressGate.ts';
import { aggregatedLog } from '../logAggregate.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { permissionCodesOf } from '../auth/rolePermissions.ts';

export const LOGIN_LIMITS = { maxBodyBytes: 8 * 1024, maxUserChars: 128, maxPasswordChars: 1024 } as const;

const MSG_INVALID = 'Usuario o contraseña incorrectos';
const MSG_DISABLED = 'Usuario inhabilitado, contáctese con soporte';
const MSG_THROTTLED = 'Demasiados intentos. Intente nuevamente más tarde.';
const MSG_BUSY = 'Servidor ocupado. Intente nuevamente en unos segundos.';
const MSG_ADDRESS_BUSY = 'Demasiados ingresos simultáneos desde esta dirección. Intente nuevamente en unos segundos.';
/** Refused logins are logged once per minute at most, as a count (issue 13: 12.4 MB in 20 s). */
const THROTTLED_LOG_INTERVAL_MS = 60_000;

/**
 * The contract's request schema (machines/contract.ts) plus the server's own limits: a user name
 * or password longer than the login form allows is bad input, refused before any hashing.
 */
const LoginBodySchema = v.pipe(
  LoginRequestSchema,
  // Forwarded to their field, so the 400 names it (`field`).
  v.forward(v.check((b) => b.user.length <= LOGIN_LIMITS.maxUserChars, `user may have at most ${LOGIN_LIMITS.maxUserChars} characters`), ['user']),
  v.forward(v.check((b) => b.password.length <= LOGIN_LIMITS.maxPasswordChars, `password may have at most ${LOGIN_LIMITS.maxPasswordChars} characters`), ['password']),
);

interface UserRow {
  id: number;
  password_hash: string;
  username: string;
  name: string;
  perfil: string | null;
  id_rol: number;
  enabled: boolean;
  must_change_password: boolean;
  r_inicio: string;
  r_nombre: string;
}

export function loginRoutes(deps: AppDeps) {
  const { db, hasher, throttle, log } = deps;
  const invalid = (c: Context) => jsonError(c, 401, MSG_INVALID, { code: 'invalidCredentials' });
  const busy = (c: Context, seconds: number) => jsonError(c, 503, MSG_BUSY, { code: 'busy', headers: { 'Retry-After': String(seconds) } });
  const gate = new AddressGate(deps.config.loginConcurrentPerAddress);
  const throttledLog = aggregatedLog(log, 'login.throttled', { intervalMs: THROTTLED_LOG_INTERVAL_MS, distinct: ['user', 'address'] });

  return new Hono<AppEnv>().post(
    '/login',
    // Only JSON: a text/plain or form post would skip the CORS preflight (B5).
    jsonBody(LoginBodySchema, { maxBytes: LOGIN_LIMITS.maxBodyBytes, expected: 'Expected JSON {"user": string, "password": string}' }),
    async (c) => {
      const { user, password } = c.var.input;
      const address = clientAddress(c, deps.config.trustProxy);

      // Cheapest refusals first: one address gets its share of the shared queue and no more, and no
      // database work is done for a password that could not be checked now.
      const leave = gate.enter(address);
      if (leave === null) {
        throttledLog.record({ user, address });
        return jsonError(c, 429, MSG_ADDRESS_BUSY, { code: 'addressThrottled', headers: { 'Retry-After': '1' } });
      }
      try {
        return await signIn(c, user, password, address);
      } finally {
        leave();
      }
    },
  );

  async function signIn(c: Context, user: string, password: string, address: string) {
    const busyFor = hasher.busy();
    if (busyFor !== null) return busy(c, busyFor);
    const decision = await throttle.begin(user, address);
    if (!decision.allowed) {
      throttledLog.record({ user, address });
      return jsonError(c, 429, MSG_THROTTLED, { code: 'loginThrottled', headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
    }
    const { attempt } = decision;
    let row: UserRow | undefined;
    // `finally` settles the attempt if nothing below did (busy hasher, database error): it then
    // counts for nothing.
    try {
      const rows = await db.query<UserRow>(
        `SELECT u.id, u.username, u.name, u.password_hash, u.perfil, u.id_rol, u.enabled, u.must_change_password, r.r_inicio, r.r_nombre
           FROM users u JOIN roles r ON r.id_rol = u.id_rol
          WHERE u.username = $1`,
        [user],
      );
      row = rows[0];
      // Unknown users cost one scrypt too, against a dummy hash, so timing does not tell them apart.
      const passwordOk = await hasher.verify(password, row?.password_hash ?? deps.dummyHash);
      if (!row || !passwordOk) {
        await attempt.wrong();
        log.warn('login.failure', { user, address, reason: row ? 'bad-password' : 'unknown-user' });
        return invalid(c);
      }
      // The right password, also of a disabled account: not a guess, so it counts as no failure.
      await attempt.correct();
      // Only someone who knows the password learns that the account is disabled.
      if (!row.enabled) {
        log.warn('login.failure', { user, address, reason: 'disabled', userId: row.id });
        return jsonError(c, 403, MSG_DISABLED, { code: 'accountDisabled' });
      }
    } catch (error) {
      if (!(error instanceof HashBusyError)) throw error;
      return busy(c, error.retryAfterSeconds);
    } finally {
      attempt.abandon();
    }
    if (hasher.needsRehash(row.password_hash)) {
      try {
        await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.id, await hasher.hash(password)]);
      } catch (error) {
        // Busy: the upgrade waits for a later login rather than failing this one.
        if (!(error instanceof HashBusyError)) throw error;
      }
    }
    const accessToken = await issueToken(db, row.id, deps.config.tokenTtlSeconds);
    log.info('login.success', { user, address, userId: row.id });
    const body: LoginResponse = {
      accessToken,
      // `name` is the person's name, shown in the header (specification). The app keeps the
      // sign-in name it sent on its own for the lock screen (docs/decisions.md).
      user: { id: row.id, name: row.name, perfil: row.perfil, id_rol: row.id_rol },
      // The role's permission codes, so the app offers only what will not answer 403.
      rol: { r_inicio: row.r_inicio, r_nombre: row.r_nombre, r_permisos: await permissionCodesOf(db, row.id_rol) },
      // Not in the specification (optional): an administrator chose this password, so the user
      // must choose their own before anything else (POST /perfil/clave; bearer.ts refuses the rest).
      ...(row.must_change_password && { mustChangePassword: true }),
    };
    return c.json(body, 200);
  }
}
