/**
 * Serves the built SPA from distDir: files as they are, hashed `/assets/*` cached forever,
 * index.html revalidated every time, and any other GET path answered with index.html so
 * client-side routes survive a reload (history fallback). Every file carries a strong ETag (a
 * digest of its bytes), so a revalidation with If-None-Match is answered 304 without a body.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
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

function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function send(c: Context, file: string, cacheControl: string) {
  const body = await readFile(file);
  const etag = etagOf(body);
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': getMimeType(file) ?? 'application/octet-stream' });
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

export function spaHandler(distDir: string | null): Handler {
  if (distDir === null) return notFound;
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  return async (c) => {
    const file = resolveInside(root, c.req.path);
    const isAsset = c.req.path.startsWith('/assets/');
    if (file !== null && (await isFile(file))) {
      return send(c, file, isAsset ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset must not turn into HTML: the browser would try to run index.html as JS.
    if (isAsset) return notFound(c);
    if (!(await isFile(index))) return notFound(c);
    return send(c, index, REVALIDATE);
  };
}
