/**
 * Profile photos in the database (table `photos`, migration 004), so every server process on one
 * PostgreSQL serves every photo, whichever process took the upload. Names are always generated
 * here (`<uuid v4>.jpg`); nothing the client sends becomes part of a name (security.md C3).
 *
 * A photo is written in the caller's transaction, the one that points `users.perfil` at it and
 * deletes the previous photo: it appears complete with its row or not at all, so no crash leaves
 * an orphan or a half-written photo (files needed fsync, links and a sweep at start for that).
 * Photos written as files by earlier versions are moved in at start (legacyPhotoFiles.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db/adapter.ts';

/** Exactly what a store's save() produces; anything else is not one of ours. */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

export interface StoredPhoto {
  bytes: Uint8Array;
  /** Always image/jpeg (the table's check); served as the Content-Type. */
  contentType: string;
}

/** Where photos live. The default (and the only one the server uses) is the database. */
export interface PhotoStore {
  /** Stores `bytes` under a fresh name inside the caller's transaction `tx`; returns the name. */
  save(tx: Queryable, bytes: Uint8Array): Promise<string>;
  /** The photo, or null when the name is not ours or no photo has it. */
  read(name: string): Promise<StoredPhoto | null>;
  /** Deletes a photo inside `tx`; an unknown name or null is fine. */
  remove(tx: Queryable, name: string | null): Promise<void>;
}

export interface DatabasePhotoStoreOptions {
  /** Bytes of photos kept in memory, most recently served first (0: none). */
  cacheBytes?: number;
}

/**
 * Reading a photo's bytes costs: PGlite (WASM, in-process) decodes a 1.9 MB bytea in about 160 ms
 * of the event loop. A name's bytes never change (a fresh uuid per photo, never updated), so
 * served bytes are kept in memory by name, and every request still asks the database whether the
 * name exists (a row lookup without the bytes): a photo deleted through any process is 404 here
 * at once, never served from the cache.
 */
export class DatabasePhotoStore implements PhotoStore {
  private readonly cache = new Map<string, StoredPhoto>();
  private cachedBytes = 0;
  private readonly cacheBytes: number;

  constructor(
    private readonly db: Queryable,
    options: DatabasePhotoStoreOptions = {},
  ) {
    this.cacheBytes = options.cacheBytes ?? 32 * 1024 * 1024;
  }

  async save(tx: Queryable, bytes: Uint8Array): Promise<string> {
    const name = `${randomUUID()}.jpg`;
    // A plain INSERT: a name collision (astronomically unlikely) fails rather than overwrite.
    await tx.query("INSERT INTO photos (name, bytes, content_type) VALUES ($1, $2, 'image/jpeg')", [name, bytes]);
    return name;
  }

  async read(name: string): Promise<StoredPhoto | null> {
    if (!PHOTO_NAME.test(name)) return null;
    const cached = this.cache.get(name);
    if (cached) {
      const exists = (await this.db.query<{ name: string }>('SELECT name FROM photos WHERE name = $1', [name])).length > 0;
      // Unless a concurrent read already dropped or refreshed it meanwhile.
      if (this.cache.get(name) === cached) {
        this.cache.delete(name);
        if (exists) this.cache.set(name, cached); // most recently used last
        else this.cachedBytes -= cached.bytes.length;
      }
      return exists ? cached : null;
    }
    const rows = await this.db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM photos WHERE name = $1',
      [name],
    );
    const row = rows[0];
    if (!row) return null;
    const photo = { bytes: row.bytes, contentType: row.content_type };
    this.keep(name, photo);
    return photo;
  }

  private keep(name: string, photo: StoredPhoto): void {
    if (photo.bytes.length > this.cacheBytes || this.cache.has(name)) return;
    this.cache.set(name, photo);
    this.cachedBytes += photo.bytes.length;
    for (const [oldest, { bytes }] of this.cache) {
      if (this.cachedBytes <= this.cacheBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= bytes.length;
    }
  }

  async remove(tx: Queryable, name: string | null): Promise<void> {
    if (name === null || !PHOTO_NAME.test(name)) return;
    await tx.query('DELETE FROM photos WHERE name = $1', [name]);
  }
}
