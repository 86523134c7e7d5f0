/** The API messages of 'Usuarios' (staff accounts), checked by the app and by server/ alike. */
import * as v from 'valibot';
import { listPageSchema } from '../records/listPage.schema.ts';

/** GET /usuarios row: one staff account as the administrator's list shows it. */
export const StaffUserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** The sign-in name. */
  username: v.string(),
  name: v.string(),
  /** The role's display name, e.g. `Administrador`. */
  r_nombre: v.string(),
  /** A disabled account cannot sign in. */
  enabled: v.boolean(),
  /** Photo file name under `{origin}/public/`, or null. */
  perfil: v.nullable(v.string()),
});
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;

/** The sort columns GET /usuarios accepts (`sort=name`, `sort=-name`). */
export const STAFF_SORT_COLUMNS = ['username', 'name', 'r_nombre', 'enabled'] as const;
export type StaffSortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** GET /usuarios?q&sort&page&pageSize: one page of staff accounts (machines/records/listQuery.ts). */
export const StaffPageSchema = listPageSchema(StaffUserSchema);
