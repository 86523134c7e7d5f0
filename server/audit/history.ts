/**
 * 'Historial' of one record, the same route for every area:
 *   GET /{area}/{id}/historial   {view} + audit.view   AuditEntry[] newest first; 404; 403; 401
 * (machines/history/history.schema.ts is the contract). The area's view permission is asked too:
 * an entry's before/after hold the record's data. An area mounts it with `.route('/', …)`.
 */
import { Hono } from 'hono';
import type { HistoryArea } from '../../machines/history/history.schema.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { Queryable } from '../db/adapter.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { historyOf } from './log.ts';

export interface RecordHistorySource {
  /** The path segment of the area's routes (`/roles/{id}/historial`). */
  area: HistoryArea;
  /** The audit log's `entity` of the area's records. */
  entity: string;
  /** What reading one of the area's records needs. */
  view: Permission;
  /** Whether the record exists (a history of no record is a 404, not an empty list). */
  exists: (db: Queryable, id: number) => Promise<boolean>;
}

export function recordHistoryRoutes({ db }: Pick<AppDeps, 'db'>, source: RecordHistorySource) {
  return new Hono<AppEnv>().get(
    `/${source.area}/:id/historial`,
    requireSession(db),
    requirePermission(source.view),
    requirePermission('audit.view'),
    idParam('id'),
    async (c) => {
      const { id } = c.var.ids;
      if (!(await source.exists(db, id))) return notFound(c);
      return c.json(await historyOf(db, source.entity, id), 200);
    },
  );
}
