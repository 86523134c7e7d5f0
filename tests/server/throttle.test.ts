// @vitest-environment node
/**
 * Login throttling over HTTP: per user name (existing or not) and address, per address, 429 +
 * Retry-After; an attacker cannot lock a real user out (issue 13); refusals logged in aggregate.
 * The rules in detail, on a fake clock: throttleRules.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../machines/contract.ts';
import {
  createTestContext,
  DEMO,
  login,
  postJson,
  START_TIMEOUT,
  startTestServer,
  type TestContext,
  type TestServer,
} from './helpers.ts';

const PER_USER = 3;
const PER_ADDRESS = 20;
const PER_ACCOUNT = 30;
const WINDOW_SECONDS = 600;

/** A login from another client address: the server trusts X-Forwarded-For here (one proxy in front). */
function loginFrom(address: string, user: string, password: string) {
  return postJson<LoginResponse>(server.api('/login'), { user, password }, { 'X-Forwarded-For': address });
}

let ctx: TestContext;
let server: TestServer;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx, {
    loginMaxFailures: PER_USER,
    loginMaxFailuresPerAddress: PER_ADDRESS,
    loginMaxFailuresPerAccount: PER_ACCOUNT,
    loginWindowSeconds: WINDOW_SECONDS,
    trustProxy: true,
    // The hash bound has its own test: here no burst may meet it.
    loginHashQueue: 50,
    // Sign-ins in flight per address have their own test (addressGate.test.ts).
    loginConcurrentPerAddress: 100,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: expect.any(String), code: 'loginThrottled' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

// Order matters: the address counter of 127.0.0.1 accumulates over this file (3 + 3 + 5 before
// the per-address test); the other tests come from other addresses.
describe('per user name and address', () => {
  let unknownAnswer = '';

  it('locks an unknown name after the limit, so lockout does not reveal which names exist', async () => {
    // In parallel: attempts are counted when they start, so these cannot overshoot the limit.
    const first = await Promise.all(Array.from({ length: PER_USER }, (_, i) => login(server, 'ghost-a', `guess-${i}`)));
    expect(first.map((r) => r.status)).toEqual(Array(PER_USER).fill(401));
    const res = await login(server, 'ghost-a', 'one-more');
    expectThrottled(res);
    unknownAnswer = res.text;
    // Case variations share the counter.
    expectThrottled(await login(server, 'GHOST-A', 'x'));
  });

  it('locks an existing name the same way from that address, even for the right password', async () => {
    const first = await Promise.all(Array.from({ length: PER_USER }, (_, i) => login(server, 'cajero', `guess-${i}`)));
    expect(first.map((r) => r.status)).toEqual(Array(PER_USER).fill(401));
    const res = await login(server, 'cajero', DEMO.cajero.password);
    expectThrottled(res);
    expect(res.text).toBe(unknownAnswer);
  });

  it('a successful login resets the counter of that user name', async () => {
    for (let i = 0; i < PER_USER - 1; i++) expect((await login(server, 'cobrador', `guess-${i}`)).status).toBe(401);
    expect((await login(server, 'cobrador', DEMO.cobrador.password)).status).toBe(200);
    // Without the reset, the second of these would already be refused.
    for (let i = 0; i < PER_USER; i++) expect((await login(server, 'cobrador', `again-${i}`)).status).toBe(401);
    expectThrottled(await login(server, 'cobrador', 'over'));
  });
});

describe('per address', () => {
  it('locks the address after many failures spread over fresh names, counting parallel attempts exactly', async () => {
    // Failures this address already spent above: 3 (ghost-a) + 3 (cajero) + 2 + 3 (cobrador;
    // its success took its own attempt back). Refused attempts are not counted.
    const spent = 3 + 3 + 5;
    const burst = await Promise.all(Array.from({ length: PER_ADDRESS }, (_, i) => login(server, `fresh-${i}`, 'x')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ADDRESS - spent);
    expect(statuses.filter((s) => s === 429)).toHaveLength(spent);
    for (const res of burst.filter((r) => r.status === 429)) expectThrottled(res);
    // Now even valid credentials from this address wait.
    expectThrottled(await login(server, 'admin', DEMO.admin.password));
  }, 60_000);
});

describe('an attacker cannot lock a real user out (issue 13)', () => {
  it('takes the right password from an address that has not been failing, after 5 failures elsewhere', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await loginFrom(attacker, 'admin', `guess-${i}`)).status).toBe(i < PER_USER ? 401 : 429);
    expectThrottled(await loginFrom(attacker, 'admin', DEMO.admin.password));
    const res = await loginFrom('198.51.100.20', 'admin', DEMO.admin.password);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(DEMO.admin.id);
  });

  it('never refuses more than five concurrent correct logins of one user', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => loginFrom('198.51.100.31', 'admin', DEMO.admin.password)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  }, 60_000);

  it("does not count a disabled user's correct password as a failed guess", async () => {
    for (let i = 0; i <= PER_USER + 1; i++) {
      expect((await loginFrom('198.51.100.40', 'inactivo', DEMO.inactivo.password)).status).toBe(403);
    }
    // The same address still has all its failures left for this name.
    for (let i = 0; i < PER_USER; i++) expect((await loginFrom('198.51.100.40', 'inactivo', `guess-${i}`)).status).toBe(401);
    expectThrottled(await loginFrom('198.51.100.40', 'inactivo', 'one-more'));
  });
});

describe('logging', () => {
  it('writes one line for a burst of refused logins, not one per refusal', async () => {
    const throttledLines = () => server.logs.filter((l) => l.includes('"event":"login.throttled')).length;
    const before = throttledLines();
    const burst = await Promise.all(Array.from({ length: 30 }, () => loginFrom('203.0.113.99', 'cajero', 'x')));
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThan(20);
    // Over twenty refusals within seconds: at most one new line (none while the minute of the
    // last line is still open). Not "one line for the whole file": on a loaded machine the file
    // itself can take longer than a minute.
    expect(before).toBeGreaterThan(0);
    expect(throttledLines() - before).toBeLessThanOrEqual(1);
  }, 60_000);
});
