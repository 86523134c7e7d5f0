/**
 * Profile photo files in `<dataDir>/perfiles`. Names are always generated here
 * (`<uuid v4>.jpg`); nothing the client sends becomes part of a path (security.md C3).
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';

/** Exactly what newPhotoName() produces; anything else is not one of ours. */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

/** JPEG files start with SOI (FF D8) followed by a marker (FF). Declared type and name are ignored. */
export function looksLikeJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export class PhotoStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'perfiles');
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Writes a new file under a fresh random name and returns the name. */
  async save(bytes: Uint8Array): Promise<string> {
    const name = `${randomUUID()}.jpg`;
    // 'wx': never overwrite, even in the astronomically unlikely case of a name collision.
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
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
}
