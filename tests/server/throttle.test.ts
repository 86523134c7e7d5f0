// @vitest-environment node
/** Login throttling over HTTP: per user name (existing or not) and per address, 429 + Retry-After. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from './helpers.ts';

const PER_USER = 3;
const PER_ADDRESS = 20;
const WINDOW_SECONDS = 600;

let ctx: TestContext;
let server: TestServer;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx, {
    loginMaxFailures: PER_USER,
    loginMaxFailuresPerAddress: PER_ADDRESS,
    loginWindowSeconds: WINDOW_SECONDS,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: expect.any(String) });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

// Order matters: the address counter accumulates over this file (3 + 3 + 5 before the last test).
describe('per user name', () => {
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

  it('locks an existing name the same way, even for the right password', async () => {
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
