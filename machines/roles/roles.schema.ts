/**
 * The API messages of 'Roles', checked by the app and by server/ alike.
 *
 * - GET /roles?q&sort&page&pageSize&users → RolePage (machines/records/listQuery.ts)          role.view
 * - GET /roles/catalogo → RoleCatalogue: the menu entries a role may see (with their group) and
 *   the permission codes it may hold                                                      role.view
 * - GET /roles/{id} → RoleDetail (`own`: it is the caller's role); 404                    role.view
 * - POST /roles, header `Idempotency-Key`, body RoleInput → 201 RoleDetail                role.manage
 * - PUT /roles/{id}, body RoleUpdate → RoleDetail; 409 stale version; 404                 role.manage
 * Refusals of POST and PUT, 422 `{message, code}` with `code` a RoleRefusal (role.rules.ts):
 * the name is another role's, a field breaks a rule, or the save would take the caller's own way
 * back in (`role.manage` and the `roles` entry) from their role, or (PUT) would leave no enabled
 * account holding `staff.manage` (`lastManager`).
 */
import * as v from 'valibot';
import { RecordIdSchema, plainLine } from '../input/index.ts';
import { listPageSchema } from '../records/listPage.schema.ts';

export const ROLE_LIMITS = { name: 60, entries: 100, permissions: 100, code: 64 } as const;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const code = v.pipe(v.string(), v.maxLength(ROLE_LIMITS.code));

/**
 * What staff choose: the name, the start route (`r_inicio`, one of the chosen entries), the menu
 * entries by route (`sub_menus.sm_ruta`) and the permission codes. Only the shape is checked here;
 * the rules (role.rules.ts) say which values are refused, with a code the screen translates.
 */
export const RoleInputSchema = v.object({
  r_nombre: v.pipe(v.string(), v.trim(), v.maxLength(ROLE_LIMITS.name), plainLine()),
  r_inicio: code,
  menu_entries: v.pipe(v.array(code), v.maxLength(ROLE_LIMITS.entries)),
  permissions: v.pipe(v.array(code), v.maxLength(ROLE_LIMITS.permissions)),
});
export type RoleInput = v.InferOutput<typeof RoleInputSchema>;

/** PUT body: the input plus the version the edit started from (optimistic concurrency). */
export const RoleUpdateSchema = v.object({ ...RoleInputSchema.entries, version: RecordIdSchema });
export type RoleUpdate = v.InferOutput<typeof RoleUpdateSchema>;

/** One role as stored: entries and codes sorted, so two reads compare equal. */
export const RoleSchema = v.object({
  id_rol: id,
  r_nombre: v.string(),
  r_inicio: v.string(),
  menu_entries: v.array(v.string()),
  permissions: v.array(v.string()),
  /** Starts at 1, +1 on every saved edit. */
  version: id,
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** GET/POST/PUT answer: the role, and whether it is the caller's own (decided by the server). */
export const RoleDetailSchema = v.object({ ...RoleSchema.entries, own: v.boolean() });
export type RoleDetail = v.InferOutput<typeof RoleDetailSchema>;

/** A row of the 'Roles' table. */
export const RoleRowSchema = v.object({
  id_rol: id,
  r_nombre: v.string(),
  r_inicio: v.string(),
  entry_count: v.pipe(v.number(), v.integer()),
  permission_count: v.pipe(v.number(), v.integer()),
  user_count: v.pipe(v.number(), v.integer()),
  version: id,
});
export type RoleRow = v.InferOutput<typeof RoleRowSchema>;

export const ROLE_SORT_COLUMNS = ['r_nombre', 'r_inicio', 'user_count'] as const;
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];

/** The list's one filter: `users=used` (roles some user has) or `users=unused`; anything else filters nothing. */
export const ROLE_USERS_FILTER = 'users';
export const ROLE_USERS_VALUES = ['used', 'unused'] as const;

export const RolePageSchema = listPageSchema(RoleRowSchema);

/** A menu entry a role can be given, with its group (the sidebar's order). */
export const MenuEntrySchema = v.object({
  sm_ruta: v.string(),
  sm_descripcion: v.string(),
  id_menu: id,
  m_descripcion: v.string(),
  m_icono: v.string(),
});
export type MenuEntry = v.InferOutput<typeof MenuEntrySchema>;

export const RoleCatalogueSchema = v.object({
  entries: v.array(MenuEntrySchema),
  /** The codes of machines/permissions.ts this server knows. */
  permissions: v.array(v.string()),
});
export type RoleCatalogue = v.InferOutput<typeof RoleCatalogueSchema>;

/** 422 body of a refused role save. */
export const RoleRefusalBodySchema = v.object({ message: v.string(), code: v.string() });
