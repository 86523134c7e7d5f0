/**
 * Login throttling (security.md B4; OWASP Authentication Cheat Sheet, "Login Throttling" and
 * "Account Lockout"): an attacker must not be able to lock a real user out.
 *
 * Three rules, each a sliding window of failures with a progressive delay past its limit (not a
 * hard lockout): once a key has `max` failures, one more attempt is allowed `firstDelayMs` after
 * the last failure, then twice that after the next failure, and so on (capped at the window).
 * - account + address: guessing one user's password from one place;
 * - address: spraying many user names from one place;
 * - account, from addresses that have not signed in to it lately: guessing one user's password
 *   from many places. An address that signed in to the account within `knownAddressMs` is exempt,
 *   so the real user keeps working under a distributed attack.
 * User names are compared case-insensitively and need not exist (a delay reveals nothing).
 *
 * Only wrong passwords count. A correct one (also of a disabled user) clears its account+address
 * counter. Attempts in flight are held in this process: when they could take a key over its limit,
 * further attempts wait for them to settle and decide again, so parallel guesses cannot overshoot
 * a limit and parallel correct logins are never refused. Counters live in a ThrottleStore.
 */
import { MemoryThrottleStore, type FailureStats, type ThrottleStore } from './throttleStore.ts';

export interface ThrottleOptions {
  /** Failures per account name and address before delays start. */
  maxPerUser: number;
  /** Failures per address (any account names) before delays start. */
  maxPerAddress: number;
  /** Failures per account from addresses not known to it before delays start. */
  maxPerAccount: number;
  windowMs: number;
  /** The first delay past a limit; each further failure doubles it. */
  firstDelayMs?: number;
  /** How long a sign-in makes its address known to the account. */
  knownAddressMs?: number;
  /** Attempts that may wait for others at once; more are refused (memory bound). */
  maxWaiting?: number;
  store?: ThrottleStore;
  now?: () => number;
}

export const THROTTLE_DEFAULTS = {
  firstDelayMs: 30_000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
  maxWaiting: 1000,
} as const;

/** The outcome of an allowed attempt. Exactly one of the three settles it; later calls do nothing. */
export interface Attempt {
  /** The password was right (whether or not the account is enabled). */
  correct(): Promise<void>;
  /** The password was wrong or the user unknown. */
  wrong(): Promise<void>;
  /** The password was never checked (server busy, error): counts for nothing. */
  abandon(): void;
}

export type ThrottleDecision = { allowed: true; attempt: Attempt } | { allowed: false; retryAfterSeconds: number };

interface Keys {
  pair: string;
  address: string;
  account: string;
  known: string;
}

type Verdict = { kind: 'go' } | { kind: 'wait' } | { kind: 'refuse'; waitMs: number };

export class LoginThrottle {
  private readonly store: ThrottleStore;
  private readonly now: () => number;
  private readonly firstDelayMs: number;
  private readonly knownAddressMs: number;
  private readonly maxWaiting: number;
  private readonly inFlight = new Map<string, number>();
  private waiters: (() => void)[] = [];
  /** Decisions and settlements run one at a time, so none sees a half-applied other. */
  private lock: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.store = options.store ?? new MemoryThrottleStore({ windowMs: options.windowMs, now: this.now });
    this.firstDelayMs = options.firstDelayMs ?? THROTTLE_DEFAULTS.firstDelayMs;
    this.knownAddressMs = options.knownAddressMs ?? THROTTLE_DEFAULTS.knownAddressMs;
    this.maxWaiting = options.maxWaiting ?? THROTTLE_DEFAULTS.maxWaiting;
  }

  /** Call before verifying a password; settle the attempt it returns once the answer is known. */
  async begin(user: string, address: string): Promise<ThrottleDecision> {
    const keys = keysOf(user, address);
    for (;;) {
      const verdict = await this.exclusive(() => this.decide(keys));
      if (verdict.kind === 'go') return { allowed: true, attempt: this.attempt(keys) };
      if (verdict.kind === 'refuse') return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(verdict.waitMs / 1000)) };
      if (this.waiters.length >= this.maxWaiting) return { allowed: false, retryAfterSeconds: 1 };
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private async decide(keys: Keys): Promise<Verdict> {
    const now = this.now();
    const rules: [string, number][] = [
      [keys.pair, this.options.maxPerUser],
      [keys.address, this.options.maxPerAddress],
    ];
    if (!(await this.store.remembers(keys.known, now - this.knownAddressMs))) rules.push([keys.account, this.options.maxPerAccount]);
    const stats = await this.store.failures(
      rules.map(([key]) => key),
      now - this.options.windowMs,
    );
    let refuseMs = 0;
    let wait = false;
    rules.forEach(([key, max], i) => {
      const { allowed, waitMs } = this.capacity(stats[i] ?? { count: 0, last: 0 }, max, now);
      if (allowed === 0) refuseMs = Math.max(refuseMs, waitMs);
      else if ((this.inFlight.get(key) ?? 0) >= allowed) wait = true;
    });
    if (refuseMs > 0) return { kind: 'refuse', waitMs: refuseMs };
    if (wait) return { kind: 'wait' };
    for (const key of [keys.pair, keys.address, keys.account]) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    return { kind: 'go' };
  }

  /** How many more attempts a key allows now, or how long until the next one. */
  private capacity({ count, last }: FailureStats, max: number, now: number): { allowed: number; waitMs: number } {
    if (count < max) return { allowed: max - count, waitMs: 0 };
    const delay = Math.min(this.options.windowMs, this.firstDelayMs * 2 ** Math.min(count - max, 30));
    const waitMs = last + delay - now;
    return waitMs > 0 ? { allowed: 0, waitMs } : { allowed: 1, waitMs: 0 };
  }

  private attempt(keys: Keys): Attempt {
    let settled = false;
    const settle = async (record: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      // Recorded before the attempt stops counting as in flight, under the lock: a waiting
      // attempt never sees the one without the other.
      await this.exclusive(async () => {
        try {
          await record();
        } finally {
          this.release(keys);
        }
      });
      this.wakeWaiters();
    };
    return {
      correct: () =>
        settle(async () => {
          await this.store.clear(keys.pair);
          await this.store.remember(keys.known, this.now());
        }),
      wrong: () => settle(() => this.store.addFailure([keys.pair, keys.address, keys.account], this.now())),
      abandon: () => void settle(() => Promise.resolve()),
    };
  }

  private release(keys: Keys): void {
    for (const key of [keys.pair, keys.address, keys.account]) {
      const n = (this.inFlight.get(key) ?? 1) - 1;
      if (n <= 0) this.inFlight.delete(key);
      else this.inFlight.set(key, n);
    }
  }

  private wakeWaiters(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lock.then(task);
    this.lock = run.catch(() => {});
    return run;
  }
}

/** Case-insensitive, so "Admin" and "admin" share counters. JSON keeps the separator unambiguous. */
function keysOf(user: string, address: string): Keys {
  const name = user.toLowerCase();
  return {
    pair: `p:${JSON.stringify([name, address])}`,
    address: `a:${address}`,
    account: `u:${name}`,
    known: `k:${JSON.stringify([name, address])}`,
  };
}
