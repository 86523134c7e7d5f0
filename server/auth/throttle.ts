/**
 * Login throttling (security.md B4): a sliding window of failures per user name (existing or
 * not, so a lockout reveals nothing) and per client address. An attempt is counted when it
 * starts, so parallel guesses cannot all slip in before the first one fails; a success takes
 * its own attempt back and clears the user name's counter.
 *
 * In memory: right for this single-process reference server; several instances would need a
 * shared store.
 */

export interface ThrottleOptions {
  maxPerUser: number;
  maxPerAddress: number;
  windowMs: number;
  now?: () => number;
  /** Upper bound on tracked keys, so a flood of random names cannot exhaust memory. */
  maxKeys?: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  /** Call before verifying a password. When allowed, the attempt is counted as a failure until `succeeded`. */
  begin(user: string, address: string): ThrottleDecision {
    const now = this.now();
    const userKey = userKeyOf(user);
    const addressKey = `a:${address}`;
    const waits = [
      this.retryAfter(userKey, this.options.maxPerUser, now),
      this.retryAfter(addressKey, this.options.maxPerAddress, now),
    ].filter((w): w is number => w !== null);
    if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...waits) };
    this.push(userKey, now);
    this.push(addressKey, now);
    return { allowed: true };
  }

  /** The password was right: forget the user's failures and take back this attempt from the address. */
  succeeded(user: string, address: string): void {
    this.failures.delete(userKeyOf(user));
    this.failures.get(`a:${address}`)?.pop();
  }

  private live(key: string, now: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const cutoff = now - this.options.windowMs;
    while (list.length > 0 && (list[0] ?? 0) <= cutoff) list.shift();
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private retryAfter(key: string, max: number, now: number): number | null {
    const list = this.live(key, now);
    if (list.length < max) return null;
    // The oldest failure leaving the window brings the count back under the limit.
    const oldest = list[list.length - max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  private push(key: string, now: number): void {
    const list = this.failures.get(key);
    if (list) {
      list.push(now);
      return;
    }
    if (this.failures.size >= this.maxKeys) this.evict(now);
    this.failures.set(key, [now]);
  }

  private evict(now: number): void {
    for (const key of [...this.failures.keys()]) this.live(key, now);
    // Still full: drop the oldest-inserted keys (Map keeps insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}

/** Case-insensitive, so "Admin" and "admin" share one counter. */
function userKeyOf(user: string): string {
  return `u:${user.toLowerCase()}`;
}
