// @vitest-environment node
/**
 * The login throttle's rules on a fake clock (server/auth/throttle.ts): per account and address,
 * per address, per account from unknown addresses; progressive delays; attempts in flight; the
 * in-memory store's bound. Over HTTP: throttle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { LoginThrottle, type ThrottleDecision, type ThrottleOptions } from '../../server/auth/throttle.ts';
import { MemoryThrottleStore } from '../../server/auth/throttleStore.ts';

const WINDOW = 15 * 60_000;
const FIRST_DELAY = 30_000;

function make(options: Partial<ThrottleOptions> = {}) {
  const clock = { t: 1_000_000_000 };
  const throttle = new LoginThrottle({
    maxPerUser: 5,
    maxPerAddress: 50,
    maxPerAccount: 100,
    windowMs: WINDOW,
    firstDelayMs: FIRST_DELAY,
    now: () => clock.t,
    ...options,
  });
  return { clock, throttle };
}

function allowed(decision: ThrottleDecision) {
  if (!decision.allowed) throw new Error(`refused, retry after ${decision.retryAfterSeconds} s`);
  return decision.attempt;
}

async function fail(throttle: LoginThrottle, user: string, address: string, times = 1) {
  for (let i = 0; i < times; i++) await allowed(await throttle.begin(user, address)).wrong();
}

describe('per account and address', () => {
  it('delays the failing address only: the right password from another address still works', async () => {
    const { throttle } = make();
    await fail(throttle, 'ana', 'attacker', 5);
    expect(await throttle.begin('ana', 'attacker')).toEqual({ allowed: false, retryAfterSeconds: FIRST_DELAY / 1000 });
    // Case does not open a second counter.
    expect((await throttle.begin('ANA', 'attacker')).allowed).toBe(false);
    await allowed(await throttle.begin('ana', 'office')).correct();
  });

  it('delays progressively instead of locking out: 30 s, then 60 s, then 120 s…', async () => {
    const { clock, throttle } = make();
    await fail(throttle, 'ana', 'x', 5);
    clock.t += FIRST_DELAY - 1000;
    expect(await throttle.begin('ana', 'x')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.t += 1000;
    await fail(throttle, 'ana', 'x'); // the 6th failure
    expect(await throttle.begin('ana', 'x')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.t += 60_000;
    await fail(throttle, 'ana', 'x'); // the 7th
    expect(await throttle.begin('ana', 'x')).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('never delays longer than the window', async () => {
    const { clock, throttle } = make({ windowMs: 100_000 });
    await fail(throttle, 'ana', 'x', 5);
    clock.t += 30_000;
    await fail(throttle, 'ana', 'x'); // next: 60 s
    clock.t += 60_000;
    await fail(throttle, 'ana', 'x'); // next: 120 s, capped at 100 s
    expect(await throttle.begin('ana', 'x')).toEqual({ allowed: false, retryAfterSeconds: 100 });
  });

  it('a correct password clears that account and address', async () => {
    const { throttle } = make();
    await fail(throttle, 'ana', 'x', 4);
    await allowed(await throttle.begin('ana', 'x')).correct();
    await fail(throttle, 'ana', 'x', 5);
    expect((await throttle.begin('ana', 'x')).allowed).toBe(false);
  });

  it('forgets failures older than the window', async () => {
    const { clock, throttle } = make();
    await fail(throttle, 'ana', 'x', 5);
    clock.t += WINDOW;
    await fail(throttle, 'ana', 'x', 5);
  });
});

describe('per address', () => {
  it('delays an address that sprays many names, for every name, while other addresses go on', async () => {
    const { throttle } = make({ maxPerAddress: 10 });
    for (let i = 0; i < 10; i++) await fail(throttle, `user${i}`, 'sprayer');
    expect((await throttle.begin('someone-new', 'sprayer')).allowed).toBe(false);
    expect((await throttle.begin('someone-new', 'elsewhere')).allowed).toBe(true);
  });
});

describe('per account, from addresses that never signed in to it', () => {
  it('delays new addresses after many failures from many places; a known address is not delayed', async () => {
    const { throttle } = make({ maxPerAccount: 12 });
    await allowed(await throttle.begin('ana', 'home')).correct();
    for (let i = 0; i < 12; i++) await fail(throttle, 'ana', `bot-${i}`);
    expect((await throttle.begin('ana', 'bot-new')).allowed).toBe(false);
    await allowed(await throttle.begin('ana', 'home')).correct();
    // Other accounts are not concerned.
    expect((await throttle.begin('bea', 'bot-new')).allowed).toBe(true);
  });

  it('forgets a known address after knownAddressMs', async () => {
    const { clock, throttle } = make({ maxPerAccount: 3, knownAddressMs: 60_000 });
    await allowed(await throttle.begin('ana', 'home')).correct();
    clock.t += 61_000;
    for (let i = 0; i < 3; i++) await fail(throttle, 'ana', `bot-${i}`);
    expect((await throttle.begin('ana', 'home')).allowed).toBe(false);
  });
});

describe('attempts in flight', () => {
  it('never refuses more concurrent correct logins than the limit: the extra ones wait their turn', async () => {
    const { throttle } = make();
    const decisions = Array.from({ length: 8 }, () => throttle.begin('ana', 'office'));
    // The first five go at once; the others wait for them.
    const first = await Promise.all(decisions.slice(0, 5));
    for (const d of first) await allowed(d).correct();
    const rest = await Promise.all(decisions.slice(5));
    expect(rest.every((d) => d.allowed)).toBe(true);
    for (const d of rest) await allowed(d).correct();
  });

  it('lets no more parallel guesses through than the limit', async () => {
    const { throttle } = make();
    const decisions = Array.from({ length: 20 }, () => throttle.begin('ana', 'attacker'));
    const first = await Promise.all(decisions.slice(0, 5));
    for (const d of first) await allowed(d).wrong();
    const rest = await Promise.all(decisions.slice(5));
    expect(rest.filter((d) => d.allowed)).toHaveLength(0);
  });

  it('an abandoned attempt (busy server) counts for nothing', async () => {
    const { throttle } = make({ maxPerUser: 1 });
    allowed(await throttle.begin('ana', 'x')).abandon();
    allowed(await throttle.begin('ana', 'x')).abandon();
    expect((await throttle.begin('ana', 'x')).allowed).toBe(true);
  });

  it('settling twice has no further effect', async () => {
    const { throttle } = make({ maxPerUser: 2 });
    const attempt = allowed(await throttle.begin('ana', 'x'));
    await attempt.wrong();
    await attempt.wrong();
    attempt.abandon();
    expect((await throttle.begin('ana', 'x')).allowed).toBe(true);
  });
});

describe('memory store', () => {
  it('stays bounded under a flood of random names', async () => {
    const store = new MemoryThrottleStore({ windowMs: WINDOW, maxKeys: 100 });
    const { throttle } = make({ store, maxPerAddress: 1e9, maxPerAccount: 1e9 });
    for (let i = 0; i < 1000; i++) await fail(throttle, `random-${i}`, 'addr');
    expect(store.size).toBeLessThanOrEqual(100);
  });
});
