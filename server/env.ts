/** Types shared by the app factory, its middleware and routes. */
import type { HttpBindings } from '@hono/node-server';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/adapter.ts';
import type { LimitedHasher } from './auth/hashLimit.ts';
import type { LoginThrottle } from './auth/throttle.ts';
import type { Session } from './auth/tokens.ts';
import type { RolePermissions } from './auth/rolePermissions.ts';
import type { PhotoStore } from './photos.ts';
import type { Logger } from './log.ts';
import type { Clock } from './clock.ts';
import type { BackupJob } from './backup/job.ts';

export interface AppDeps {
  config: Pick<ServerConfig, 'distDir' | 'tokenTtlSeconds' | 'maxPhotoBytes' | 'trustProxy' | 'loginConcurrentPerAddress'>;
  db: Database;
  /** Bounded: at most a few hashes at once (server/auth/hashLimit.ts). */
  hasher: LimitedHasher;
  /** A real hash of a random password: unknown users are checked against it (uniform work). */
  dummyHash: string;
  throttle: LoginThrottle;
  photos: PhotoStore;
  log: Logger;
  /** "Now" and the business date for every business decision (server/clock.ts). */
  clock: Clock;
  /** PGlite's backups (server/backup): the job and the token `npm run backup` sends; absent on PostgreSQL. */
  backups?: { job: BackupJob; token: string; daily: boolean };
}

export interface AppEnv {
  Bindings: HttpBindings;
  /** Set by requireSession (server/auth/bearer.ts). */
  Variables: { session: Session; permissions: RolePermissions };
}
