/**
 * Profile photo files in `<dataDir>/perfiles`. Names are always generated here
 * (`<uuid v4>.jpg`); nothing the client sends becomes part of a path (security.md C3).
 *
 * A photo appears under its final name only complete and on disk: it is written to a temporary
 * name in the same directory, fsynced, then hard-linked to its final name (link, unlike rename,
 * never replaces an existing file) and the temporary name removed. A crash (kill -9, power loss)
 * can leave a temporary file or a photo whose database row was never written; sweepOrphans() at
 * start removes both.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';

/** Exactly what newPhotoName() produces; anything else is not one of ours. */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;
/** An upload in progress (or left by a crash). Never matches PHOTO_NAME, so it is never served. */
const TEMP_NAME = /^\.upload-[0-9a-f-]{36}\.tmp$/;

export interface SweepResult {
  temporary: number;
  unreferenced: number;
}

export class PhotoStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'perfiles');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Writes a new file under a fresh random name, durably, and returns the name. */
  async save(bytes: Uint8Array): Promise<string> {
    const name = `${randomUUID()}.jpg`;
    const temp = path.join(this.dir, `.upload-${randomUUID()}.tmp`);
    try {
      const file = await open(temp, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      // Fails with EEXIST rather than overwrite, even in the astronomically unlikely case of a
      // name collision.
      await link(temp, path.join(this.dir, name));
    } finally {
      await unlink(temp).catch(() => {});
    }
    await this.syncDir();
    return name;
  }

  /** Makes the new directory entry itself durable (not possible on every platform). */
  private async syncDir(): Promise<void> {
    try {
      const dir = await open(this.dir, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    } catch {
      // Windows cannot open a directory; the file's own fsync is what we can do there.
    }
  }

  /** The file's bytes, or null when the name is not ours or the file is gone. */
  async read(name: string): Promise<Buffer | null> {
    if (!PHOTO_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }

  /** Best effort: a file already gone is fine. */
  async remove(name: string | null): Promise<void> {
    if (name === null || !PHOTO_NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }

  /**
   * Removes temporary upload files and photos no row refers to, when last modified before
   * `olderThan` (epoch ms). Other files are left alone: they are not ours.
   */
  async sweepOrphans(referenced: ReadonlySet<string>, olderThan: number): Promise<SweepResult> {
    const result: SweepResult = { temporary: 0, unreferenced: 0 };
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const temporary = TEMP_NAME.test(entry.name);
      const orphan = PHOTO_NAME.test(entry.name) && !referenced.has(entry.name);
      if (!temporary && !orphan) continue;
      const full = path.join(this.dir, entry.name);
      const modified = await stat(full).then((s) => s.mtimeMs, () => null);
      if (modified === null || modified >= olderThan) continue;
      await unlink(full).catch(() => {});
      result[temporary ? 'temporary' : 'unreferenced'] += 1;
    }
    return result;
  }
}
