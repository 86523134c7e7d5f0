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

export class DatabasePhotoStore implements PhotoStore {
  constructor(private readonly db: Queryable) {}

  async save(tx: Queryable, bytes: Uint8Array): Promise<string> {
    const name = `${randomUUID()}.jpg`;
    // A plain INSERT: a name collision (astronomically unlikely) fails rather than overwrite.
    await tx.query("INSERT INTO photos (name, bytes, content_type) VALUES ($1, $2, 'image/jpeg')", [name, bytes]);
    return name;
  }

  async read(name: string): Promise<StoredPhoto | null> {
    if (!PHOTO_NAME.test(name)) return null;
    const rows = await this.db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM photos WHERE name = $1',
      [name],
    );
    const row = rows[0];
    return row ? { bytes: row.bytes, contentType: row.content_type } : null;
  }

  async remove(tx: Queryable, name: string | null): Promise<void> {
    if (name === null || !PHOTO_NAME.test(name)) return;
    await tx.query('DELETE FROM photos WHERE name = $1', [name]);
  }
}
