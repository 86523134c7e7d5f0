/**
 * Opaque bearer tokens: 32 random bytes (256 bits, base64url) handed to the client once, kept in
 * the database only as SHA-256. A new token per login; each expires and can be revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter.ts';

export const TOKEN_BYTES = 32;
/** base64url of 32 bytes, unpadded. Anything else is rejected before touching the database. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

export async function issueToken(db: Queryable, userId: number, ttlSeconds: number, now = new Date()): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expires = new Date(now.getTime() + ttlSeconds * 1000);
  await db.query(
    'INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3::timestamptz, $4::timestamptz)',
    [hashToken(token), userId, now.toISOString(), expires.toISOString()],
  );
  return token;
}

export interface Session {
  tokenHash: string;
  userId: number;
  idRol: number;
  /** An administrator set the password: every call but the change itself and logout is refused (bearer.ts). */
  mustChangePassword: boolean;
}

/** The session behind a token, or null if unknown, expired, revoked or the user was disabled. */
export async function findSession(db: Queryable, token: string, now = new Date()): Promise<Session | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await db.query<{ user_id: number; id_rol: number; must_change_password: boolean }>(
    `SELECT t.user_id, u.id_rol, u.must_change_password
       FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2::timestamptz AND u.enabled`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  return row ? { tokenHash, userId: row.user_id, idRol: row.id_rol, mustChangePassword: row.must_change_password } : null;
}

export async function revokeToken(db: Queryable, tokenHash: string, now = new Date()): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = $2::timestamptz WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    now.toISOString(),
  ]);
}

/**
 * Ends every open session of a user (their account was disabled or its password reset), in the
 * caller's transaction. `findSession` also refuses the token of a disabled user, so no request
 * slips between the two.
 */
export async function revokeUserTokens(db: Queryable, userId: number, now = new Date()): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    'UPDATE access_tokens SET revoked_at = $2::timestamptz WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash',
    [userId, now.toISOString()],
  );
  return rows.length;
}

/**
 * Ends every open session of a user but the one whose token hash is `keep` (they changed their own
 * password: elsewhere they must sign in with it; here they go on). Answers how many ended.
 */
export async function revokeOtherTokens(db: Queryable, userId: number, keep: string, now = new Date()): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE access_tokens SET revoked_at = $3::timestamptz
      WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND expires_at > $3::timestamptz RETURNING token_hash`,
    [userId, keep, now.toISOString()],
  );
  return rows.length;
}

/** Housekeeping: rows past expiry are useless; called on start so the table does not grow forever. */
export async function deleteExpiredTokens(db: Queryable, now = new Date()): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
}
