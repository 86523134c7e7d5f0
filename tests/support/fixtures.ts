import type { LoginResponse, MenuResponse } from '../../machines/contract.ts';

/** A login answer as the reference API gives it for the administrator (signs in as `admin`). */
export const ADMIN_LOGIN: LoginResponse = {
  accessToken: 'token-admin-1',
  user: { id: 1, name: 'Ana Torres', perfil: null, id_rol: 1 },
  rol: { r_inicio: 'usuarios', r_nombre: 'Administrador' },
};

export const CASHIER_LOGIN: LoginResponse = {
  accessToken: 'token-cajero-1',
  user: { id: 2, name: 'Carlos Ruiz', perfil: 'c0ffee.jpg', id_rol: 2 },
  rol: { r_inicio: 'caja', r_nombre: 'Cajero' },
};

export const ADMIN_MENU: MenuResponse = {
  menu: [
    { id_menu: 1, m_descripcion: 'Administración', m_icono: 'admin' },
    { id_menu: 2, m_descripcion: 'Caja', m_icono: 'cash' },
    { id_menu: 3, m_descripcion: 'Reportes', m_icono: 'reports' },
  ],
  sub_menu: [
    { id_menu: 1, sm_descripcion: 'Usuarios', sm_ruta: 'usuarios', sm_icono: 'users' },
    { id_menu: 1, sm_descripcion: 'Roles', sm_ruta: 'roles', sm_icono: 'roles' },
    { id_menu: 2, sm_descripcion: 'Caja', sm_ruta: 'caja', sm_icono: 'cashbox' },
    { id_menu: 2, sm_descripcion: 'Movimientos', sm_ruta: 'movimientos', sm_icono: 'movements' },
    { id_menu: 2, sm_descripcion: 'Arqueo', sm_ruta: 'arqueo_inexistente', sm_icono: 'cash' },
  ],
};
