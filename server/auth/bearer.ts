/**
 * `Authorization: Bearer <token>` guard: sets `c.var.session` and `c.var.permissions` (the token's
 * role's codes, loaded on first use: server/http/permissions.ts) or answers 401.
 *
 * An account whose password an administrator set (created or reset) must change it first: every
 * call answers 403 `passwordChangeRequired` until it has, except the routes that pass
 * `{ duringPasswordChange: true }` (the change itself, logout). Enforced here, so no route can
 * forget it.
 */
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/adapter.ts';
import type { AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../machines/passwordChange/passwordChange.schema.ts';
import { findSession } from './tokens.ts';
import { rolePermissions } from './rolePermissions.ts';

/** Auth schemes are case-insensitive (RFC 9110 §11.1): "bearer", "BEARER" work too. */
const BEARER = /^Bearer +([A-Za-z0-9_-]+)$/i;

const MSG_CHANGE_FIRST = 'Debe cambiar su contraseña antes de continuar';

export interface SessionOptions {
  /** The route is open to an account that must still change its password. */
  duringPasswordChange?: boolean;
}

export function requireSession(db: Database, options: SessionOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    const session = match?.[1] ? await findSession(db, match[1]) : null;
    if (session === null) {
      return jsonError(c, 401, 'Unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    if (session.mustChangePassword && options.duringPasswordChange !== true) {
      return c.json({ message: MSG_CHANGE_FIRST, code: PASSWORD_CHANGE_REQUIRED }, 403);
    }
    c.set('session', session);
    c.set('permissions', rolePermissions(db, session.idRol));
    await next();
  });
}
