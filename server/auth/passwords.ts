/**
 * Password hashing with Node's scrypt at OWASP's parameters (N=2^17, r=8, p=1; Password Storage
 * Cheat Sheet). The parameters are stored with each hash so they can be raised later and old
 * hashes upgraded on the next successful login.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

/** Production parameters; tests assert they stay at or above OWASP's minimum. */
export const SCRYPT_PARAMS: ScryptParams = { log2N: 17, r: 8, p: 1 };
export const SALT_BYTES = 16;
export const KEY_BYTES = 32;
/** scrypt needs 128·N·r bytes (128 MiB here); Node's default cap of 32 MiB would reject it. */
export const SCRYPT_MAXMEM = 256 * 1024 * 1024;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Never throws for a malformed stored hash: it just does not match. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when `stored` uses weaker parameters than production (rehash after login). */
  needsRehash(stored: string): boolean;
}

/** The key derivation itself: libuv's thread pool by default, or worker threads (kdfWorkers.ts). */
export type Kdf = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

export const threadPoolScrypt: Kdf = (password, salt, keylen, options) =>
  new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

function scrypt(kdf: Kdf, password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: SCRYPT_MAXMEM };
  return kdf(password.normalize('NFC'), salt, KEY_BYTES, options);
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const HASH_FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export function parseHash(stored: string): ParsedHash | null {
  const m = HASH_FORMAT.exec(stored);
  if (!m) return null;
  const params = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Bounds keep a tampered row from asking for gigabytes of memory.
  if (params.log2N < 1 || params.log2N > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  if (128 * 2 ** params.log2N * params.r > SCRYPT_MAXMEM) return null;
  const salt = Buffer.from(m[4] ?? '', 'base64');
  const key = Buffer.from(m[5] ?? '', 'base64');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return null;
  return { params, salt, key };
}

export function createScryptHasher(params: ScryptParams = SCRYPT_PARAMS, kdf: Kdf = threadPoolScrypt): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await scrypt(kdf, password, salt, params);
      return `scrypt$${params.log2N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) return false;
      const key = await scrypt(kdf, password, parsed.salt, parsed.params);
      return timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parseHash(stored);
      return (
        parsed === null ||
        parsed.params.log2N < params.log2N ||
        parsed.params.r < params.r ||
        parsed.params.p < params.p
      );
    },
  };
}
