/**
 * The REST contract under `{origin}/public/api` (specification section 7), as types only.
 * The statecharts consume these shapes; the reference server in `server/` produces them.
 * Keeping them in one file means a change to the contract fails to compile on both sides.
 */

/** POST /login body. No client-side checks: empty strings are sent as they are. */
export interface LoginRequest {
  user: string;
  password: string;
}

export interface ApiUser {
  id: number;
  name: string;
  /** Path of the profile photo under `{origin}/public/`, e.g. `3f2c….jpg`; null when there is none. */
  perfil: string | null;
  id_rol: number;
}

export interface ApiRole {
  /** Name of the role's start route, e.g. `caja`. */
  r_inicio: string;
  /** Human name of the role, e.g. `Administrador`. */
  r_nombre: string;
}

/** POST /login 200 */
export interface LoginResponse {
  accessToken: string;
  user: ApiUser;
  rol: ApiRole;
}

export interface MenuRow {
  id_menu: number;
  m_descripcion: string;
  m_icono: string;
}

export interface SubMenuRow {
  /** Links to the parent `MenuRow.id_menu`. */
  id_menu: number;
  sm_descripcion: string;
  /** Route name, equal to the path segment (`prestamos`). */
  sm_ruta: string;
  sm_icono: string;
}

/** GET /cargarMenus?id_rol={id} 200 */
export interface MenuResponse {
  menu: MenuRow[];
  sub_menu: SubMenuRow[];
}

/** POST /fotoPerfil 200 (multipart: foto, id). */
export interface PhotoResponse {
  perfil: string;
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  message: string;
}

/** Client-side menu entry built from MenuResponse (specification section 3). */
export interface MenuChild {
  title: string;
  route: string;
  icon: string;
}

export interface MenuGroup {
  title: string;
  icon: string;
  children: MenuChild[];
}
