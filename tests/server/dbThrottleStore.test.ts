// @vitest-environment node
/**
 * The database ThrottleStore (server/auth/dbThrottleStore.ts) on the suite's database (PGlite, or
 * PostgreSQL with DATABASE_URL): exact counts under concurrency, the window, sign-ins, expiry, and
 * two throttles (two server processes) on one database sharing their counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseThrottleStore } from '../../server/auth/dbThrottleStore.ts';
import { LoginThrottle } from '../../server/auth/throttle.ts';
import type { Database } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createTestContext, openTestDatabase, START_TIMEOUT, type TestContext } from './helpers.ts';

const WINDOW = 60_000;
const KNOWN = 3_600_000;

let ctx: TestContext;
let db: Database;
let clock = 1_700_000_000_000;
const now = () => clock;
const store = () => new DatabaseThrottleStore(db, { windowMs: WINDOW, knownMs: KNOWN, now });

beforeAll(async () => {
  ctx = await createTestContext();
  db = await openTestDatabase(ctx);
  await migrate(db);
}, START_TIMEOUT);

afterAll(async () => {
  await db?.close();
  await ctx?.cleanup();
});

describe('DatabaseThrottleStore', () => {
  it('counts 200 parallel failures on two keys exactly, through two stores on one database', async () => {
    const [a, b] = [store(), store()];
    await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).addFailure(['par:1', 'par:2'], clock + i)));
    expect(await a.failures(['par:1', 'par:2', 'par:none'], clock - 1)).toEqual([
      { count: 200, last: clock + 199 },
      { count: 200, last: clock + 199 },
      { count: 0, last: 0 },
    ]);
  });

  it('counts only failures after `since`, and clear forgets one key only', async () => {
    const s = store();
    await s.addFailure(['win:1', 'win:2'], clock - 10);
    await s.addFailure(['win:1', 'win:2'], clock);
    expect(await s.failures(['win:1'], clock - 10)).toEqual([{ count: 1, last: clock }]);
    expect(await s.failures(['win:1'], clock - 11)).toEqual([{ count: 2, last: clock }]);
    await s.clear('win:1');
    expect(await s.failures(['win:1', 'win:2'], 0)).toEqual([
      { count: 0, last: 0 },
      { count: 2, last: clock },
    ]);
  });

  it('remembers a sign-in from its time on, and keeps the newest time', async () => {
    const s = store();
    await s.remember('k:x', clock);
    await s.remember('k:x', clock - 500);
    expect(await s.remembers('k:x', clock)).toBe(true);
    expect(await s.remembers('k:x', clock + 1)).toBe(false);
    expect(await s.remembers('k:other', 0)).toBe(false);
  });

  it('expires failures past the window and sign-ins past the known period', async () => {
    const s = store();
    await s.addFailure(['old:1'], clock - WINDOW);
    await s.addFailure(['old:1'], clock - WINDOW + 1);
    await s.remember('k:old', clock - KNOWN - 1);
    await s.remember('k:new', clock - KNOWN);
    await s.expire();
    const rows = await db.query<{ at: string }>("SELECT at::text FROM login_failures WHERE key = 'old:1'");
    expect(rows.map((r) => Number(r.at))).toEqual([clock - WINDOW + 1]);
    const known = await db.query<{ key: string }>("SELECT key FROM login_known WHERE key LIKE 'k:%' ORDER BY key");
    expect(known.map((r) => r.key)).toEqual(['k:new', 'k:x']);
  });

  it('expires on its own, at most once a minute, when failures are added', async () => {
    const s = new DatabaseThrottleStore(db, { windowMs: WINDOW, knownMs: KNOWN, now, expireEveryMs: 60_000 });
    await s.addFailure(['auto:1'], clock);
    clock += WINDOW + 1;
    await s.addFailure(['auto:2'], clock); // under a minute since the last expiry: kept
    clock += 60_000;
    await s.addFailure(['auto:3'], clock); // expires everything past the window
    const rows = await db.query<{ key: string }>("SELECT key FROM login_failures WHERE key LIKE 'auto:%' ORDER BY key");
    expect(rows.map((r) => r.key)).toEqual(['auto:3']);
  });
});

describe('two throttles on one database (two server processes)', () => {
  const throttle = () =>
    new LoginThrottle({ maxPerUser: 3, maxPerAddress: 100, maxPerAccount: 100, windowMs: WINDOW, now, store: store() });

  it('blocks on B after the limit was reached on A, and a sign-in on B resets A', async () => {
    const [a, b] = [throttle(), throttle()];
    for (let i = 0; i < 3; i++) {
      const attempt = await a.begin('Shared', '10.0.0.1');
      if (!attempt.allowed) throw new Error('A refused before the limit');
      await attempt.attempt.wrong();
    }
    expect(await b.begin('shared', '10.0.0.1')).toMatchObject({ allowed: false });
    expect(await a.begin('shared', '10.0.0.1')).toMatchObject({ allowed: false });
    clock += 30_000; // the first delay: one more attempt
    const next = await b.begin('shared', '10.0.0.1');
    if (!next.allowed) throw new Error('B still refused after the delay');
    await next.attempt.correct();
    expect(await a.begin('shared', '10.0.0.1')).toMatchObject({ allowed: true });
  });
});
