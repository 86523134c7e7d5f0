/**
 * `Authorization: Bearer <token>` guard: sets `c.var.session` and `c.var.permissions` (the token's
 * role's codes, loaded on first use: server/http/permissions.ts) or answers 401.
 */
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/adapter.ts';
import type { AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { findSession } from './tokens.ts';
import { rolePermissions } from './rolePermissions.ts';

/** Auth schemes are case-insensitive (RFC 9110 §11.1): "bearer", "BEARER" work too. */
const BEARER = /^Bearer +([A-Za-z0-9_-]+)$/i;

export function requireSession(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    const session = match?.[1] ? await findSession(db, match[1]) : null;
    if (session === null) {
      return jsonError(c, 401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer' });
    }
    c.set('session', session);
    c.set('permissions', rolePermissions(db, session.idRol));
    await next();
  });
}
