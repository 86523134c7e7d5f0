/**
 * startServer(): opens the database, applies migrations, seeds demo data on first start and
 * listens. Used in-process by the tests and by server/main.ts.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { DEFAULTS, type ServerConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_USERS, seedIfEmpty } from './db/seed.ts';
import { createScryptHasher, SCRYPT_PARAMS, type PasswordHasher } from './auth/passwords.ts';
import { createKdfWorkers } from './auth/kdfWorkers.ts';
import { LoginThrottle } from './auth/throttle.ts';
import { limitHasher } from './auth/hashLimit.ts';
import { deleteExpiredTokens } from './auth/tokens.ts';
import { PhotoStore } from './photos.ts';
import { consoleLogger, type Logger } from './log.ts';
import { createApp } from './app.ts';

export interface StartOptions extends Partial<Omit<ServerConfig, 'dataDir'>> {
  dataDir: string;
  log?: Logger;
  /** An already opened database (tests use this to inject failures); closed by close(). */
  database?: Database;
  hasher?: PasswordHasher;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Whether this start inserted the demo data (first start on an empty database). */
  seeded: boolean;
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
    trustProxy: options.trustProxy ?? DEFAULTS.trustProxy,
  };
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const photos = new PhotoStore(dataDir);
  await photos.init();

  // scrypt on low-priority worker threads, as many as hashes may run at once (hashLimit.ts).
  const kdfWorkers = createKdfWorkers(config.loginHashConcurrency);
  const hasher = options.hasher ?? createScryptHasher(SCRYPT_PARAMS, kdfWorkers.scrypt);
  const db =
    options.database ??
    (options.databaseUrl
      ? await openPostgres(options.databaseUrl, options.databaseSchema ?? null)
      : await openPglite(path.join(dataDir, 'db')));

  let seeded: boolean;
  let dummyHash: string;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log.info('db.migrated', { applied: applied.join(',') });
    seeded = await seedIfEmpty(db, hasher);
    if (seeded) log.info('db.seeded', { users: DEMO_USERS.map((u) => u.username).join(',') });
    await deleteExpiredTokens(db);
    dummyHash = await hasher.hash(randomBytes(16).toString('hex'));
  } catch (error) {
    await db.close().catch(() => {});
    await kdfWorkers.close();
    throw error;
  }

  const throttle = new LoginThrottle({
    maxPerUser: config.loginMaxFailures,
    maxPerAddress: config.loginMaxFailuresPerAddress,
    maxPerAccount: config.loginMaxFailuresPerAccount,
    windowMs: config.loginWindowSeconds * 1000,
  });
  // Seeding and the dummy hash above ran unbounded: nothing else is served yet.
  const limited = limitHasher(hasher, { concurrency: config.loginHashConcurrency, queue: config.loginHashQueue });
  const app = createApp({ config, db, hasher: limited, dummyHash, throttle, photos, log });

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
    await db.close().catch(() => {});
    await kdfWorkers.close();
    throw error;
  }
  // Slow clients may not hold a connection open for the default 5 minutes.
  server.requestTimeout = 60_000;

  const { port } = server.address() as AddressInfo;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    seeded,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
        await kdfWorkers.close();
      })();
      return closing;
    },
  };
}
