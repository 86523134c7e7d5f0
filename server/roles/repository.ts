/**
 * The roles' SQL: `roles` (name, start route, version), their menu entries (`role_sub_menus`,
 * migration 007) and permission codes (`role_permissions`, migration 003). Writes take the caller's
 * transaction, so the route adds its audit entry (and its idempotency record) to the same one.
 */
import { PERMISSIONS } from '../../machines/permissions.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { normalizedList } from '../../machines/roles/role.rules.ts';
import { ROLE_USERS_FILTER, type MenuEntry, type Role, type RoleCatalogue, type RoleInput, type RoleRow, type RoleSortColumn } from '../../machines/roles/roles.schema.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordIn, folded } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';

const ORDER_BY: Readonly<Record<RoleSortColumn, string>> = {
  r_nombre: `${folded('r.r_nombre')} COLLATE "C"`,
  r_inicio: 'r.r_inicio COLLATE "C"',
  user_count: 'user_count',
};

const ROW_COLUMNS = `r.id_rol, r.r_nombre, r.r_inicio, r.version,
  (SELECT count(*)::int FROM role_sub_menus e WHERE e.id_rol = r.id_rol) AS entry_count,
  (SELECT count(*)::int FROM role_permissions p WHERE p.id_rol = r.id_rol) AS permission_count,
  (SELECT count(*)::int FROM users u WHERE u.id_rol = r.id_rol) AS user_count`;

export async function listRoles(db: Queryable, query: ListQuery<RoleSortColumn>): Promise<ListPage<RoleRow>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const search = everyWordIn(query.q, ['r.r_nombre'], params);
  if (search !== null) conditions.push(search);
  const users = query.filters[ROLE_USERS_FILTER];
  if (users === 'used' || users === 'unused') conditions.push(`${users === 'used' ? '' : 'NOT '}EXISTS (SELECT 1 FROM users u WHERE u.id_rol = r.id_rol)`);
  const from = `FROM roles r${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'r.id_rol' : `${ORDER_BY[query.sort.column]} ${direction}, r.id_rol ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      db.query<RoleRow>(`SELECT ${ROW_COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        limit,
        offset,
      ]),
  });
}

/** The menu entries in the sidebar's order, and the permission codes this server knows. */
export async function roleCatalogue(db: Queryable): Promise<RoleCatalogue> {
  const entries = await db.query<MenuEntry>(
    `SELECT s.sm_ruta, s.sm_descripcion, m.id_menu, m.m_descripcion, m.m_icono
       FROM sub_menus s JOIN menus m ON m.id_menu = s.id_menu
      ORDER BY m.orden, m.id_menu, s.orden, s.id_sub_menu`,
  );
  return { entries, permissions: [...PERMISSIONS] };
}

/** One role; `forUpdate` locks its row until the transaction ends (edits queue on it). */
export async function findRole(db: Queryable, id: number, forUpdate = false): Promise<Role | null> {
  const rows = await db.query<{ id_rol: number; r_nombre: string; r_inicio: string; version: number }>(
    `SELECT id_rol, r_nombre, r_inicio, version FROM roles WHERE id_rol = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const entries = await db.query<{ sm_ruta: string }>(
    'SELECT s.sm_ruta FROM role_sub_menus e JOIN sub_menus s ON s.id_sub_menu = e.id_sub_menu WHERE e.id_rol = $1',
    [id],
  );
  const codes = await db.query<{ code: string }>('SELECT code FROM role_permissions WHERE id_rol = $1', [id]);
  return {
    ...row,
    menu_entries: normalizedList(entries.map((e) => e.sm_ruta)),
    permissions: normalizedList(codes.map((c) => c.code)),
  };
}

const nameTaken = async (tx: Queryable, name: string, exceptId: number | null) =>
  (await tx.query('SELECT 1 FROM roles WHERE lower(r_nombre) = lower($1) AND id_rol <> $2', [name, exceptId ?? 0])).length > 0;

/** Replaces the role's entries and codes with the input's (already checked against the catalogue). */
async function writeGrants(tx: Queryable, id: number, input: RoleInput): Promise<void> {
  await tx.query('DELETE FROM role_sub_menus WHERE id_rol = $1', [id]);
  await tx.query('DELETE FROM role_permissions WHERE id_rol = $1', [id]);
  for (const route of normalizedList(input.menu_entries)) {
    await tx.query('INSERT INTO role_sub_menus (id_rol, id_sub_menu) SELECT $1::int, id_sub_menu FROM sub_menus WHERE sm_ruta = $2', [id, route]);
  }
  for (const code of normalizedList(input.permissions)) {
    await tx.query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2)', [id, code]);
  }
}

/**
 * Inserts a role, or answers null when the name is another role's. The table is locked for the
 * transaction: roles have no identity column (the seed names ids 1–3), so the next id is max + 1,
 * and two creates must not pick the same one nor both find a name free.
 */
export async function insertRole(tx: Queryable, input: RoleInput): Promise<Role | null> {
  await tx.query('LOCK TABLE roles IN SHARE ROW EXCLUSIVE MODE');
  if (await nameTaken(tx, input.r_nombre, null)) return null;
  const rows = await tx.query<{ id_rol: number }>(
    'INSERT INTO roles (id_rol, r_nombre, r_inicio) SELECT coalesce(max(id_rol), 0) + 1, $1::text, $2::text FROM roles RETURNING id_rol',
    [input.r_nombre, input.r_inicio],
  );
  const id = rows[0]?.id_rol;
  if (id === undefined) throw new Error('insertRole: no id returned');
  await writeGrants(tx, id, input);
  return findRole(tx, id);
}

export type RoleUpdateOutcome =
  | { kind: 'updated'; before: Role; after: Role }
  | { kind: 'notFound' }
  | { kind: 'stale'; current: Role }
  | { kind: 'nameTaken' };

/**
 * Saves an edit made from `version`. The row is locked first, so of two edits from one version the
 * second waits and then sees the first's new version: stale. The unique index on lower(name)
 * catches a rename race the check misses (the caller's transaction is then rolled back).
 */
export async function updateRole(tx: Queryable, id: number, input: RoleInput, version: number): Promise<RoleUpdateOutcome> {
  const before = await findRole(tx, id, true);
  if (before === null) return { kind: 'notFound' };
  if (before.version !== version) return { kind: 'stale', current: before };
  if (await nameTaken(tx, input.r_nombre, id)) return { kind: 'nameTaken' };
  await tx.query('UPDATE roles SET r_nombre = $2, r_inicio = $3, version = version + 1 WHERE id_rol = $1', [id, input.r_nombre, input.r_inicio]);
  await writeGrants(tx, id, input);
  const after = await findRole(tx, id);
  if (after === null) return { kind: 'notFound' };
  return { kind: 'updated', before, after };
}

/**
 * How many enabled accounts outside role `idRol` hold `staff.manage`, with every enabled
 * manager's row locked first (users by id, the order server/staff/repository.ts's `lockManagers`
 * takes them in, so a role edit and an account change queue on each other instead of each
 * counting the other's manager).
 */
export async function otherEnabledManagers(tx: Queryable, idRol: number): Promise<number> {
  const rows = await tx.query<{ id_rol: number }>(
    `SELECT u.id_rol FROM users u
      WHERE u.enabled AND EXISTS (SELECT 1 FROM role_permissions p WHERE p.id_rol = u.id_rol AND p.code = 'staff.manage')
      ORDER BY u.id FOR UPDATE`,
  );
  return rows.filter((row) => row.id_rol !== idRol).length;
}
