/**
 * Versions before migration 004 kept photos as files in `<dataDir>/perfiles`. At start, every
 * such file a user still refers to is copied into the `photos` table (once: ON CONFLICT DO
 * NOTHING, so servers starting together on one PostgreSQL do not clash), then deleted; so are
 * temporary uploads and photos no user refers to, as the old start-up sweep did. Anything else in
 * the folder is left alone (not ours), and the folder is removed once empty.
 *
 * Orphans: with PGlite the data-dir lock makes this server the only writer, so all go; on
 * PostgreSQL an old-version server sharing the folder could be between writing a file and
 * committing its row, so only files untouched for an hour (well past the 60 s request timeout) go.
 */
import path from 'node:path';
import { readdir, readFile, rmdir, stat, unlink } from 'node:fs/promises';
import type { Database } from './db/adapter.ts';
import { PHOTO_NAME } from './photos.ts';

/** An upload in progress in an old version (or left by a crash). */
const TEMP_NAME = /^\.upload-[0-9a-f-]{36}\.tmp$/;

export interface LegacyPhotoResult {
  imported: number;
  temporary: number;
  unreferenced: number;
}

export async function importLegacyPhotoFiles(db: Database, dataDir: string, soleWriter: boolean, now = Date.now()): Promise<LegacyPhotoResult> {
  const result: LegacyPhotoResult = { imported: 0, temporary: 0, unreferenced: 0 };
  const dir = path.join(dataDir, 'perfiles');
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (entries === null) return result;
  const referenced = new Set(
    (await db.query<{ perfil: string }>('SELECT perfil FROM users WHERE perfil IS NOT NULL')).map((r) => r.perfil),
  );
  const olderThan = soleWriter ? Number.POSITIVE_INFINITY : now - 60 * 60 * 1000;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(dir, entry.name);
    if (PHOTO_NAME.test(entry.name) && referenced.has(entry.name)) {
      const bytes = await readFile(full);
      const inserted = await db.query<{ name: string }>(
        "INSERT INTO photos (name, bytes, content_type) VALUES ($1, $2, 'image/jpeg') ON CONFLICT (name) DO NOTHING RETURNING name",
        [entry.name, bytes],
      );
      // Committed (or already there from another server): the file is no longer needed.
      await unlink(full).catch(() => {});
      if (inserted.length > 0) result.imported += 1;
      continue;
    }
    const temporary = TEMP_NAME.test(entry.name);
    if (!temporary && !PHOTO_NAME.test(entry.name)) continue;
    const modified = await stat(full).then((s) => s.mtimeMs, () => null);
    if (modified === null || modified >= olderThan) continue;
    await unlink(full).catch(() => {});
    result[temporary ? 'temporary' : 'unreferenced'] += 1;
  }
  // Only an empty folder goes (rmdir refuses otherwise).
  await rmdir(dir).catch(() => {});
  return result;
}
