// @vitest-environment node
/** The built SPA from distDir, history fallback, caching, and the headers on every kind of response. */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedCache } from '../../server/compressed.ts';
import { PERMISSIONS_POLICY } from '../../server/headers.ts';
import { spaHandler } from '../../server/static.ts';
import {
  createTestContext,
  DIST_ASSET,
  DIST_INDEX,
  login,
  makeDist,
  rawRequest,
  stableHeaders,
  START_TIMEOUT,
  startTestServer,
  type TestContext,
  type TestServer,
} from './helpers.ts';

const SPA_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Sent on every response, whatever its kind (HSTS only over TLS: tests/server/hardening.test.ts). */
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A chunk big enough to be worth compressing (the hand-made dist's other files are under 1 KB). */
const BIG_ASSET = Array.from({ length: 400 }, (_, i) => `export const label${i} = "Etiqueta número ${i}";\n`).join('');
const BIG_ASSET_PATH = '/assets/chunk-BiG123.js';
/** Incompressible bytes of a type we never encode. */
const PHOTO = randomBytes(4096);

let ctx: TestContext;
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  distDir = await makeDist(ctx.dataDir);
  await writeFile(path.join(distDir, BIG_ASSET_PATH), BIG_ASSET);
  await writeFile(path.join(distDir, 'assets', 'photo-AbC123.jpg'), PHOTO);
  server = await startTestServer(ctx, { distDir });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('serving the SPA', () => {
  it('answers / with index.html, revalidated, under the SPA policy (header snapshot)', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(DIST_INDEX);
    expect(stableHeaders(res.headers)).toEqual({
      ...COMMON,
      'cache-control': 'no-cache',
      'content-security-policy': SPA_CSP,
      'content-type': 'text/html; charset=utf-8',
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/),
      vary: 'Accept-Encoding',
    });
  });

  it.each(['/some/deep/link', '/usuarios', '/pages/error500', '/caja?tab=2', '/prestamos/', '/.env', '/..%2f..%2fpackage.json'])(
    'falls back to index.html for %s',
    async (target) => {
      const res = await rawRequest(server, target);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(DIST_INDEX);
    },
  );

  it('serves hashed assets as immutable with their type (header snapshot)', async () => {
    const res = await fetch(`${server.url}/assets/index-AbC123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(DIST_ASSET);
    expect(stableHeaders(res.headers)).toEqual({
      ...COMMON,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': SPA_CSP,
      'content-type': 'text/javascript; charset=utf-8',
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/),
      vary: 'Accept-Encoding',
    });
  });

  it('serves other files of the build, revalidated', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with HTML a browser would try to run', async () => {
    const res = await fetch(`${server.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(SPA_CSP);
    expect(await res.text()).toBe('');
  });

  it('answers other methods outside the API with JSON 404', async () => {
    const res = await fetch(`${server.url}/usuarios`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it.each(['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../package.json'])(
    'refuses the dot-segment target %s with 404',
    async (target) => {
      const res = await rawRequest(server, target);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('sofia-app');
    },
  );
});

describe('revalidation of index.html (ETag, 304)', () => {
  it('answers If-None-Match with the current ETag by 304 without a body, for / and for app routes', async () => {
    const first = await fetch(`${server.url}/`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    for (const [target, ifNoneMatch] of [
      ['/', etag],
      ['/usuarios', etag],
      ['/', `W/${etag}`],
      ['/', `"other", ${etag}`],
      ['/', '*'],
    ] as const) {
      const res = await rawRequest(server, target, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(res.status, `${target} ${ifNoneMatch}`).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const stale = await fetch(`${server.url}/`, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(DIST_INDEX);
  });

  it('gives a new build a new ETag, so a revalidation gets the new page', async () => {
    const index = path.join(ctx.dataDir, 'dist', 'index.html');
    const before = (await fetch(`${server.url}/`)).headers.get('etag') ?? '';
    const changed = DIST_INDEX.replace('AbC123', 'XyZ789');
    await writeFile(index, changed);
    try {
      const res = await fetch(`${server.url}/`, { headers: { 'If-None-Match': before } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(changed);
      expect(res.headers.get('etag')).not.toBe(before);
    } finally {
      await writeFile(index, DIST_INDEX);
    }
  });
});

const ETAG = /^"[A-Za-z0-9_-]{27}"$/;
const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

describe('compression of the SPA files (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('Accept-Encoding %j gets %s, with its length, Vary, and bytes that decode to the file', async (accept, coding) => {
    const headers: Record<string, string> = accept === undefined ? {} : { 'Accept-Encoding': accept };
    const res = await rawRequest(server, BIG_ASSET_PATH, { headers });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(decode[coding](res.body).toString()).toBe(BIG_ASSET);
    if (coding !== 'identity') expect(res.body.length).toBeLessThan(Buffer.byteLength(BIG_ASSET) / 4);
  });

  it.each(['identity;q=0', '*;q=0', 'deflate, identity;q=0'])('answers %j, which excludes everything we have, with 406', async (accept) => {
    const res = await rawRequest(server, BIG_ASSET_PATH, { headers: { 'Accept-Encoding': accept } });
    expect(res.status).toBe(406);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'Not acceptable', code: 'notAcceptable' });
  });

  it('gives each coding its own strong ETag, and revalidates each with 304', async () => {
    const etags: Record<string, string> = {};
    for (const coding of ['br', 'gzip', 'identity'] as const) {
      const res = await rawRequest(server, BIG_ASSET_PATH, { headers: { 'Accept-Encoding': coding } });
      etags[coding] = String(res.headers.etag);
      const again = await rawRequest(server, BIG_ASSET_PATH, {
        headers: { 'Accept-Encoding': coding, 'If-None-Match': etags[coding] },
      });
      expect(again.status, coding).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etags[coding]);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    expect(etags.identity).toMatch(ETAG);
    expect(etags.br).toBe(etags.identity?.replace(/"$/, '-br"'));
    expect(etags.gzip).toBe(etags.identity?.replace(/"$/, '-gzip"'));
    // A validator of one coding does not match the other coding's answer: full body in that coding.
    const other = await rawRequest(server, BIG_ASSET_PATH, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etags.br ?? '' } });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(other.body).toString()).toBe(BIG_ASSET);
  });

  it('answers HEAD with the headers and length of the coded GET, without a body', async () => {
    const get = await rawRequest(server, BIG_ASSET_PATH, { headers: { 'Accept-Encoding': 'br' } });
    const head = await rawRequest(server, BIG_ASSET_PATH, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('ignores Range: a coded answer is always the whole file', async () => {
    const res = await rawRequest(server, BIG_ASSET_PATH, { headers: { 'Accept-Encoding': 'gzip', Range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(gunzipSync(res.body).toString()).toBe(BIG_ASSET);
  });

  it('sends small files and photos as they are, photos without Vary', async () => {
    const small = await rawRequest(server, '/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(DIST_ASSET);
    const photo = await rawRequest(server, '/assets/photo-AbC123.jpg', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.body.equals(PHOTO)).toBe(true);
  });

  it('compresses a file once per coding, however many requests ask for it, and anew when it changes', async () => {
    const cache = new CompressedCache();
    const app = new Hono().get('*', spaHandler(distDir, cache));
    const get = (coding: string) => app.request(BIG_ASSET_PATH, { headers: { 'Accept-Encoding': coding } });
    const first = await Promise.all([get('br'), get('br'), get('br'), get('gzip')]);
    for (let i = 0; i < 3; i++) await get(i % 2 ? 'br' : 'gzip');
    expect(cache.compressions).toBe(2);
    expect(new Set(await Promise.all(first.slice(0, 3).map(async (r) => Buffer.from(await r.arrayBuffer()).toString('hex')))).size).toBe(1);
    const changed = BIG_ASSET.replace('Etiqueta', 'Rótulo');
    await writeFile(path.join(distDir, BIG_ASSET_PATH), changed);
    try {
      const res = await get('br');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(changed);
      expect(cache.compressions).toBe(3);
    } finally {
      await writeFile(path.join(distDir, BIG_ASSET_PATH), BIG_ASSET);
    }
  });
});

describe('HSTS and Permissions-Policy', () => {
  it('sends no HSTS over plain HTTP, and believes no X-Forwarded-Proto without a trusted proxy', async () => {
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
      const res = await fetch(`${server.url}/`, { headers });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('denies camera, microphone, geolocation and other powerful features', async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy.split(', ')).toContain(`${feature}=()`);
    }
  });
});

describe('API responses', () => {
  it('answers unknown API paths with JSON 404 (header snapshot)', async () => {
    const res = await fetch(`${server.url}/public/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'notFound' });
    expect(stableHeaders(res.headers)).toEqual({
      ...COMMON,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'content-type': 'application/json',
    });
  });

  it.each([
    ['GET', '/public/api/login'],
    ['GET', '/public/api/'],
    ['DELETE', '/public/api/cargarMenus'],
    ['POST', '/public/api/nope/deeper'],
  ])('answers %s %s with JSON 404, never index.html', async (method, target) => {
    const res = await fetch(`${server.url}${target}`, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'notFound' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the same header set on an API error (login 401, header snapshot)', async () => {
    const res = await login(server, 'admin', 'wrong');
    expect(res.status).toBe(401);
    expect(stableHeaders(res.headers)).toEqual({
      ...COMMON,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'content-type': 'application/json',
    });
  });
});

describe('CORS stays off', () => {
  it('sends no CORS headers to a cross-origin GET', async () => {
    const res = await fetch(`${server.url}/public/api/nope`, { headers: { Origin: 'https://evil.example' } });
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });

  it('does not answer a preflight with any permission', async () => {
    const res = await fetch(`${server.url}/public/api/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(404);
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });

  it('does not advertise the framework', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
  });
});
