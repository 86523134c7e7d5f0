/**
 * Server settings: one typed object, built either by tests (in-process) or from the environment
 * by server/main.ts. Defaults live here so both paths agree.
 */
import path from 'node:path';
import { firstAdminFromEnv, modeFromEnv, type FirstAdmin, type ServerMode } from './mode.ts';
import { availableParallelism } from 'node:os';

export interface ServerConfig {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Holds `db/` (PGlite) and the lock; photos are in the database (migration 004). */
  dataDir: string;
  /** Built SPA; null disables SPA serving (API-only, e.g. behind the Vite dev server). */
  distDir: string | null;
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl: string | null;
  /** Optional schema on `databaseUrl` (tests give each file its own). */
  databaseSchema: string | null;
  tokenTtlSeconds: number;
  maxPhotoBytes: number;
  /** Failed logins per user name (known or not) and client address within the window, before delays. */
  loginMaxFailures: number;
  /** Failed logins per client address within the window, before delays. */
  loginMaxFailuresPerAddress: number;
  /** Failed logins per user name from addresses that have not signed in to it, before delays. */
  loginMaxFailuresPerAccount: number;
  loginWindowSeconds: number;
  /** Demo users on first start, or production (server/mode.ts). */
  mode: ServerMode;
  /** Production's first administrator, created only on an empty database. */
  firstAdmin: FirstAdmin | null;
  /** Password hashes running at once / waiting; beyond both, 503 (server/auth/hashLimit.ts). */
  loginHashConcurrency: number;
  loginHashQueue: number;
  /**
   * Sign-ins from one client address in flight at once; beyond, 429 before the password-check
   * queue (server/auth/addressGate.ts). Below concurrency + queue, so one address cannot fill it.
   */
  loginConcurrentPerAddress: number;
  /** Behind one reverse proxy: X-Forwarded-For (last entry) and X-Forwarded-Proto are believed. */
  trustProxy: boolean;
  /** Where PGlite's backups go (0700); null: `<dataDir>-backups`, next to the data directory (server/backup). */
  backupDir: string | null;
  /** Daily backups kept (SOFIA_BACKUP_KEEP); 0: no daily backup, only `npm run backup`. */
  backupKeep: number;
}

/** The backup directory of a data directory when SOFIA_BACKUP_DIR is not set: beside it, not inside it. */
export const defaultBackupDir = (dataDir: string): string => `${path.resolve(dataDir)}-backups`;

export const DEFAULTS = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: '.data',
  distDir: 'dist',
  tokenTtlSeconds: 12 * 60 * 60,
  maxPhotoBytes: 2 * 1024 * 1024,
  // OWASP asks for lockout well under 100 consecutive failures; 5 per 15 min is a common choice.
  loginMaxFailures: 5,
  // Several staff may share one office address (NAT), so this one is looser.
  loginMaxFailuresPerAddress: 50,
  // Distributed guessing of one account; ASVS 6.3.1 (v4 2.2.1) asks for no more than 100.
  loginMaxFailuresPerAccount: 100,
  loginWindowSeconds: 15 * 60,
  // Below libuv's default of 4 threads, so file reads always find one free, and one core short
  // of all of them, so the event loop keeps a core while scrypt runs (1 on a 2-core machine).
  loginHashConcurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  loginHashQueue: 8,
  // Staff behind one office address sign in a few at a time; a flood keeps the queue's other 6.
  loginConcurrentPerAddress: 4,
  trustProxy: false,
  backupDir: null,
  backupKeep: 0,
} as const;

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  }
  return value;
}

function optional(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw;
}

/** "1"/"true"/"yes" or "0"/"false"/"no" (any case); unset is off; anything else is an error. */
function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

/** Reads the documented environment variables; throws on a malformed number rather than guessing. */
export function configFromEnv(env: Env = process.env): ServerConfig {
  const dist = env.SOFIA_DIST_DIR;
  const backupDir = optional(env, 'SOFIA_BACKUP_DIR');
  return {
    port: positiveInt(env, 'PORT', DEFAULTS.port, true),
    host: optional(env, 'HOST') ?? DEFAULTS.host,
    dataDir: path.resolve(optional(env, 'SOFIA_DATA_DIR') ?? DEFAULTS.dataDir),
    // "off" disables the SPA (dev: Vite serves it); unset means the default build folder.
    distDir: dist === 'off' ? null : path.resolve(dist === undefined || dist.trim() === '' ? DEFAULTS.distDir : dist),
    databaseUrl: optional(env, 'DATABASE_URL'),
    databaseSchema: optional(env, 'SOFIA_DB_SCHEMA'),
    tokenTtlSeconds: positiveInt(env, 'SOFIA_TOKEN_TTL_SECONDS', DEFAULTS.tokenTtlSeconds),
    maxPhotoBytes: positiveInt(env, 'SOFIA_MAX_PHOTO_BYTES', DEFAULTS.maxPhotoBytes),
    loginMaxFailures: positiveInt(env, 'SOFIA_LOGIN_MAX_FAILURES', DEFAULTS.loginMaxFailures),
    loginMaxFailuresPerAddress: positiveInt(env, 'SOFIA_LOGIN_MAX_FAILURES_PER_ADDRESS', DEFAULTS.loginMaxFailuresPerAddress),
    loginMaxFailuresPerAccount: positiveInt(env, 'SOFIA_LOGIN_MAX_FAILURES_PER_ACCOUNT', DEFAULTS.loginMaxFailuresPerAccount),
    loginWindowSeconds: positiveInt(env, 'SOFIA_LOGIN_WINDOW_SECONDS', DEFAULTS.loginWindowSeconds),
    mode: modeFromEnv(env),
    firstAdmin: firstAdminFromEnv(env),
    loginHashConcurrency: positiveInt(env, 'SOFIA_LOGIN_HASH_CONCURRENCY', DEFAULTS.loginHashConcurrency),
    loginHashQueue: positiveInt(env, 'SOFIA_LOGIN_HASH_QUEUE', DEFAULTS.loginHashQueue, true),
    loginConcurrentPerAddress: positiveInt(env, 'SOFIA_LOGIN_CONCURRENT_PER_ADDRESS', DEFAULTS.loginConcurrentPerAddress),
    trustProxy: flag(env, 'SOFIA_TRUST_PROXY'),
    backupDir: backupDir === null ? null : path.resolve(backupDir),
    backupKeep: positiveInt(env, 'SOFIA_BACKUP_KEEP', DEFAULTS.backupKeep, true),
  };
}
