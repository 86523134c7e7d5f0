/**
 * Serves the built SPA from distDir: hashed `/assets/*` cached forever, index.html revalidated
 * every time, and any other GET path answered with index.html so client-side routes survive a
 * reload (history fallback). Text files of 1 KB or more go out in brotli or gzip when the client
 * accepts it (server/acceptEncoding.ts), compressed once per content (server/compressed.ts).
 * Every response carries a strong ETag (a digest of the file's bytes, plus the coding), so a
 * revalidation with If-None-Match is answered 304 without a body. No Range support: a Range
 * header is ignored and the whole file sent (RFC 9110 §14.2 allows it), so a coded body is never
 * sliced.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, type Coding } from './acceptEncoding.ts';
import { codingsFor, CompressedCache, isCompressible } from './compressed.ts';
import { notFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function digestOf(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

/** A coded body is a different sequence of bytes, so it gets its own strong validator. */
function etagOf(digest: string, coding: Coding | 'identity'): string {
  return coding === 'identity' ? `"${digest}"` : `"${digest}-${coding}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function send(c: Context, cache: CompressedCache, file: string, cacheControl: string) {
  const body = await readFile(file);
  const digest = digestOf(body);
  const contentType = getMimeType(file) ?? 'application/octet-stream';
  const codings = codingsFor(contentType, body.byteLength);
  const coding = codings.length === 0 ? 'identity' : chooseCoding(c.req.header('accept-encoding'), codings);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  // Caches must key on Accept-Encoding for every text file, whichever coding this answer took.
  if (isCompressible(contentType)) headers.Vary = 'Accept-Encoding';
  if (coding === null) return c.json({ message: 'Not acceptable', code: 'notAcceptable' }, 406, headers);
  headers.ETag = etagOf(digest, coding);
  if (matchesIfNoneMatch(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
  const sent = coding === 'identity' ? body : await cache.get(digest, coding, body);
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  // Set explicitly so that HEAD (the GET answer without its body) still says the coded length.
  headers['Content-Length'] = String(sent.byteLength);
  return c.body(sent, 200, { ...headers, 'Content-Type': contentType });
}

/** Maps a URL path to a file strictly inside root, or null (undecodable, dotfile, escapes root). */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  // No dotfiles or dot segments (the URL parser already removed literal ones; this catches %2e).
  if (segments.some((s) => s.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/** `cache` is a parameter so that tests can see how often files are compressed. */
export function spaHandler(distDir: string | null, cache = new CompressedCache()): Handler {
  if (distDir === null) return notFound;
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  return async (c) => {
    const file = resolveInside(root, c.req.path);
    const isAsset = c.req.path.startsWith('/assets/');
    if (file !== null && (await isFile(file))) {
      return send(c, cache, file, isAsset ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset must not turn into HTML: the browser would try to run index.html as JS.
    if (isAsset) return notFound(c);
    if (!(await isFile(index))) return notFound(c);
    return send(c, cache, index, REVALIDATE);
  };
}
