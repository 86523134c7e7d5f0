// @vitest-environment node
/** POST /fotoPerfil and GET /public/<perfil>: limits, content checks, ownership, serving, traversal. */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { PHOTO_NAME } from '../../server/photos.ts';
import {
  login,
  makeDist,
  DEMO,
  rawRequest,
  serverWithSignedInStaff,
  TINY_JPEG,
  TINY_PNG,
  uploadPhoto,
} from './helpers.ts';

const MAX = 2 * 1024 * 1024;
/** The pattern the client validates perfil against before building a URL. */
const CLIENT_PERFIL = /^[A-Za-z0-9_-]{1,64}\.jpe?g$/;

// With the SPA on, a traversal that slipped through would come back as index.html (200), not 404.
const staff = serverWithSignedInStaff(async (ctx) => ({ maxPhotoBytes: MAX, distDir: await makeDist(ctx.dataDir) }));
const { tokens } = staff;
/** The stored bytes of a photo (the `photos` table), or null. */
async function storedPhoto(name: string): Promise<Buffer | null> {
  const [row] = await staff.server.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM photos WHERE name = $1', [name]);
  return row ? Buffer.from(row.bytes) : null;
}

async function storedNames(): Promise<string[]> {
  return (await staff.server.db.query<{ name: string }>('SELECT name FROM photos ORDER BY name')).map((r) => r.name);
}

async function perfilOf(userId: number): Promise<string | null> {
  const [row] = await staff.server.db.query<{ perfil: string | null }>('SELECT perfil FROM users WHERE id = $1', [userId]);
  return row?.perfil ?? null;
}

/**
 * A complete JPEG of exactly `size` bytes: TINY_JPEG padded with comment (COM) segments, and up to
 * three 0xFF fill bytes before a marker for the remainder a segment cannot take.
 */
function jpegOfSize(size: number): Buffer {
  const parts: Buffer[] = [TINY_JPEG.subarray(0, 2)];
  let left = size - TINY_JPEG.length;
  while (left >= 4) {
    let total = Math.min(left, 2 + 0xffff);
    if (left - total > 0 && left - total < 4) total -= 4;
    const length = total - 2;
    parts.push(Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), Buffer.alloc(length - 2, 0x20)]));
    left -= total;
  }
  parts.push(Buffer.alloc(left, 0xff), TINY_JPEG.subarray(2));
  return Buffer.concat(parts);
}

describe('uploading a photo', () => {
  let first = '';

  it('stores a real JPEG under a new random name and records it as the user’s perfil', async () => {
    const res = await uploadPhoto(staff.server, tokens.admin, { id: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body)).toEqual(['perfil']);
    first = res.body.perfil ?? '';
    expect(first).toMatch(PHOTO_NAME);
    expect(first).toMatch(CLIENT_PERFIL);
    expect(await storedPhoto(first)).toEqual(TINY_JPEG);
    expect(await perfilOf(1)).toBe(first);
    expect((await login(staff.server, 'admin', DEMO.admin.password)).body.user.perfil).toBe(first);
  });

  it('serves it back as inert image/jpeg', async () => {
    const res = await fetch(`${staff.server.url}/public/${first}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(TINY_JPEG);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${first}"`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('replaces it with a new name on the next upload and deletes the old photo', async () => {
    const res = await uploadPhoto(staff.server, tokens.admin, { id: 1 });
    expect(res.status).toBe(200);
    const second = res.body.perfil ?? '';
    expect(second).toMatch(PHOTO_NAME);
    expect(second).not.toBe(first);
    expect(await storedPhoto(first)).toBeNull();
    expect(await storedPhoto(second)).not.toBeNull();
    expect((await fetch(`${staff.server.url}/public/${first}`)).status).toBe(404);
    expect((await fetch(`${staff.server.url}/public/${second}`)).status).toBe(200);
    expect(await perfilOf(1)).toBe(second);
  });

  it('ignores the client’s file name: "../../etc/x.jpg" and "a.php.jpg" are still stored under a uuid, and no file is written', async () => {
    for (const filename of ['../../etc/x.jpg', 'a.php.jpg', '..\\..\\x.jpg']) {
      const res = await uploadPhoto(staff.server, tokens.cobrador, { id: 3, filename });
      expect(res.status).toBe(200);
      expect(res.body.perfil).toMatch(PHOTO_NAME);
    }
    for (const name of await storedNames()) expect(name).toMatch(PHOTO_NAME);
    // Photos live in the database: nothing beside the PGlite cluster, its lock, the backup command's
    // control file (server/backup/control.ts) and the test's dist.
    expect((await readdir(staff.ctx.dataDir)).sort()).toEqual(staff.ctx.schema === null ? ['backup-control.json', 'db', 'dist', 'sofia.lock'] : ['dist']);
  });

  it('keeps exactly one photo per user when uploads race', async () => {
    const results = await Promise.all([1, 2, 3].map(() => uploadPhoto(staff.server, tokens.cajero, { id: 2 })));
    const names = results.map((r) => {
      expect(r.status).toBe(200);
      return r.body.perfil ?? '';
    });
    const current = await perfilOf(2);
    expect(names).toContain(current);
    const kept = await Promise.all(names.map(async (n) => ((await storedPhoto(n)) === null ? null : n)));
    expect(kept.filter((n) => n !== null)).toEqual([current]);
  });

  it('stores only the image when bytes follow its end, and serves back nothing else', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const res = await uploadPhoto(staff.server, tokens.cajero, { id: 2, bytes: Buffer.concat([TINY_JPEG, html]) });
    expect(res.status).toBe(200);
    const perfil = res.body.perfil ?? '';
    expect(await storedPhoto(perfil)).toEqual(TINY_JPEG);
    const served = await fetch(`${staff.server.url}/public/${perfil}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('keeps no photo that no user refers to', async () => {
    const referenced = await staff.server.db.query<{ perfil: string }>('SELECT perfil FROM users WHERE perfil IS NOT NULL ORDER BY perfil');
    expect(await storedNames()).toEqual(referenced.map((r) => r.perfil));
  });

  it('accepts a file of exactly the maximum size', async () => {
    const bytes = jpegOfSize(MAX);
    expect(bytes.length).toBe(MAX);
    const res = await uploadPhoto(staff.server, tokens.cobrador, { id: 3, bytes });
    expect(res.status).toBe(200);
    // Buffer#equals: toEqual compares 2 MB element by element (tens of seconds).
    expect((await storedPhoto(res.body.perfil ?? ''))?.equals(bytes)).toBe(true);
  });
});

describe('rejected uploads leave the perfil alone', () => {
  let before: string | null = null;
  beforeAll(async () => {
    before = await perfilOf(1);
  });

  it.each([
    ['a PNG renamed .jpg and declared image/jpeg', TINY_PNG, 'photo.jpg', 'image/jpeg'],
    ['HTML declared image/jpeg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg'],
    ['plain text declared image/jpeg', Buffer.from('hello, I am a jpeg'), 'x.jpeg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'x.jpg', 'image/jpeg'],
    ['a JPEG header followed by HTML', Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('<html><script>alert(1)</script>')]), 'x.jpg', 'image/jpeg'],
    ['a JPEG cut off before its end', TINY_JPEG.subarray(0, TINY_JPEG.length - 2), 'x.jpg', 'image/jpeg'],
  ])('answers %s with 415', async (_label, bytes, filename, type) => {
    const res = await uploadPhoto(staff.server, tokens.admin, { id: 1, bytes, filename, type });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: expect.any(String), code: 'unsupportedMediaType' });
    expect(await perfilOf(1)).toBe(before);
  });

  it('answers a 3 MB file with 413', async () => {
    const res = await uploadPhoto(staff.server, tokens.admin, { id: 1, bytes: jpegOfSize(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String), code: 'tooLarge' });
  });

  it('answers a file one byte over the maximum with 413', async () => {
    const res = await uploadPhoto(staff.server, tokens.admin, { id: 1, bytes: jpegOfSize(MAX + 1) });
    expect(res.status).toBe(413);
  });

  it('counts a chunked upload without Content-Length and stops it with 413', async () => {
    const boundary = 'sofia-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const piece = jpegOfSize(256 * 1024);
    const res = await rawRequest(staff.server, '/public/api/fotoPerfil', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokens.admin}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Transfer-Encoding': 'chunked',
      },
      chunks: [head, ...Array.from({ length: 12 }, () => piece), Buffer.from(`\r\n--${boundary}--\r\n`)],
    });
    expect(res.status).toBe(413);
    expect(await perfilOf(1)).toBe(before);
  });

  it('answers a request without a file with 400', async () => {
    expect((await uploadPhoto(staff.server, tokens.admin, { id: 1, bytes: null })).status).toBe(400);
    const form = new FormData();
    form.append('id', '1');
    form.append('foto', 'not a file');
    const res = await fetch(staff.server.api('/fotoPerfil'), { method: 'POST', headers: { Authorization: `Bearer ${tokens.admin}` }, body: form });
    expect(res.status).toBe(400);
  });

  it('answers a missing or malformed id with 400', async () => {
    expect((await uploadPhoto(staff.server, tokens.admin, { id: null })).status).toBe(400);
    expect((await uploadPhoto(staff.server, tokens.admin, { id: '1 OR 1=1' })).status).toBe(400);
  });

  it('answers a non-multipart body with 400', async () => {
    const res = await fetch(staff.server.api('/fotoPerfil'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 1, foto: TINY_JPEG.toString('base64') }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses to change another user’s photo (403)', async () => {
    const res = await uploadPhoto(staff.server, tokens.cajero, { id: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String), code: 'forbidden' });
    expect(await perfilOf(1)).toBe(before);
  });

  it('requires a valid token (401)', async () => {
    expect((await uploadPhoto(staff.server, null, { id: 1 })).status).toBe(401);
    expect((await uploadPhoto(staff.server, 'B'.repeat(43), { id: 1 })).status).toBe(401);
    expect(await perfilOf(1)).toBe(before);
  });
});

describe('serving photos safely', () => {
  const SECRET = 'TOP-SECRET-NOT-A-PHOTO';
  const outsideName = '11111111-2222-4333-8444-555555555555.jpg';

  beforeAll(async () => {
    // A uuid-named file just outside the photo dir: reaching it would prove a traversal.
    await writeFile(path.join(staff.ctx.dataDir, outsideName), SECRET);
  });

  it.each([
    '/public/..%2f..%2fetc%2fpasswd',
    '/public/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/public/x.jpg?..',
    '/public/../package.json',
    '/public/%2e%2e/package.json',
    '/public/%2E%2E%2Fpackage.json',
    '/public/./../../package.json',
    `/public/..%2f${outsideName}`,
    `/public/../${outsideName}`,
    '/public/perfiles/x.jpg',
    '/public/db',
    '/public/11111111-2222-4333-8444-000000000000.jpg',
    '/public/x.jpg',
    '/public/%00.jpg',
  ])('answers %s with 404 and nothing from outside the photo dir', async (target) => {
    const res = await rawRequest(staff.server, target);
    expect(res.status).toBe(404);
    const text = res.body.toString('utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('root:');
    expect(text).not.toContain('"name": "sofia-app"');
    expect(JSON.parse(text)).toEqual({ message: expect.any(String), code: 'notFound' });
  });

  it('serves only what the database holds: a photo-named file in the old perfiles folder is 404', async () => {
    const dir = path.join(staff.ctx.dataDir, 'perfiles');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, outsideName), SECRET);
    const res = await fetch(`${staff.server.url}/public/${outsideName}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });

  it('does not serve a stored photo under another extension', async () => {
    const name = (await perfilOf(1)) ?? '';
    expect((await fetch(`${staff.server.url}/public/${name.replace(/\.jpg$/, '.html')}`)).status).toBe(404);
    expect((await fetch(`${staff.server.url}/public/${name}.html`)).status).toBe(404);
  });
});
