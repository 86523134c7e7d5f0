/**
 * GET /usuarios?q&sort&page&pageSize&enabled: one page of staff accounts for the 'Usuarios' screen,
 * on the shared list contract (machines/records/listQuery.ts, `StaffPageSchema`). Needs
 * `staff.view`; the role comes from the token, never from the request (security.md A6).
 *
 * - q: every word in the user name, the name or the role name (case- and accent-insensitive,
 *   `%` and `_` literal: server/db/textSearch.ts);
 * - sort: `STAFF_SORT_COLUMNS`, `-` for descending, ties by id in the same direction (so a
 *   descending list is exactly the ascending one reversed and paging is stable); default by id;
 * - enabled: `true` or `false` (anything else: no filter);
 * - page clamped to the last page; never the password hash.
 */
import { Hono } from 'hono';
import { STAFF_SORT_COLUMNS, type StaffSortColumn, type StaffUser } from '../../machines/staff/staff.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { SqlParam } from '../db/adapter.ts';
import { everyWordIn, folded } from '../db/textSearch.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { listPage, readListQuery } from '../http/listPage.ts';

/** Text sorts by its folded form in code-unit order ("C"): the same order on PGlite and PostgreSQL. */
const ORDER_BY: Readonly<Record<StaffSortColumn, string>> = {
  username: `${folded('u.username')} COLLATE "C"`,
  name: `${folded('u.name')} COLLATE "C"`,
  r_nombre: `${folded('r.r_nombre')} COLLATE "C"`,
  enabled: 'u.enabled',
};

const SEARCHED = ['u.username', 'u.name', 'r.r_nombre'] as const;

export function staffRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/usuarios', requireSession(db), requirePermission('staff.view'), async (c) => {
    const query = readListQuery(c, { sort: STAFF_SORT_COLUMNS, filters: ['enabled'] });
    const params: SqlParam[] = [];
    const conditions: string[] = [];
    const search = everyWordIn(query.q, SEARCHED, params);
    if (search !== null) conditions.push(search);
    const enabled = query.filters.enabled;
    if (enabled === 'true' || enabled === 'false') {
      params.push(enabled === 'true');
      conditions.push(`u.enabled = $${params.length}`);
    }
    const from = `FROM users u JOIN roles r ON r.id_rol = u.id_rol${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
    const order = query.sort.column === null ? 'u.id' : `${ORDER_BY[query.sort.column]} ${direction}, u.id ${direction}`;

    const page = await listPage(query, {
      count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
      // Never the password hash: the column list is the contract.
      rows: ({ limit, offset }) =>
        db.query<StaffUser>(
          `SELECT u.id, u.username, u.name, r.r_nombre, u.enabled, u.perfil ${from}
            ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        ),
    });
    return c.json(page, 200);
  });
}
