// @vitest-environment node
/**
 * Sign-ins in flight per client address (issue 30, server/auth/addressGate.ts): one address that
 * sends many sign-ins at once gets its share of the shared password-check queue and is answered
 * 429 `addressThrottled` + Retry-After for the rest, at once, while a sign-in from another address
 * still finds room in the queue (before, the flood filled it and everybody got 503).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../server/auth/passwords.ts';
import { AddressGate } from '../../server/auth/addressGate.ts';
import type { LoginResponse } from '../../machines/contract.ts';
import { createTestContext, DEMO, postJson, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from './helpers.ts';

const CONCURRENCY = 1;
const QUEUE = 4;
const PER_ADDRESS = 3;
const FLOOD = 8;

let ctx: TestContext;
let server: TestServer;
let release: () => void = () => {};
let gate = Promise.resolve();

/** Stores passwords in a trivially reversible form (test only); verify waits for the gate. */
const gatedHasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`fake$${password}`),
  async verify(password, stored) {
    await gate;
    return stored === `fake$${password}`;
  },
  needsRehash: () => false,
};

const loginFrom = (address: string, user: string, password: string) =>
  postJson<LoginResponse>(server.api('/login'), { user, password }, { 'X-Forwarded-For': address });

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx, {
    hasher: gatedHasher,
    trustProxy: true,
    loginHashConcurrency: CONCURRENCY,
    loginHashQueue: QUEUE,
    loginConcurrentPerAddress: PER_ADDRESS,
    // Throttling of failures is not under test.
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

describe('sign-ins in flight from one address', () => {
  it(`are ${PER_ADDRESS} at most: the rest get 429 addressThrottled at once, and another address still signs in`, async () => {
    gate = new Promise<void>((resolve) => (release = resolve));
    const answered: Awaited<ReturnType<typeof loginFrom>>[] = [];
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      loginFrom('203.0.113.7', `flood-${i}`, 'x').then((res) => {
        answered.push(res);
        return res;
      }),
    );
    // The ones beyond the address's share are answered while the others wait for the hasher.
    await expect.poll(() => answered.length, { timeout: 5000 }).toBe(FLOOD - PER_ADDRESS);
    for (const res of answered) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: expect.any(String), code: 'addressThrottled' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // The queue still has room for somebody else.
    const other = loginFrom('198.51.100.20', DEMO.admin.user, DEMO.admin.password);
    release();
    expect((await other).status).toBe(200);
    expect((await Promise.all(flood)).filter((res) => res.status === 401)).toHaveLength(PER_ADDRESS);
    // Answered sign-ins leave the address's share: it may sign in again.
    expect((await loginFrom('203.0.113.7', DEMO.cajero.user, DEMO.cajero.password)).status).toBe(200);
  });
});

describe('AddressGate', () => {
  it('counts each address apart, and a release counts once', () => {
    const gate = new AddressGate(2);
    const a1 = gate.enter('a');
    const a2 = gate.enter('a');
    expect(gate.enter('a')).toBeNull();
    expect(gate.enter('b')).not.toBeNull();
    a1?.();
    a1?.();
    expect(gate.count('a')).toBe(1);
    expect(gate.enter('a')).not.toBeNull();
    a2?.();
    expect(gate.count('a')).toBe(1);
  });
});
