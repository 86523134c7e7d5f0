/**
 * The REST contract under `{origin}/public/api` (specification section 7): one valibot schema
 * per message, and its type inferred from it. The app checks every answer against these schemas
 * and the reference server in `server/` checks every request body against them, so a change to
 * the contract fails to compile, or fails a check, on both sides. Each area keeps its own messages
 * in machines/<area>/<area>.schema.ts the same way.
 */
import * as v from 'valibot';

const int = v.pipe(v.number(), v.integer());

/** POST /login body. No client-side checks: empty strings are sent as they are. */
export const LoginRequestSchema = v.object({ user: v.string(), password: v.string() });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const ApiUserSchema = v.object({
  id: int,
  name: v.string(),
  /** Path of the profile photo under `{origin}/public/`, e.g. `3f2c….jpg`; null when there is none. */
  perfil: v.nullable(v.string()),
  id_rol: int,
});
export type ApiUser = v.InferOutput<typeof ApiUserSchema>;

export const ApiRoleSchema = v.object({
  /** Name of the role's start route, e.g. `caja`. */
  r_inicio: v.string(),
  /** Human name of the role, e.g. `Administrador`. */
  r_nombre: v.string(),
  /**
   * The role's permission codes (machines/permissions.ts). Not in the specification: absent from
   * an API that follows only it, in which case the app hides nothing and the server's 403 decides.
   */
  r_permisos: v.optional(v.array(v.string())),
});
export type ApiRole = v.InferOutput<typeof ApiRoleSchema>;

/** POST /login 200 */
export const LoginResponseSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  user: ApiUserSchema,
  rol: ApiRoleSchema,
  /**
   * Not in the specification, optional (absent means false): an administrator set this password
   * (a new account, a reset), so the user must choose their own before anything else
   * (machines/passwordChange/passwordChange.schema.ts).
   */
  mustChangePassword: v.optional(v.boolean()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const MenuRowSchema = v.object({ id_menu: int, m_descripcion: v.string(), m_icono: v.string() });
export type MenuRow = v.InferOutput<typeof MenuRowSchema>;

export const SubMenuRowSchema = v.object({
  /** Links to the parent `MenuRow.id_menu`. */
  id_menu: int,
  sm_descripcion: v.string(),
  /** Route name, equal to the path segment (`prestamos`). */
  sm_ruta: v.string(),
  sm_icono: v.string(),
});
export type SubMenuRow = v.InferOutput<typeof SubMenuRowSchema>;

/** GET /cargarMenus?id_rol={id} 200 */
export const MenuResponseSchema = v.object({ menu: v.array(MenuRowSchema), sub_menu: v.array(SubMenuRowSchema) });
export type MenuResponse = v.InferOutput<typeof MenuResponseSchema>;

/** POST /fotoPerfil 200 (multipart: foto, id). */
export const PhotoResponseSchema = v.object({ perfil: v.string() });
export type PhotoResponse = v.InferOutput<typeof PhotoResponseSchema>;

/**
 * Every error answer of the API: a text for people and logs (`message`), and for every 4xx a
 * `code` the app shows its own translated text for (issue 30); a refused field of a request body
 * is named in `field` (a dot path: `password.password`; '' for the body as a whole).
 */
export const ApiErrorBodySchema = v.object({ message: v.string(), code: v.optional(v.string()), field: v.optional(v.string()) });
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

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
