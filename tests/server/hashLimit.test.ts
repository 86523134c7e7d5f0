// @vitest-environment node
/**
 * The bound on concurrent password hashes (issue 13, item 3): with a hasher that only finishes
 * when the test says so, logins beyond `concurrency + queue` are answered 503 + Retry-After at
 * once instead of hanging, and the SPA still answers meanwhile. `npm run bench` measures the real
 * thing (scripts/bench-login-flood.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../server/auth/passwords.ts';
import { createTestContext, DIST_INDEX, login, makeDist, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from './helpers.ts';

const CONCURRENCY = 2;
const QUEUE = 3;
const EXTRA = 4;

let ctx: TestContext;
let server: TestServer;
let release: () => void = () => {};
let gate = Promise.resolve();
let verifying = 0;

/** Stores passwords in a trivially reversible form (test only); verify waits for the gate. */
const gatedHasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`fake$${password}`),
  async verify(password, stored) {
    verifying += 1;
    await gate;
    return stored === `fake$${password}`;
  },
  needsRehash: () => false,
};

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx, {
    hasher: gatedHasher,
    distDir: await makeDist(ctx.dataDir),
    loginHashConcurrency: CONCURRENCY,
    loginHashQueue: QUEUE,
    // One address floods here on purpose: the per-address bound has its own test (addressGate.test.ts).
    loginConcurrentPerAddress: 100,
    // Throttling is not under test: every login reaches the hasher.
    loginMaxFailures: 1000,
    loginMaxFailuresPerAddress: 1000,
    loginMaxFailuresPerAccount: 1000,
  });
}, START_TIMEOUT);

afterAll(async () => {
  release();
  await server?.close();
  await ctx?.cleanup();
});

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('concurrent password hashes', () => {
  it(`runs ${CONCURRENCY}, queues ${QUEUE}, answers the rest 503 + Retry-After at once, and GET / meanwhile`, async () => {
    gate = new Promise<void>((resolve) => (release = resolve));
    const answered: Awaited<ReturnType<typeof login>>[] = [];
    const all = Array.from({ length: CONCURRENCY + QUEUE + EXTRA }, (_, i) =>
      login(server, `flood-${i}`, 'x').then((res) => {
        answered.push(res);
        return res;
      }),
    );
    // The extra ones are answered while the others still wait for the hasher: no hanging.
    await expect.poll(() => answered.length, { timeout: 5000 }).toBe(EXTRA);
    for (const res of answered) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: expect.any(String), code: 'busy' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(verifying).toBe(CONCURRENCY);
    const page = await within(5000, fetch(`${server.url}/`).then(async (r) => ({ status: r.status, text: await r.text() })));
    expect(page).toEqual({ status: 200, text: DIST_INDEX });
    expect(answered).toHaveLength(EXTRA);

    release();
    const statuses = (await Promise.all(all)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(CONCURRENCY + QUEUE);
    expect(statuses.filter((s) => s === 503)).toHaveLength(EXTRA);
    // A refused (503) attempt counted as no failure, and the bound frees up again.
    gate = Promise.resolve();
    expect((await login(server, 'flood-0', 'x')).status).toBe(401);
  }, 60_000);
});
