/**
 * The login throttle's counters in the database (migration 004), so every server process on one
 * PostgreSQL counts the same failures: five wrong passwords spread over two processes block on
 * both. The default store of a running server (server/start.ts); PGlite runs the same SQL.
 *
 * Every method is one SQL statement, never a read followed by a write: a failure is one INSERTed
 * row per key, so concurrent failures from any number of processes each count exactly once, and
 * a sign-in is one upsert. Rows older than the window (failures) or than the known-address period
 * (sign-ins) serve no rule; expire() deletes them, called at most once a minute per process from
 * addFailure() and remember(), so the tables stay as small as the window they cover.
 */
import type { Queryable } from '../db/adapter.ts';
import type { FailureStats, ThrottleStore } from './throttleStore.ts';

export interface DatabaseStoreOptions {
  /** Failures older than this are useless to every rule (the throttling window). */
  windowMs: number;
  /** Sign-ins older than this no longer exempt an address (LoginThrottle's knownAddressMs). */
  knownMs: number;
  /** How often (at most) a process deletes expired rows. */
  expireEveryMs?: number;
  now?: () => number;
}

export class DatabaseThrottleStore implements ThrottleStore {
  private readonly now: () => number;
  private readonly expireEveryMs: number;
  private lastExpiry = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Queryable,
    private readonly options: DatabaseStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.expireEveryMs = options.expireEveryMs ?? 60_000;
  }

  async failures(keys: readonly string[], since: number): Promise<FailureStats[]> {
    if (keys.length === 0) return [];
    // count(*) and max(at) are bigint, which a driver may hand back as a string: Number() below
    // reads either (epoch milliseconds are safe integers), with no floating-point column type.
    const rows = await this.db.query<{ key: string; count: number | string; last: number | string }>(
      `SELECT key, count(*) AS count, max(at) AS last
         FROM login_failures WHERE key IN (${placeholders(keys.length, 2)}) AND at > $1
        GROUP BY key`,
      [since, ...keys],
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const row = byKey.get(key);
      return row ? { count: Number(row.count), last: Number(row.last) } : { count: 0, last: 0 };
    });
  }

  async addFailure(keys: readonly string[], at: number): Promise<void> {
    if (keys.length === 0) return;
    const values = keys.map((_, i) => `($${i + 2}, $1)`).join(', ');
    await this.db.query(`INSERT INTO login_failures (key, at) VALUES ${values}`, [at, ...keys]);
    await this.expireSometimes();
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [key]);
  }

  async remember(key: string, at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO login_known (key, at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET at = GREATEST(login_known.at, EXCLUDED.at)`,
      [key, at],
    );
    await this.expireSometimes();
  }

  async remembers(key: string, since: number): Promise<boolean> {
    const rows = await this.db.query<{ key: string }>('SELECT key FROM login_known WHERE key = $1 AND at >= $2', [key, since]);
    return rows.length > 0;
  }

  /** Deletes rows no rule can use any more (also called at start). */
  async expire(): Promise<void> {
    const now = this.now();
    this.lastExpiry = now;
    await this.db.query('DELETE FROM login_failures WHERE at <= $1', [now - this.options.windowMs]);
    await this.db.query('DELETE FROM login_known WHERE at < $1', [now - this.options.knownMs]);
  }

  private async expireSometimes(): Promise<void> {
    if (this.now() - this.lastExpiry >= this.expireEveryMs) await this.expire();
  }
}

/** "$2, $3, …": `count` parameters numbered from `first`. */
function placeholders(count: number, first: number): string {
  return Array.from({ length: count }, (_, i) => `$${i + first}`).join(', ');
}
