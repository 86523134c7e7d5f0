/**
 * Brotli and gzip versions of the SPA's text files, made once per distinct content and kept in
 * memory. Keyed by the digest of the file's bytes (the ETag's), so a rebuilt file is compressed
 * anew and an unchanged one never twice, whatever its modification time says. Compression runs
 * on libuv's thread pool (zlib's async API): the event loop keeps serving meanwhile, and
 * concurrent first requests for one file share one compression.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CODINGS, type Coding } from './acceptEncoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 5 compresses the login page's 250 KB entry in about 25 ms, quality 11 in about
 * 750 ms for 9 % fewer bytes: too long for the first visitor after a deploy to wait. gzip -9 is
 * cheap at these sizes.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

/** Types worth compressing; JPEG photos and fonts are already compressed. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;
/** Below this a coding saves too little to matter (and may even grow the body). */
export const MIN_COMPRESS_BYTES = 1024;
/** Above this a file is sent as it is, so that one file can never fill the cache. */
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;
/**
 * The cache keeps at most this many compressed bytes, dropping the least recently used. The whole
 * build is 1.7 MB raw (about 1 MB in both codings), so this holds several builds' worth.
 */
export const CACHE_BYTES = 32 * 1024 * 1024;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The codings this file may be sent in, best first: none for small or binary files. */
export function codingsFor(contentType: string, size: number): readonly Coding[] {
  if (size < MIN_COMPRESS_BYTES || size > MAX_COMPRESS_BYTES || !isCompressible(contentType)) return [];
  return CODINGS;
}

/** zlib's output sits in an ordinary ArrayBuffer (never a shared one), which is what a Response body needs. */
type Bytes = Buffer<ArrayBuffer>;

async function compress(body: Uint8Array, coding: Coding): Promise<Bytes> {
  const out =
    coding === 'gzip'
      ? await gzip(body, { level: GZIP_LEVEL })
      : await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        });
  return out as Bytes;
}

interface Entry {
  body: Promise<Bytes>;
  /** Known once compressed; counted against CACHE_BYTES from then on. */
  bytes: number;
}

export class CompressedCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  /** How many compressions ran: lets tests see that a file is compressed once. */
  compressions = 0;

  constructor(private readonly limit = CACHE_BYTES) {}

  /** `body` in `coding`; `digest` identifies the bytes (same digest, same bytes). */
  get(digest: string, coding: Coding, body: Uint8Array): Promise<Bytes> {
    const key = `${digest} ${coding}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Re-inserting moves the entry to the end: Map order is the least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    this.compressions++;
    const entry: Entry = { body: compress(body, coding), bytes: 0 };
    this.entries.set(key, entry);
    entry.body.then(
      (out) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = out.byteLength;
        this.total += entry.bytes;
        this.evict();
      },
      // A failed compression is not kept: the next request tries again (and the caller sees the error).
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.body;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.limit) return;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }
}
