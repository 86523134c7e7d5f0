/**
 * What a role may do: the permission codes granted to it in `role_permissions` (migration 003,
 * machines/permissions.ts for the codes). Routes ask for a code, never for a role id.
 */
import type { Queryable } from '../db/adapter.ts';

/** The role's codes, sorted by code unit (the same order on PGlite and on any PostgreSQL collation). */
export async function permissionCodesOf(db: Queryable, idRol: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>('SELECT code FROM role_permissions WHERE id_rol = $1', [idRol]);
  return rows.map((r) => r.code).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The signed-in role's codes, read from the database at most once per request. */
export interface RolePermissions {
  has(code: string): Promise<boolean>;
}

export function rolePermissions(db: Queryable, idRol: number): RolePermissions {
  let codes: Promise<ReadonlySet<string>> | undefined;
  return {
    async has(code) {
      codes ??= permissionCodesOf(db, idRol).then((list) => new Set(list));
      return (await codes).has(code);
    },
  };
}
