/**
 * 'Cambiar contraseña': a signed-in user changes their own password (any role, no permission).
 *
 * - POST /perfil/clave, PasswordChangeRequest → 200 PasswordChanged
 *   - 422 `wrongPassword`: the current password is not the account's (counted like a failed
 *     login by the login throttle: 429 + Retry-After past its limits);
 *   - 422 `weakPassword`: the new one breaks the accounts' rule (`NewPasswordSchema`,
 *     machines/staff/staff.schema.ts: 10–128 characters, not blank);
 *   - 422 `samePassword`: the new one is the current one;
 *   - 503 + Retry-After when too many password hashes are under way.
 *   The account's other sessions end (their tokens are revoked); the token of this call stays valid.
 *
 * An account created, or whose password was reset, by an administrator must change its password
 * before anything else: its login answer says `mustChangePassword: true`, and until the change
 * every other authorised call answers 403 `passwordChangeRequired` (logout excepted).
 */
// The login page's own download parses this module's answer (src/api/sessionApi.ts): it imports
// no other area's contract, so the accounts' rule lives in passwordChange.rules.ts.
import * as v from 'valibot';

/** Longer strings are bad input, refused before any hashing (the login's own bound). */
export const PASSWORD_INPUT_MAX = 1024;

const typed = v.pipe(v.string(), v.maxLength(PASSWORD_INPUT_MAX));

/** POST /perfil/clave body. Only the shape: the rules answer 422 with their code. */
export const PasswordChangeRequestSchema = v.object({ currentPassword: typed, newPassword: typed });
export type PasswordChangeRequest = v.InferOutput<typeof PasswordChangeRequestSchema>;

/** POST /perfil/clave 200: how many other sessions of the account were ended. */
export const PasswordChangedSchema = v.object({ endedSessions: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type PasswordChanged = v.InferOutput<typeof PasswordChangedSchema>;

/** The `code` of a 422 refusal of POST /perfil/clave. */
export const PASSWORD_CHANGE_ERROR_CODES = ['wrongPassword', 'weakPassword', 'samePassword'] as const;
export type PasswordChangeErrorCode = (typeof PASSWORD_CHANGE_ERROR_CODES)[number];

/** The 403 `code` of any other call while the account must change its password first. */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';
