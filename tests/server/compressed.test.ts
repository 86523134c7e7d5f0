// @vitest-environment node
/** The in-memory cache of compressed SPA files: one compression per content, bounded in bytes. */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codingsFor, CompressedCache } from '../../server/compressed.ts';

const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `line ${i}\n`).join(''));

describe('CompressedCache', () => {
  it('shares one compression among concurrent and later requests for the same content and coding', async () => {
    const cache = new CompressedCache();
    const body = text(500);
    const outs = await Promise.all([cache.get('d1', 'br', body), cache.get('d1', 'br', body)]);
    await cache.get('d1', 'br', body);
    expect(cache.compressions).toBe(1);
    expect(outs[0]).toBe(outs[1]);
    expect(brotliDecompressSync(outs[0] ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(gunzipSync(await cache.get('d1', 'gzip', body)).equals(body)).toBe(true);
    expect(cache.compressions).toBe(2);
  });

  it('keeps at most its byte limit, dropping the least recently used content first', async () => {
    // Random bytes do not compress: each entry is a little over 10,000 bytes.
    const bodies = [0, 1, 2].map(() => randomBytes(10_000));
    const cache = new CompressedCache(25_000);
    await cache.get('a', 'gzip', bodies[0] ?? Buffer.alloc(0));
    await cache.get('b', 'gzip', bodies[1] ?? Buffer.alloc(0));
    await cache.get('a', 'gzip', bodies[0] ?? Buffer.alloc(0)); // a is now the most recent
    await cache.get('c', 'gzip', bodies[2] ?? Buffer.alloc(0)); // over the limit: b goes
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(25_000);
    expect(cache.compressions).toBe(3);
    await cache.get('a', 'gzip', bodies[0] ?? Buffer.alloc(0));
    expect(cache.compressions).toBe(3);
    await cache.get('b', 'gzip', bodies[1] ?? Buffer.alloc(0));
    expect(cache.compressions).toBe(4);
  });
});

describe('codingsFor', () => {
  it.each([
    ['text/javascript; charset=utf-8', 5000, ['br', 'gzip']],
    ['text/css; charset=utf-8', 5000, ['br', 'gzip']],
    ['text/html; charset=utf-8', 5000, ['br', 'gzip']],
    ['image/svg+xml; charset=utf-8', 5000, ['br', 'gzip']],
    ['application/json; charset=utf-8', 5000, ['br', 'gzip']],
    ['application/manifest+json', 5000, ['br', 'gzip']],
    ['text/javascript; charset=utf-8', 1023, []],
    ['image/jpeg', 5000, []],
    ['font/woff2', 5000, []],
    ['application/octet-stream', 5000, []],
    ['text/javascript; charset=utf-8', 9 * 1024 * 1024, []],
  ])('%s of %i bytes → %j', (type, size, expected) => {
    expect(codingsFor(type, size)).toEqual(expected);
  });
});
