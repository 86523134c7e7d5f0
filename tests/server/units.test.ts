// @vitest-environment node
/** Unit tests without a server: password hashing, tokens, config, JPEG sniffing (throttle rules: throttleRules.test.ts). */
import { describe, expect, it, vi } from 'vitest';
import {
  KEY_BYTES,
  SALT_BYTES,
  SCRYPT_MAXMEM,
  SCRYPT_PARAMS,
  createScryptHasher,
  parseHash,
} from '../../server/auth/passwords.ts';
import { createKdfWorkers } from '../../server/auth/kdfWorkers.ts';
import { hashToken, isWellFormedToken } from '../../server/auth/tokens.ts';
import { configFromEnv, DEFAULTS } from '../../server/config.ts';
import { PHOTO_NAME } from '../../server/photos.ts';
import { jpegImageLength } from '../../server/jpeg.ts';
import { aggregatedLog } from '../../server/logAggregate.ts';
import { captureLogger, TINY_JPEG, TINY_PNG } from './helpers.ts';

describe('password hashing', () => {
  it('uses scrypt parameters at or above OWASP minimum (N ≥ 2^17, r = 8, p = 1)', () => {
    expect(2 ** SCRYPT_PARAMS.log2N).toBeGreaterThanOrEqual(2 ** 17);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    expect(SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(1);
    expect(SALT_BYTES).toBeGreaterThanOrEqual(16);
    expect(KEY_BYTES).toBeGreaterThanOrEqual(32);
    // The memory cap must leave room for 128·N·r bytes, or Node refuses the parameters.
    expect(SCRYPT_MAXMEM).toBeGreaterThan(128 * 2 ** SCRYPT_PARAMS.log2N * SCRYPT_PARAMS.r);
  });

  it('stores the parameters and a 16-byte random salt with the hash, and verifies', async () => {
    const hasher = createScryptHasher();
    const [a, b] = await Promise.all([hasher.hash('correct horse'), hasher.hash('correct horse')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(parseHash(a)?.salt.length).toBe(16);
    expect(await hasher.verify('correct horse', a)).toBe(true);
    expect(await hasher.verify('correct horsE', a)).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
  });

  it('treats malformed or absurd stored hashes as non-matching instead of throwing', async () => {
    const hasher = createScryptHasher();
    for (const stored of ['', 'plain', 'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA', 'bcrypt$2b$10$x']) {
      expect(await hasher.verify('x', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(true);
    }
  });

  it('flags hashes made with weaker parameters for rehashing', async () => {
    const weak = await createScryptHasher({ log2N: 10, r: 8, p: 1 }).hash('pw');
    const production = createScryptHasher();
    expect(await production.verify('pw', weak)).toBe(true);
    expect(production.needsRehash(weak)).toBe(true);
  });
});

describe('scrypt on worker threads', () => {
  it('gives the same hashes as the thread pool, one job after another on a bounded set of workers', async () => {
    const workers = createKdfWorkers(1);
    try {
      const weak = { log2N: 10, r: 8, p: 1 };
      const onWorkers = createScryptHasher(weak, workers.scrypt);
      const onPool = createScryptHasher(weak);
      const hashes = await Promise.all(['a', 'b', 'c'].map((pw) => onWorkers.hash(pw)));
      for (const [i, pw] of ['a', 'b', 'c'].entries()) {
        expect(await onPool.verify(pw, hashes[i] ?? '')).toBe(true);
        expect(await onWorkers.verify(`${pw}!`, hashes[i] ?? '')).toBe(false);
      }
      expect(await onWorkers.verify('a', await onPool.hash('a'))).toBe(true);
    } finally {
      await workers.close();
    }
  });
});

describe('aggregated log lines', () => {
  it('logs the first event in full, then one summary per interval, then nothing while quiet', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = aggregatedLog(captureLogger(lines), 'login.throttled', { intervalMs: 60_000, distinct: ['user', 'address'] });
      for (let i = 0; i < 100; i++) log.record({ user: `u${i % 3}`, address: '203.0.113.1' });
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ event: 'login.throttled', user: 'u0', address: '203.0.113.1' });
      vi.advanceTimersByTime(60_000);
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({
        event: 'login.throttled.summary',
        count: 99,
        distinct_user: 3,
        distinct_address: 1,
        examples_address: '203.0.113.1',
      });
      vi.advanceTimersByTime(10 * 60_000);
      expect(lines).toHaveLength(2);
      log.record({ user: 'later', address: 'x' });
      expect(JSON.parse(lines[2] ?? '{}')).toMatchObject({ event: 'login.throttled', user: 'later' });
      log.record({ user: 'later', address: 'x' });
      log.flush();
      expect(JSON.parse(lines[3] ?? '{}')).toMatchObject({ event: 'login.throttled.summary', count: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tokens', () => {
  it('accepts only 43-character base64url tokens and stores a SHA-256 hex digest', () => {
    expect(isWellFormedToken('a'.repeat(43))).toBe(true);
    expect(isWellFormedToken('a'.repeat(42))).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedToken("' OR 1=1--")).toBe(false);
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('config from environment', () => {
  it('has the documented defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      tokenTtlSeconds: 12 * 3600,
      maxPhotoBytes: 2 * 1024 * 1024,
      loginMaxFailures: DEFAULTS.loginMaxFailures,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.distDir?.endsWith('dist')).toBe(true);
  });

  it('reads every variable, "off" disables the SPA, and bad numbers are errors', () => {
    const config = configFromEnv({
      PORT: '0',
      HOST: '::1',
      SOFIA_DATA_DIR: '/tmp/x',
      SOFIA_DIST_DIR: 'off',
      DATABASE_URL: 'postgres://u@h/db',
      SOFIA_TOKEN_TTL_SECONDS: '60',
      SOFIA_MAX_PHOTO_BYTES: '1000',
      SOFIA_LOGIN_MAX_FAILURES: '7',
      SOFIA_LOGIN_MAX_FAILURES_PER_ADDRESS: '70',
      SOFIA_LOGIN_MAX_FAILURES_PER_ACCOUNT: '90',
      SOFIA_LOGIN_WINDOW_SECONDS: '30',
      SOFIA_LOGIN_HASH_CONCURRENCY: '3',
      SOFIA_LOGIN_HASH_QUEUE: '0',
      SOFIA_LOGIN_CONCURRENT_PER_ADDRESS: '6',
      SOFIA_TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '::1',
      dataDir: '/tmp/x',
      distDir: null,
      databaseUrl: 'postgres://u@h/db',
      tokenTtlSeconds: 60,
      maxPhotoBytes: 1000,
      loginMaxFailures: 7,
      loginMaxFailuresPerAddress: 70,
      loginMaxFailuresPerAccount: 90,
      loginWindowSeconds: 30,
      loginHashConcurrency: 3,
      loginHashQueue: 0,
      loginConcurrentPerAddress: 6,
      trustProxy: true,
    });
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(() => configFromEnv({ SOFIA_TRUST_PROXY: 'maybe' })).toThrow(/SOFIA_TRUST_PROXY/);
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => configFromEnv({ SOFIA_TOKEN_TTL_SECONDS: '0' })).toThrow(/SOFIA_TOKEN_TTL_SECONDS/);
  });

  it('starts in demo mode unless SOFIA_MODE (or NODE_ENV) says production', () => {
    expect(configFromEnv({})).toMatchObject({ mode: 'demo', firstAdmin: null });
    expect(configFromEnv({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(configFromEnv({ SOFIA_MODE: 'production' }).mode).toBe('production');
    expect(configFromEnv({ SOFIA_MODE: 'demo', NODE_ENV: 'production' }).mode).toBe('demo');
    expect(() => configFromEnv({ SOFIA_MODE: 'prod' })).toThrow(/SOFIA_MODE/);
  });

  it('reads the first administrator, refusing half or weak settings without echoing the password', () => {
    expect(configFromEnv({ SOFIA_ADMIN_USER: ' jefa ', SOFIA_ADMIN_PASSWORD: 'una clave larga' }).firstAdmin).toEqual({
      username: 'jefa',
      password: 'una clave larga',
      name: 'jefa',
    });
    expect(configFromEnv({ SOFIA_ADMIN_USER: 'jefa', SOFIA_ADMIN_PASSWORD: 'una clave larga', SOFIA_ADMIN_NAME: 'Ana Torres' }).firstAdmin?.name).toBe('Ana Torres');
    expect(() => configFromEnv({ SOFIA_ADMIN_PASSWORD: 'una clave larga' })).toThrow(/SOFIA_ADMIN_USER/);
    expect(() => configFromEnv({ SOFIA_ADMIN_USER: 'jefa', SOFIA_ADMIN_PASSWORD: 'corta' })).toThrow(/at least|12/);
    expect(() => configFromEnv({ SOFIA_ADMIN_USER: 'jefa', SOFIA_ADMIN_PASSWORD: 'corta' })).not.toThrow(/corta/);
    expect(() => configFromEnv({ SOFIA_ADMIN_USER: 'je\u0000fa', SOFIA_ADMIN_PASSWORD: 'una clave larga' })).toThrow(/SOFIA_ADMIN_USER/);
    expect(() => configFromEnv({ SOFIA_ADMIN_USER: 'jefa' })).toThrow(/SOFIA_ADMIN_PASSWORD/);
  });
});

describe('photo names and JPEG checks', () => {
  it('recognises a JPEG by its bytes (structure: tests/server/jpeg.test.ts)', () => {
    expect(jpegImageLength(TINY_JPEG)).toBe(TINY_JPEG.length);
    expect(jpegImageLength(TINY_PNG)).toBeNull();
    expect(jpegImageLength(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(jpegImageLength(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('accepts only server-generated uuid names, which also satisfy the client pattern', () => {
    const name = '3f2c9a4e-1b2c-4d5e-8f90-123456789abc.jpg';
    expect(PHOTO_NAME.test(name)).toBe(true);
    expect(/^[A-Za-z0-9_-]{1,64}\.jpe?g$/.test(name)).toBe(true);
    for (const bad of ['../x.jpg', 'x.jpg', `${name}.html`, name.toUpperCase(), `a/${name}`]) {
      expect(PHOTO_NAME.test(bad)).toBe(false);
    }
  });
});
