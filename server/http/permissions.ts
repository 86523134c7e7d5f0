/**
 * `requirePermission('staff.view')`: 403 `{"message":"Forbidden"}` unless the signed-in role holds
 * the code. The role is the token's (requireSession, before it), never anything in the request
 * (security.md A6); its codes are read once per request however many checks run.
 */
import { createMiddleware } from 'hono/factory';
import type { Permission } from '../../machines/permissions.ts';
import type { AppEnv } from '../env.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { jsonError } from '../errors.ts';

export function requirePermission(code: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const permissions = c.get('permissions') as RolePermissions | undefined;
    // A route that forgot requireSession is a programming error: a 500 here, never an open door.
    if (permissions === undefined) throw new Error(`requirePermission('${code}') needs requireSession before it`);
    if (!(await permissions.has(code))) return jsonError(c, 403, 'Forbidden');
    await next();
  });
}
