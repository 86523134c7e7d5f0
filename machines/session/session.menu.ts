import type { MenuGroup, MenuResponse } from '../contract.ts';

/**
 * Builds the client menu from GET /cargarMenus (specification section 3): one group per menu row
 * with its sub-menu rows as children, in the order the server sent them. Groups without children
 * are left out, and so are sub-menu rows whose parent is unknown.
 */
export function buildMenu(response: MenuResponse): MenuGroup[] {
  return response.menu
    .map((row) => ({
      title: row.m_descripcion,
      icon: row.m_icono,
      children: response.sub_menu
        .filter((sub) => sub.id_menu === row.id_menu)
        .map((sub) => ({ title: sub.sm_descripcion, route: sub.sm_ruta, icon: sub.sm_icono })),
    }))
    .filter((group) => group.children.length > 0);
}
