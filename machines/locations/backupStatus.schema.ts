/**
 * The last backup, as the administrator sees it on 'Configuración de ubicación' (issue #37):
 *
 * - GET /respaldos/ultimo → BackupLastAnswer   location.edit
 *
 * `enabled` says whether this server takes backups itself (PGlite; PostgreSQL is backed up with
 * pg_dump, docs/server.md); `daily` whether it takes one every day (SOFIA_BACKUP_KEEP); `last`
 * is null before the first one.
 */
import * as v from 'valibot';

export const BackupStatusSchema = v.object({
  /** ISO time the backup was started. */
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** Written, read back, and every data check passed on it. */
  ok: v.boolean(),
  /** The dump's file name in the backup directory, null when nothing was written. */
  file: v.nullable(v.string()),
  /** The names of the data checks that failed on the snapshot (server/backup/checks.ts). */
  failedChecks: v.array(v.string()),
  /** Why it could not be taken, for the operator (English, from the server). */
  error: v.nullable(v.string()),
});
export type BackupStatus = v.InferOutput<typeof BackupStatusSchema>;

export const BackupLastAnswerSchema = v.object({
  enabled: v.boolean(),
  daily: v.boolean(),
  last: v.nullable(BackupStatusSchema),
});
export type BackupLastAnswer = v.InferOutput<typeof BackupLastAnswerSchema>;
