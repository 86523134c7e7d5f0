/**
 * The staff accounts' SQL (table `users`; `version` and the case-free unique user name from
 * migration 008). Never selects the password hash except to replace it. Writes take the caller's
 * transaction, so the route adds its audit entry (and idempotency record) to the same one.
 *
 * Concurrency: a change that could take away someone's ability to manage accounts first locks
 * every enabled manager's row (`lockManagers`, in id order), then counts them. Two administrators
 * disabling each other at once therefore queue: the second sees the first's change and is
 * refused, and no two transactions lock the same rows in different orders (no deadlock).
 */
import type { StaffRoleOption, StaffSortColumn, StaffUser } from '../../machines/staff/staff.schema.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordIn, folded } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';

/** The permission that makes an account a manager of accounts (the rules count them). */
export const MANAGE = 'staff.manage';

const COLUMNS = 'u.id, u.username, u.name, u.id_rol, r.r_nombre, u.enabled, u.perfil, u.version';
const FROM = 'FROM users u JOIN roles r ON r.id_rol = u.id_rol';

/** Text sorts by its folded form in code-unit order ("C"): the same order on PGlite and PostgreSQL. */
const ORDER_BY: Readonly<Record<StaffSortColumn, string>> = {
  username: `${folded('u.username')} COLLATE "C"`,
  name: `${folded('u.name')} COLLATE "C"`,
  r_nombre: `${folded('r.r_nombre')} COLLATE "C"`,
  enabled: 'u.enabled',
};

const SEARCHED = ['u.username', 'u.name', 'r.r_nombre'] as const;

export async function listStaff(db: Queryable, query: ListQuery<StaffSortColumn>): Promise<ListPage<StaffUser>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const search = everyWordIn(query.q, SEARCHED, params);
  if (search !== null) conditions.push(search);
  const enabled = query.filters.enabled;
  if (enabled === 'true' || enabled === 'false') {
    params.push(enabled === 'true');
    conditions.push(`u.enabled = $${params.length}`);
  }
  const from = `${FROM}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'u.id' : `${ORDER_BY[query.sort.column]} ${direction}, u.id ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
    // Never the password hash: the column list is the contract.
    rows: ({ limit, offset }) =>
      db.query<StaffUser>(`SELECT ${COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        limit,
        offset,
      ]),
  });
}

/** One account; `forUpdate` locks its row until the transaction ends. */
export async function findStaff(db: Queryable, id: number, forUpdate = false): Promise<StaffUser | null> {
  const rows = await db.query<StaffUser>(`SELECT ${COLUMNS} ${FROM} WHERE u.id = $1${forUpdate ? ' FOR UPDATE OF u' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Every role, by name, with its permission codes (code-unit order): the role picker's options. */
export async function roleOptions(db: Queryable): Promise<StaffRoleOption[]> {
  const roles = await db.query<{ id_rol: number; r_nombre: string }>('SELECT id_rol, r_nombre FROM roles ORDER BY r_nombre COLLATE "C", id_rol');
  const grants = await db.query<{ id_rol: number; code: string }>('SELECT id_rol, code FROM role_permissions ORDER BY code COLLATE "C"');
  return roles.map((role) => ({ ...role, permissions: grants.filter((g) => g.id_rol === role.id_rol).map((g) => g.code) }));
}

/** Whether the role exists, and whether it holds `staff.manage`; null for an unknown role. */
export async function roleStanding(db: Queryable, idRol: number): Promise<{ manages: boolean } | null> {
  const rows = await db.query<{ manages: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM role_permissions p WHERE p.id_rol = r.id_rol AND p.code = $2) AS manages FROM roles r WHERE r.id_rol = $1',
    [idRol, MANAGE],
  );
  return rows[0] ?? null;
}

/** Locks the enabled managers' rows (id order) and answers their ids. */
export async function lockManagers(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.enabled AND EXISTS (SELECT 1 FROM role_permissions p WHERE p.id_rol = u.id_rol AND p.code = $1)
      ORDER BY u.id FOR UPDATE`,
    [MANAGE],
  );
  return rows.map((row) => row.id);
}

export interface NewAccount {
  username: string;
  name: string;
  idRol: number;
  passwordHash: string;
}

/**
 * Inserts an account (which must change its password at its first sign-in: an administrator
 * chose it), or answers null when the user name (in any letter case) is taken. ON
 * CONFLICT on the case-free unique index: a concurrent insert of the same name waits for the first
 * and then finds it taken, without an error that would abort the transaction.
 */
export async function insertStaff(tx: Queryable, account: NewAccount): Promise<StaffUser | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (username, name, id_rol, password_hash, must_change_password) VALUES ($1, $2, $3, $4, true)
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
    [account.username, account.name, account.idRol, account.passwordHash],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : findStaff(tx, id);
}

/** The account's new name and role; the version grows by one. */
export async function updateStaff(tx: Queryable, id: number, change: { name: string; idRol: number }): Promise<StaffUser | null> {
  await tx.query('UPDATE users SET name = $2, id_rol = $3, version = version + 1 WHERE id = $1', [id, change.name, change.idRol]);
  return findStaff(tx, id);
}

export async function setEnabled(tx: Queryable, id: number, enabled: boolean): Promise<StaffUser | null> {
  await tx.query('UPDATE users SET enabled = $2, version = version + 1 WHERE id = $1', [id, enabled]);
  return findStaff(tx, id);
}

/**
 * The account's new password hash; the version grows by one. `mustChange`: an administrator chose
 * it (a reset), so the account must change it at its next sign-in; false when the user chose it.
 */
export async function setPasswordHash(tx: Queryable, id: number, passwordHash: string, mustChange: boolean): Promise<StaffUser | null> {
  await tx.query('UPDATE users SET password_hash = $2, must_change_password = $3, version = version + 1 WHERE id = $1', [id, passwordHash, mustChange]);
  return findStaff(tx, id);
}

/** The sign-in name and password hash of an account, locked for a change of password when `forUpdate`. */
export async function credentialsOf(db: Queryable, id: number, forUpdate = false): Promise<{ username: string; password_hash: string } | null> {
  const rows = await db.query<{ username: string; password_hash: string }>(
    `SELECT username, password_hash FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}
