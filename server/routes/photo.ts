/**
 * Profile photos (security.md C1–C4).
 * - POST /public/api/fotoPerfil: size-limited before parsing, a structurally complete JPEG by its
 *   bytes only (server/jpeg.ts), stored up to its end of image under a fresh random name, in one
 *   transaction with the user's row and the deletion of the previous photo.
 * - GET /public/<perfil>: serves a stored photo as inert image/jpeg (from the database, so any
 *   server process serves any photo).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { PhotoResponse } from '../../machines/contract.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { parseId } from '../http/ids.ts';
import type { PhotoStore } from '../photos.ts';
import { jpegImageLength } from '../jpeg.ts';
import { PHOTO_CSP } from '../headers.ts';

/** Room for multipart boundaries, part headers and the `id` field on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export function photoUploadRoutes(deps: AppDeps) {
  const { db, photos, log } = deps;
  const { maxPhotoBytes } = deps.config;
  const tooLarge = (c: Context) => jsonError(c, 413, `Photo larger than ${maxPhotoBytes} bytes`);

  return new Hono<AppEnv>().post(
    '/fotoPerfil',
    requireSession(db),
    // Counts streamed bytes for chunked bodies, trusts Content-Length otherwise (the adapter
    // never reads past it), and stops before anything is parsed.
    bodyLimit({ maxSize: maxPhotoBytes + MULTIPART_OVERHEAD_BYTES, onError: tooLarge }),
    async (c) => {
      const { userId } = c.var.session;
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return jsonError(c, 400, 'Expected multipart/form-data');
      }
      const { id, foto } = form;
      const formId = typeof id === 'string' ? parseId(id) : null;
      if (formId === null) return jsonError(c, 400, 'Field "id" must be a user id');
      // The photo belongs to the token's user; the form field may only confirm it (C3).
      if (formId !== userId) return jsonError(c, 403, 'Forbidden');
      if (!(foto instanceof File)) return jsonError(c, 400, 'Field "foto" must be a file');
      if (foto.size > maxPhotoBytes) return tooLarge(c);
      const upload = new Uint8Array(await foto.arrayBuffer());
      const length = jpegImageLength(upload);
      if (length === null) return jsonError(c, 415, 'Only JPEG images are accepted');
      // Only the image: whatever follows its end (HTML, a second file) is never stored or served.
      const bytes = upload.subarray(0, length);

      // All or nothing: the new photo, the row pointing at it and the previous photo's deletion.
      // The row lock serialises racing uploads of one user, so exactly one photo stays.
      const perfil = await db.transaction(async (tx) => {
        const rows = await tx.query<{ perfil: string | null }>('SELECT perfil FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const name = await photos.save(tx, bytes);
        await tx.query('UPDATE users SET perfil = $2 WHERE id = $1', [userId, name]);
        await photos.remove(tx, rows[0]?.perfil ?? null);
        return name;
      });
      log.info('photo.updated', { userId, bytes: bytes.length, dropped: upload.length - bytes.length });
      const body: PhotoResponse = { perfil };
      return c.json(body, 200);
    },
  );
}

export function photoFileHandler(photos: PhotoStore) {
  return async (c: Context) => {
    const name = c.req.param('perfil') ?? '';
    const photo = await photos.read(name);
    if (photo === null) return notFound(c);
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': photo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': PHOTO_CSP,
      'Content-Disposition': `inline; filename="${name}"`,
      // Staff photos: browsers may cache briefly, shared caches may not.
      'Cache-Control': 'private, max-age=3600',
    });
  };
}
