/**
 * GET /usuarios: every staff account, for the administrator's 'Usuarios' screen. Only the
 * administrator role (id_rol 1) may list accounts; the role comes from the token, never from the
 * request (security.md A6).
 */
import { Hono } from 'hono';
import type { StaffUser } from '../../machines/staff/staffList.types.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';

/** The administrator role of the reference data (seed.ts). */
export const ADMIN_ROLE_ID = 1;

export function usuariosRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/usuarios', requireSession(db), async (c) => {
    if (c.var.session.idRol !== ADMIN_ROLE_ID) return jsonError(c, 403, 'Forbidden');
    // Never the password hash: the column list is the contract.
    const rows = await db.query<StaffUser>(
      `SELECT u.id, u.username, u.name, r.r_nombre, u.enabled, u.perfil
         FROM users u JOIN roles r ON r.id_rol = u.id_rol
        ORDER BY u.id`,
    );
    return c.json(rows, 200);
  });
}
