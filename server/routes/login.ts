/**
 * POST /login (security.md B1–B6). Cheap checks first (media type, size, shape, hashing capacity,
 * throttle), then exactly one scrypt verification whether or not the user exists, then the answer.
 * Wrong user and wrong password share one response object, so they cannot differ in status, body
 * or headers. 429 + Retry-After when throttled (server/auth/throttle.ts), 503 + Retry-After when
 * too many password checks are already under way (server/auth/hashLimit.ts).
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { LoginRequest, LoginResponse } from '../../machines/contract.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { clientAddress } from '../net.ts';
import { issueToken } from '../auth/tokens.ts';
import { HashBusyError } from '../auth/hashLimit.ts';
import { aggregatedLog } from '../logAggregate.ts';

export const LOGIN_LIMITS = { maxBodyBytes: 8 * 1024, maxUserChars: 128, maxPasswordChars: 1024 } as const;

const MSG_INVALID = 'Usuario o contraseña incorrectos';
const MSG_DISABLED = 'Usuario inhabilitado, contáctese con soporte';
const MSG_THROTTLED = 'Demasiados intentos. Intente nuevamente más tarde.';
const MSG_BUSY = 'Servidor ocupado. Intente nuevamente en unos segundos.';
/** Refused logins are logged once per minute at most, as a count (issue 13: 12.4 MB in 20 s). */
const THROTTLED_LOG_INTERVAL_MS = 60_000;

/** Only JSON: a text/plain or form post would skip the CORS preflight (B5). */
const requireJson: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return jsonError(c, 415, 'Content-Type must be application/json');
  await next();
};

function parseCredentials(text: string): LoginRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { user, password } = value as Record<string, unknown>;
  if (typeof user !== 'string' || typeof password !== 'string') return null;
  if (user.length > LOGIN_LIMITS.maxUserChars || password.length > LOGIN_LIMITS.maxPasswordChars) return null;
  // PostgreSQL text cannot hold U+0000: it is bad input, not a server error.
  if (user.includes('\0') || password.includes('\0')) return null;
  return { user, password };
}

interface UserRow {
  id: number;
  password_hash: string;
  username: string;
  name: string;
  perfil: string | null;
  id_rol: number;
  enabled: boolean;
  r_inicio: string;
  r_nombre: string;
}

export function loginRoutes(deps: AppDeps) {
  const { db, hasher, throttle, log } = deps;
  const invalid = (c: Context) => jsonError(c, 401, MSG_INVALID);
  const busy = (c: Context, seconds: number) => jsonError(c, 503, MSG_BUSY, { 'Retry-After': String(seconds) });
  const throttledLog = aggregatedLog(log, 'login.throttled', { intervalMs: THROTTLED_LOG_INTERVAL_MS, distinct: ['user', 'address'] });

  return new Hono<AppEnv>().post(
    '/login',
    requireJson,
    bodyLimit({ maxSize: LOGIN_LIMITS.maxBodyBytes, onError: (c) => jsonError(c, 413, 'Payload too large') }),
    async (c) => {
      const credentials = parseCredentials(await c.req.text());
      if (credentials === null) return jsonError(c, 400, 'Expected JSON {"user": string, "password": string}');
      const { user, password } = credentials;
      const address = clientAddress(c, deps.config.trustProxy);

      // Cheapest refusal first: no database work for a password that could not be checked now.
      const busyFor = hasher.busy();
      if (busyFor !== null) return busy(c, busyFor);
      const decision = await throttle.begin(user, address);
      if (!decision.allowed) {
        throttledLog.record({ user, address });
        return jsonError(c, 429, MSG_THROTTLED, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
      const { attempt } = decision;
      let row: UserRow | undefined;
      // `finally` settles the attempt if nothing below did (busy hasher, database error): it then
      // counts for nothing.
      try {
        const rows = await db.query<UserRow>(
          `SELECT u.id, u.username, u.name, u.password_hash, u.perfil, u.id_rol, u.enabled, r.r_inicio, r.r_nombre
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
          return jsonError(c, 403, MSG_DISABLED);
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
        rol: { r_inicio: row.r_inicio, r_nombre: row.r_nombre },
      };
      return c.json(body, 200);
    },
  );
}
