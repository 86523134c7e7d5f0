/**
 * One thin database interface over PGlite (embedded, default) and PostgreSQL (`pg`, when
 * DATABASE_URL is set). The same plain SQL runs on both; values always travel as parameters.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Uint8Array travels as bytea (photos). */
export type SqlParam = string | number | boolean | null | Uint8Array;

export interface Queryable {
  /**
   * Runs one parameterized statement. `T` is the row shape the caller's SELECT produces;
   * the drivers cannot check it, so keep the column list next to the type.
   */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a parameterless script (several statements); for migrations only. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as one gzipped tar, taken between two statements (PGlite runs
   * one at a time), so it is one point in time; a transaction open at that moment is rolled back
   * when the copy starts (server/backup/snapshot.ts, docs/decisions.md).
   */
  dumpDataDir?(): Promise<Uint8Array>;
}

/** Embedded PostgreSQL (WASM) persisted in `dir`. */
export async function openPglite(dir: string): Promise<Database> {
  await mkdir(path.dirname(dir), { recursive: true });
  // pg_trgm: the trigram indexes that make a list's "contains" search fast at scale (migration 016).
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    async dumpDataDir() {
      const file = await db.dumpDataDir('gzip');
      return new Uint8Array(await file.arrayBuffer());
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL through a `pg` pool. With `schema`, the schema is created if needed and every
 * connection starts with it as search_path (tests give each file its own schema).
 */
export async function openPostgres(url: string, schema: string | null): Promise<Database> {
  if (schema !== null && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  if (schema !== null) {
    // Identifiers cannot be bound as parameters; the name was checked against SCHEMA_NAME above.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } catch (error) {
      // Two servers starting at once on a new schema: both see it missing and one's CREATE meets
      // the other's (23505 on the catalog's unique index, or 42P06). The schema is there: go on.
      const code = (error as { code?: unknown }).code;
      if (code !== '23505' && code !== '42P06') throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  // A transaction's reads run in parallel (Promise.all) in places; one client runs one query at a
  // time, and pg deprecates queueing them itself (pg@9 drops it): the adapter queues them.
  const wrapClient = (client: pg.PoolClient): Queryable => oneAtATime(wrap(client));
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * `q` with its queries run one after the other, in the order asked (a failed one does not stop
 * the next): what a single connection can do, without relying on the driver to queue them.
 */
export function oneAtATime(q: Queryable): Queryable {
  let tail: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    query: <T>(sql: string, params: readonly SqlParam[] = []) => run(() => q.query<T>(sql, params)),
    exec: (sql: string) => run(() => q.exec(sql)),
  };
}
