/**
 * Backups over HTTP (issue #37, docs/server.md "Backups"):
 * - GET  /respaldos/ultimo   location.edit          BackupLastAnswer (machines/locations/backupStatus.schema.ts)
 * - POST /respaldos          the control token      201 BackupStatus + `dir`: takes one now (`npm run backup`)
 * - POST /respaldos/comprobacion  the control token  CheckResult[]: the data checks on the live database (`npm run check-data`)
 *
 * The POST is not for people: `npm run backup` reads the token the server wrote at start into
 * `<dataDir>/backup-control.json` (0600, so only the server's user can read it, the user who can
 * read the database files anyway) and sends it as `X-Sofia-Backup-Token`. Without the token, or
 * a wrong one: 401 `{code: 'unauthorized'}`; on a server that takes no backups (PostgreSQL): 404.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { BackupLastAnswer } from '../../machines/locations/backupStatus.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { locationToday } from '../locations/today.ts';
import { runDataChecks } from './checks.ts';
import { BACKUP_TOKEN_HEADER } from './control.ts';

export { BACKUP_TOKEN_HEADER };

const NOT_THE_SERVER_USER = 'Only npm run backup and npm run check-data call this (they read the server\u2019s control token)';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function backupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/respaldos/ultimo', requireSession(deps.db), requirePermission('location.edit'), (c) => {
      const backups = deps.backups;
      const answer: BackupLastAnswer = { enabled: backups !== undefined, daily: backups?.daily ?? false, last: backups?.job.last() ?? null };
      return c.json(answer);
    })
    .post('/respaldos', async (c) => {
      const backups = deps.backups;
      if (backups === undefined) return notFound(c);
      if (!sameToken(c.req.header(BACKUP_TOKEN_HEADER) ?? '', backups.token)) return jsonError(c, 401, NOT_THE_SERVER_USER);
      const status = await backups.job.run();
      return c.json({ ...status, dir: backups.job.dir }, 201);
    })
    .post('/respaldos/comprobacion', async (c) => {
      const backups = deps.backups;
      if (backups === undefined) return notFound(c);
      if (!sameToken(c.req.header(BACKUP_TOKEN_HEADER) ?? '', backups.token)) return jsonError(c, 401, NOT_THE_SERVER_USER);
      return c.json(await runDataChecks(deps.db, await locationToday({ db: deps.db, clock: deps.clock })));
    });
}
