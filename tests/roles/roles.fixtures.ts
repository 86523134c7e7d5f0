import type { RoleCatalogue, RoleDetail, RoleRow } from '../../machines/roles/index.ts';

/** Twelve roles, for pages of ten. */
export const TWELVE_ROLES: RoleRow[] = Array.from({ length: 12 }, (_, index) => ({
  id_rol: index + 1,
  r_nombre: `Rol ${String(index + 1).padStart(2, '0')}`,
  r_inicio: index % 2 === 0 ? 'caja' : 'prestamos',
  entry_count: 2,
  permission_count: 3,
  user_count: index % 4,
  version: 1,
}));

/** A small catalogue: two groups, four entries, the codes the form shows. */
export const CATALOGUE: RoleCatalogue = {
  entries: [
    { sm_ruta: 'usuarios', sm_descripcion: 'Usuarios', id_menu: 1, m_descripcion: 'Administración', m_icono: 'admin' },
    { sm_ruta: 'roles', sm_descripcion: 'Roles', id_menu: 1, m_descripcion: 'Administración', m_icono: 'admin' },
    { sm_ruta: 'caja', sm_descripcion: 'Caja', id_menu: 2, m_descripcion: 'Caja', m_icono: 'cash' },
    { sm_ruta: 'movimientos', sm_descripcion: 'Movimientos', id_menu: 2, m_descripcion: 'Caja', m_icono: 'cash' },
  ],
  permissions: ['staff.view', 'role.view', 'role.manage', 'cash.view', 'movement.view'],
};

/** The signed-in administrator's own role. */
export const ADMIN_ROLE: RoleDetail = {
  id_rol: 1,
  r_nombre: 'Administrador',
  r_inicio: 'usuarios',
  menu_entries: ['caja', 'movimientos', 'roles', 'usuarios'],
  permissions: ['cash.view', 'movement.view', 'role.manage', 'role.view', 'staff.view'],
  version: 3,
  own: true,
};

/** Another role, as stored. */
export const CASHIER_ROLE: RoleDetail = {
  id_rol: 2,
  r_nombre: 'Cajero',
  r_inicio: 'caja',
  menu_entries: ['caja'],
  permissions: ['cash.view'],
  version: 2,
  own: false,
};

/** The cashier role as someone else saved it meanwhile. */
export const CASHIER_CHANGED: RoleDetail = { ...CASHIER_ROLE, menu_entries: ['caja', 'movimientos'], version: 3 };
