/**
 * `idempotent(db)`: every create/post runs through it, so a double click, a retry after a timeout
 * or a reload never writes twice (issue #15, domain.md "Every money operation is idempotent").
 *
 * - The request must carry `Idempotency-Key: <1–100 visible ASCII characters>` (400 otherwise),
 *   made once per user intent by the app and sent again, unchanged, with every retry.
 * - Keys belong to the signed-in user: (user, key) is the row's identity, so two users can never
 *   see each other's answers.
 * - The route runs inside one database transaction, `c.var.tx`, which the route must use for all
 *   its SQL (its write, its audit entry). The key is claimed in that transaction before the route
 *   runs and its answer stored in it after: the write and the stored answer commit together or
 *   not at all.
 * - Only a success (2xx) is stored. Any other answer (the route's own 409/422, a 500) rolls the
 *   whole transaction back and leaves the key unused: nothing happened, so a corrected request may
 *   reuse it.
 * - A later request with the same key and user: the same method, path and body (canonical JSON:
 *   key order and spacing do not matter) → the stored status and body again, with
 *   `Idempotency-Replayed: true`, and no second effect; anything different → 422.
 * - Two concurrent requests with one key: the second waits until the first's transaction ends
 *   (PostgreSQL makes its INSERT of the same key wait for the first's commit; PGlite runs one
 *   transaction at a time), then replays the first's answer, or, if the first failed, runs itself.
 *   Exactly one effect, and both callers get the same answer. Waiting rather than answering 409
 *   spares the app a retry loop; the wait lasts as long as the first write does.
 * - Keys expire after 24 hours (`now()` of the database, the business clock's source): an expired
 *   key counts as new, and each stored answer removes up to 100 expired rows of any user
 *   (`SKIP LOCKED`, so concurrent requests never wait on each other's cleanup).
 */
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Database, Queryable } from '../db/adapter.ts';
import type { Session } from '../auth/tokens.ts';
import { jsonError } from '../errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';
/** 1 to 100 characters from `!` (0x21) to `~` (0x7E). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
export const IDEMPOTENCY_TTL = '24 hours';

export const MISSING_KEY =
  'Idempotency-Key header required: 1 to 100 visible ASCII characters, made once per action and sent again unchanged with every retry';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed';

/** JSON with object keys sorted, so `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the body: of its canonical JSON when it is JSON, else of its text. */
export function requestHash(body: string): string {
  let text = body;
  try {
    text = canonicalJson(JSON.parse(body));
  } catch {
    // Not JSON (a route that takes another type): the bytes as they came.
  }
  return createHash('sha256').update(text).digest('hex');
}

interface StoredKey {
  method: string;
  path: string;
  request_hash: string;
  status: number | null;
  response_body: string | null;
}

/** Thrown inside the transaction to roll it back when the route did not succeed; never escapes. */
class NotStored extends Error {}

export function idempotent(db: Database) {
  return createMiddleware<{ Variables: { tx: Queryable; session: Session } }>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) return jsonError(c, 400, MISSING_KEY, { code: 'idempotencyKeyRequired' });
    const session = c.get('session') as Session | undefined;
    // A route that forgot requireSession is a programming error: a 500, never an unowned key.
    if (session === undefined) throw new Error('idempotent() needs requireSession before it');
    const { method, path } = c.req;
    // Read after jsonBody (cached by Hono), so the body's size limit applies first.
    const hash = requestHash(await c.req.text());
    const owner = [session.userId, key] as const;

    let replay: StoredKey | undefined;
    try {
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at < now() - interval '${IDEMPOTENCY_TTL}'`, owner);
        const claimed = await tx.query(
          `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
          [...owner, method, path, hash],
        );
        if (claimed.length === 0) {
          replay = (
            await tx.query<StoredKey>('SELECT method, path, request_hash, status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2', owner)
          )[0];
          return;
        }
        c.set('tx', tx);
        await next();
        const { status } = c.res;
        if (status < 200 || status > 299) throw new NotStored();
        const body = await c.res.clone().text();
        await tx.query('UPDATE idempotency_keys SET status = $3, response_body = $4 WHERE user_id = $1 AND key = $2', [...owner, status, body]);
        await tx.query(
          `DELETE FROM idempotency_keys WHERE (user_id, key) IN (
             SELECT user_id, key FROM idempotency_keys WHERE created_at < now() - interval '${IDEMPOTENCY_TTL}'
              ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED)`,
        );
      });
    } catch (error) {
      // The route's own answer (c.res) stands; its transaction is rolled back.
      if (error instanceof NotStored) return;
      throw error;
    }
    if (replay === undefined) return;
    if (replay.method !== method || replay.path !== path || replay.request_hash !== hash) return jsonError(c, 422, KEY_REUSED, { code: 'idempotencyKeyReused' });
    // Unreachable while rows are only committed with their answer; kept as a safe answer.
    if (replay.status === null || replay.response_body === null) return jsonError(c, 409, KEY_IN_PROGRESS, { code: 'idempotencyKeyInProgress' });
    return c.body(replay.response_body, replay.status as 200, { 'Content-Type': 'application/json', [REPLAYED_HEADER]: 'true' });
  });
}
