/**
 * GET /cargarMenus?id_rol=N: the menu entries granted to the caller's role (`role_sub_menus`,
 * migration 007) and the groups that hold them, in the specification's shape. A group none of whose
 * entries the role has is not listed. The role comes from the token; id_rol must match it
 * (security.md A6).
 */
import { Hono } from 'hono';
import type { MenuResponse, MenuRow, SubMenuRow } from '../../machines/contract.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { parseId } from '../http/ids.ts';


export function menuRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/cargarMenus', requireSession(db), async (c) => {
    const idRol = parseId(c.req.query('id_rol'));
    if (idRol === null) return jsonError(c, 400, 'id_rol must be a number');
    // The specification's parameter may only name the token's own role.
    if (idRol !== c.var.session.idRol) return jsonError(c, 403, 'Forbidden');

    const menu = await db.query<MenuRow>(
      `SELECT m.id_menu, m.m_descripcion, m.m_icono
         FROM menus m
        WHERE EXISTS (SELECT 1 FROM sub_menus s JOIN role_sub_menus rs ON rs.id_sub_menu = s.id_sub_menu
                       WHERE s.id_menu = m.id_menu AND rs.id_rol = $1)
        ORDER BY m.orden, m.id_menu`,
      [idRol],
    );
    const sub_menu = await db.query<SubMenuRow>(
      `SELECT s.id_menu, s.sm_descripcion, s.sm_ruta, s.sm_icono
         FROM sub_menus s
         JOIN menus m ON m.id_menu = s.id_menu
         JOIN role_sub_menus rs ON rs.id_sub_menu = s.id_sub_menu
        WHERE rs.id_rol = $1
        ORDER BY m.orden, s.orden, s.id_sub_menu`,
      [idRol],
    );
    const body: MenuResponse = { menu, sub_menu };
    return c.json(body, 200);
  });
}
