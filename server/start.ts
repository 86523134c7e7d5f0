/**
 * startServer(): locks and secures the data directory, opens the database, applies migrations,
 * creates the first users on first start (demo users, or production's administrator), moves photo
 * files of older versions into the database, and listens. Used in-process by the tests and by server/main.ts.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { DEFAULTS, defaultBackupDir, type ServerConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { ADMINISTRATOR_ROLE_ID, DEMO_USERS, isEmpty, seedIfEmpty, type DemoUser } from './db/seed.ts';
import { lockDataDir } from './datadir/lock.ts';
import { checkDataDir, restrictTree } from './datadir/permissions.ts';
import { FIRST_ADMIN_MISSING } from './mode.ts';
import { createScryptHasher, SCRYPT_PARAMS, type PasswordHasher } from './auth/passwords.ts';
import { createKdfWorkers } from './auth/kdfWorkers.ts';
import { LoginThrottle, THROTTLE_DEFAULTS } from './auth/throttle.ts';
import { DatabaseThrottleStore } from './auth/dbThrottleStore.ts';
import { limitHasher } from './auth/hashLimit.ts';
import { deleteExpiredTokens } from './auth/tokens.ts';
import { DatabasePhotoStore } from './photos.ts';
import { importLegacyPhotoFiles } from './legacyPhotoFiles.ts';
import { consoleLogger, type Logger } from './log.ts';
import { createApp } from './app.ts';
import { systemClock, type Clock } from './clock.ts';
import { createBackupJob } from './backup/job.ts';
import { removeControlFile, writeControlFile } from './backup/control.ts';

export interface StartOptions extends Partial<Omit<ServerConfig, 'dataDir'>> {
  dataDir: string;
  log?: Logger;
  /** An already opened database (tests use this to inject failures); closed by close(). */
  database?: Database;
  hasher?: PasswordHasher;
  /** The business clock (server/clock.ts); the real one when not given. */
  clock?: Clock;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Whether this start inserted the demo users (demo mode, first start on an empty database). */
  seeded: boolean;
  /** The user name of the administrator this start created (production, empty database), else null. */
  createdAdmin: string | null;
  db: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? consoleLogger;
  const config = {
    port: options.port ?? 0,
    host: options.host ?? DEFAULTS.host,
    distDir: options.distDir ?? null,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    maxPhotoBytes: options.maxPhotoBytes ?? DEFAULTS.maxPhotoBytes,
    loginMaxFailures: options.loginMaxFailures ?? DEFAULTS.loginMaxFailures,
    loginMaxFailuresPerAddress: options.loginMaxFailuresPerAddress ?? DEFAULTS.loginMaxFailuresPerAddress,
    loginMaxFailuresPerAccount: options.loginMaxFailuresPerAccount ?? DEFAULTS.loginMaxFailuresPerAccount,
    loginWindowSeconds: options.loginWindowSeconds ?? DEFAULTS.loginWindowSeconds,
    loginHashConcurrency: options.loginHashConcurrency ?? DEFAULTS.loginHashConcurrency,
    loginHashQueue: options.loginHashQueue ?? DEFAULTS.loginHashQueue,
    loginConcurrentPerAddress: options.loginConcurrentPerAddress ?? DEFAULTS.loginConcurrentPerAddress,
    trustProxy: options.trustProxy ?? DEFAULTS.trustProxy,
  };
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // PGlite is single-process: the lock comes before anything is opened, created or migrated. On
  // PostgreSQL several servers may share the database (and a shared data dir for the photos).
  const lock = options.databaseUrl ? null : await lockDataDir(dataDir);
  let db: Database | undefined;
  let seeded = false;
  let createdAdmin: string | null = null;
  let dummyHash: string;
  let throttleStore: DatabaseThrottleStore;
  // scrypt on low-priority worker threads, as many as hashes may run at once (hashLimit.ts).
  const kdfWorkers = createKdfWorkers(config.loginHashConcurrency);
  const hasher = options.hasher ?? createScryptHasher(SCRYPT_PARAMS, kdfWorkers.scrypt);
  try {
    // The directory is private (0700) from here on, so its files are restricted once, below,
    // after initdb and migrations have created theirs: one walk of the tree, not two.
    await checkDataDir(dataDir, log);
    db =
      options.database ??
      (options.databaseUrl
        ? await openPostgres(options.databaseUrl, options.databaseSchema ?? null)
        : await openPglite(path.join(dataDir, 'db')));
    const applied = await migrate(db);
    if (applied.length > 0) log.info('db.migrated', { applied: applied.join(',') });
    const firstUsers = await firstUsersFor(db, options, hasher, log);
    const inserted = await seedIfEmpty(db, hasher, firstUsers, options.clock ?? systemClock);
    if (inserted && options.mode === 'production') {
      createdAdmin = firstUsers[0]?.username ?? null;
      log.info('db.first_admin', { username: createdAdmin });
    } else if (inserted) {
      seeded = true;
      log.info('db.seeded', { users: DEMO_USERS.map((u) => u.username).join(',') });
    }
    await deleteExpiredTokens(db);
    throttleStore = new DatabaseThrottleStore(db, { windowMs: config.loginWindowSeconds * 1000, knownMs: THROTTLE_DEFAULTS.knownAddressMs });
    await throttleStore.expire();
    await movePhotoFiles(db, dataDir, lock !== null, log);
    // initdb and migrations created files (PGlite makes them 0666).
    await restrictTree(dataDir);
    dummyHash = await hasher.hash(randomBytes(16).toString('hex'));
  } catch (error) {
    await db?.close().catch(() => {});
    await kdfWorkers.close();
    await lock?.release();
    throw error;
  }
  const database = db;

  // Counters in the database, so every server on one PostgreSQL counts the same failures.
  const throttle = new LoginThrottle({
    maxPerUser: config.loginMaxFailures,
    maxPerAddress: config.loginMaxFailuresPerAddress,
    maxPerAccount: config.loginMaxFailuresPerAccount,
    windowMs: config.loginWindowSeconds * 1000,
    store: throttleStore,
  });
  // Seeding and the dummy hash above ran unbounded: nothing else is served yet.
  const limited = limitHasher(hasher, { concurrency: config.loginHashConcurrency, queue: config.loginHashQueue });
  const photos = new DatabasePhotoStore(database);
  const clock = options.clock ?? systemClock;
  // PGlite's backups are taken in this process, which holds the data directory (server/backup).
  const backupKeep = options.backupKeep ?? DEFAULTS.backupKeep;
  const backups =
    lock !== null && database.dumpDataDir
      ? {
          job: await createBackupJob({ db: database, dir: path.resolve(options.backupDir ?? defaultBackupDir(dataDir)), keep: backupKeep, clock, log }),
          token: randomBytes(32).toString('hex'),
          daily: backupKeep > 0,
        }
      : undefined;
  const app = createApp({ config, db: database, hasher: limited, dummyHash, throttle, photos, log, clock, ...(backups && { backups }) });

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      // overrideGlobalObjects: false keeps Node's own Request/Response globals intact in the host
      // process (the tests run the server in-process).
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, overrideGlobalObjects: false }) as Server;
      s.once('listening', () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await database.close().catch(() => {});
    await kdfWorkers.close();
    await lock?.release();
    throw error;
  }
  // Slow clients may not hold a connection open for the default 5 minutes.
  server.requestTimeout = 60_000;

  const { port } = server.address() as AddressInfo;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  if (backups) await writeControlFile(dataDir, { url: `http://${hostForUrl}:${port}`, token: backups.token });
  let closing: Promise<void> | undefined;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    seeded,
    createdAdmin,
    db: database,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        try {
          if (backups) {
            await removeControlFile(dataDir);
            await backups.job.stop();
          }
          await database.close();
          // Files PGlite created while running (0666 again).
          await restrictTree(dataDir).catch((error: unknown) => log.warn('datadir.permissions.failed', { error: String(error) }));
        } finally {
          await kdfWorkers.close();
          await lock?.release();
        }
      })();
      return closing;
    },
  };
}

/**
 * Who to create on an empty database: the demo users in demo mode, the configured administrator in
 * production (refusing to start without one). On a database that has users, nobody.
 */
async function firstUsersFor(db: Database, options: StartOptions, hasher: PasswordHasher, log: Logger): Promise<readonly DemoUser[]> {
  if (options.mode !== 'production') return DEMO_USERS;
  const admin = options.firstAdmin ?? null;
  if (!(await isEmpty(db))) {
    // The password stays in the environment (and in /proc/<pid>/environ) until removed.
    if (admin !== null) log.warn('config.first_admin_ignored', { reason: 'the database already has users; remove SOFIA_ADMIN_* from the environment' });
    await warnAboutDemoPasswords(db, hasher, log);
    return [];
  }
  if (admin === null) throw new Error(FIRST_ADMIN_MISSING);
  return [{ username: admin.username, password: admin.password, name: admin.name, idRol: ADMINISTRATOR_ROLE_ID, enabled: true }];
}

/**
 * A database first started in demo mode and then run in production still has demo users whose
 * passwords are published in the README: said at every production start until they are changed
 * or disabled (a few scrypt runs; never the passwords themselves).
 */
async function warnAboutDemoPasswords(db: Database, hasher: PasswordHasher, log: Logger): Promise<void> {
  const rows = await db.query<{ username: string; password_hash: string }>(
    `SELECT username, password_hash FROM users WHERE enabled AND username IN (${DEMO_USERS.map((_, i) => `$${i + 1}`).join(', ')})`,
    DEMO_USERS.map((u) => u.username),
  );
  const checks = await Promise.all(
    rows.map(async (row) => {
      const demo = DEMO_USERS.find((u) => u.username === row.username);
      return demo !== undefined && (await hasher.verify(demo.password, row.password_hash)) ? row.username : null;
    }),
  );
  const exposed = checks.filter((name): name is string => name !== null);
  if (exposed.length > 0) {
    log.warn('security.demo_passwords', {
      users: exposed.join(','),
      reason: 'production mode, but these enabled users still have the demo passwords published in the README: change or disable them',
    });
  }
}

/** Photo files of versions before migration 004 move into the database (legacyPhotoFiles.ts). */
async function movePhotoFiles(db: Database, dataDir: string, soleWriter: boolean, log: Logger): Promise<void> {
  const { imported, temporary, unreferenced } = await importLegacyPhotoFiles(db, dataDir, soleWriter);
  if (imported > 0) log.info('photos.imported', { imported });
  if (temporary + unreferenced > 0) log.info('photos.orphans_removed', { temporary, unreferenced });
}
