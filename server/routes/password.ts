/**
 * POST /perfil/clave: the signed-in user changes their own password (any role; no permission:
 * it is their own account). The contract: machines/passwordChange/passwordChange.schema.ts.
 *
 * - Open to an account that must change its password (server/auth/bearer.ts); the change clears
 *   that flag.
 * - The new password follows the accounts' rule (`NewPasswordSchema`, what an administrator's
 *   password follows): 422 `weakPassword`; the same as the current one: 422 `samePassword`.
 *   Both are checked before any hashing.
 * - The current password is checked like a login, through the login throttle (keyed by the
 *   account's user name and the caller's address): a wrong one counts as a failed login (422
 *   `wrongPassword`), and past the throttle's limits the answer is 429 + Retry-After, before any
 *   hashing. 503 + Retry-After when too many hashes are under way.
 * - In one transaction (the account's row locked, its hash re-checked unchanged): the new hash,
 *   the flag cleared, the version +1, every OTHER token of the account revoked, and the audit
 *   entry ('passwordChange', the account's columns before and after: never a password or hash).
 *   The token of this call stays valid: this browser's tabs share it and go on (docs/decisions.md).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isAcceptablePassword } from '../../machines/passwordChange/passwordChange.rules.ts';
import { PasswordChangeRequestSchema, type PasswordChanged, type PasswordChangeErrorCode } from '../../machines/passwordChange/passwordChange.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { clientAddress } from '../net.ts';
import { requireSession } from '../auth/bearer.ts';
import { HashBusyError } from '../auth/hashLimit.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { appendAudit } from '../audit/log.ts';
import { credentialsOf, findStaff, setPasswordHash } from '../staff/repository.ts';
import { STAFF_ENTITY } from '../staff/routes.ts';

const MAX_BODY_BYTES = 8 * 1024;
const EXPECTED = 'Expected JSON {"currentPassword": string, "newPassword": string of 10–128 characters}';
const MSG_THROTTLED = 'Demasiados intentos. Intente nuevamente más tarde.';
const MSG_BUSY = 'Servidor ocupado. Intente nuevamente en unos segundos.';

const MESSAGES: Readonly<Record<PasswordChangeErrorCode, string>> = {
  wrongPassword: 'La contraseña actual no es correcta',
  weakPassword: 'La nueva contraseña debe tener entre 10 y 128 caracteres y no puede estar en blanco',
  samePassword: 'La nueva contraseña debe ser distinta de la actual',
};

const refuse = (c: Context, code: PasswordChangeErrorCode) => c.json({ message: MESSAGES[code], code }, 422);

/** The stored hash changed between the check and the write (a concurrent change): refused as wrong. */
class Changed extends Error {}

export function passwordRoutes(deps: AppDeps) {
  const { db, hasher, throttle, log } = deps;
  const busy = (c: Context, seconds: number) => jsonError(c, 503, MSG_BUSY, { headers: { 'Retry-After': String(seconds) } });

  return new Hono<AppEnv>().post(
    '/perfil/clave',
    requireSession(db, { duringPasswordChange: true }),
    jsonBody(PasswordChangeRequestSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
    async (c) => {
      const { currentPassword, newPassword } = c.var.input;
      const { userId, tokenHash } = c.var.session;
      if (!isAcceptablePassword(newPassword)) return refuse(c, 'weakPassword');
      if (newPassword === currentPassword) return refuse(c, 'samePassword');
      const account = await credentialsOf(db, userId);
      if (account === null) return jsonError(c, 401, 'Unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });

      const address = clientAddress(c, deps.config.trustProxy);
      const busyFor = hasher.busy();
      if (busyFor !== null) return busy(c, busyFor);
      const decision = await throttle.begin(account.username, address);
      if (!decision.allowed) return jsonError(c, 429, MSG_THROTTLED, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
      const { attempt } = decision;
      let newHash: string;
      try {
        if (!(await hasher.verify(currentPassword, account.password_hash))) {
          await attempt.wrong();
          log.warn('password.change.failure', { userId, address, reason: 'bad-password' });
          return refuse(c, 'wrongPassword');
        }
        await attempt.correct();
        newHash = await hasher.hash(newPassword);
      } catch (error) {
        if (!(error instanceof HashBusyError)) throw error;
        return busy(c, error.retryAfterSeconds);
      } finally {
        attempt.abandon();
      }

      try {
        const endedSessions = await db.transaction(async (tx) => {
          const locked = await credentialsOf(tx, userId, true);
          if (locked === null || locked.password_hash !== account.password_hash) throw new Changed();
          const before = await findStaff(tx, userId);
          const after = await setPasswordHash(tx, userId, newHash, false);
          const ended = await revokeOtherTokens(tx, userId, tokenHash);
          if (before !== null && after !== null) {
            await appendAudit(tx, { userId, entity: STAFF_ENTITY, entityId: userId, action: 'passwordChange', before, after });
          }
          return ended;
        });
        log.info('password.changed', { userId, endedSessions });
        const body: PasswordChanged = { endedSessions };
        return c.json(body, 200);
      } catch (error) {
        if (!(error instanceof Changed)) throw error;
        return refuse(c, 'wrongPassword');
      }
    },
  );
}
