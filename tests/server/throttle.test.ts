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
    for (let i = 0; i < PER_USER; i++) expect((await login(server, 'ghost-a', `guess-${i}`)).status).toBe(401);
    const res = await login(server, 'ghost-a', 'one-more');
    expectThrottled(res);
    unknownAnswer = res.text;
    // Case variations share the counter.
    expectThrottled(await login(server, 'GHOST-A', 'x'));
  });

  it('locks an existing name the same way, even for the right password', async () => {
    for (let i = 0; i < PER_USER; i++) expect((await login(server, 'cajero', `guess-${i}`)).status).toBe(401);
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
  it('locks the address after many failures spread over fresh names', async () => {
    let throttledAfter = -1;
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await login(server, `fresh-${i}`, 'x');
      if (res.status === 429) {
        expectThrottled(res);
        throttledAfter = i;
        break;
      }
      expect(res.status).toBe(401);
    }
    expect(throttledAfter).toBeGreaterThan(0);
    // Now even valid credentials from this address wait.
    expectThrottled(await login(server, 'admin', DEMO.admin.password));
  }, 60_000);
});
