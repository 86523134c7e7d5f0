/**
 * Where login throttling keeps its counters. The rules live in throttle.ts; a store only records
 * failure times per key and remembers which (account, address) pairs signed in. Async on purpose:
 * a store shared by several server instances (a PostgreSQL table: key, time) fits the same
 * interface. The in-memory store below is right for one process.
 */

export interface FailureStats {
  /** Failures recorded on the key after `since`. */
  count: number;
  /** Time (ms since epoch) of the newest of them; 0 when count is 0. */
  last: number;
}

export interface ThrottleStore {
  /** Stats per key, in the order of `keys`, counting failures newer than `since`. */
  failures(keys: readonly string[], since: number): Promise<FailureStats[]>;
  /** Records one failure at `at` on each key. */
  addFailure(keys: readonly string[], at: number): Promise<void>;
  /** Forgets every failure of a key. */
  clear(key: string): Promise<void>;
  /** Remembers that `key` (an account and address) signed in at `at`. */
  remember(key: string, at: number): Promise<void>;
  /** Whether `key` was remembered at or after `since`. */
  remembers(key: string, since: number): Promise<boolean>;
}

export interface MemoryStoreOptions {
  /** Upper bound on tracked keys, so a flood of random names cannot exhaust memory. */
  maxKeys?: number;
  /** Failures older than this are useless to every rule (the throttling window). */
  windowMs: number;
  now?: () => number;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly times = new Map<string, number[]>();
  private readonly known = new Map<string, number>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: MemoryStoreOptions) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** How many keys hold failures (tests check the memory bound). */
  get size(): number {
    return this.times.size;
  }

  failures(keys: readonly string[], since: number): Promise<FailureStats[]> {
    return Promise.resolve(
      keys.map((key) => {
        const list = this.live(key, since);
        return { count: list.length, last: list.at(-1) ?? 0 };
      }),
    );
  }

  addFailure(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) {
      const list = this.times.get(key);
      if (list) {
        list.push(at);
        continue;
      }
      if (this.times.size >= this.maxKeys) this.evict(this.times, (k) => this.live(k, this.now() - this.options.windowMs));
      this.times.set(key, [at]);
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.times.delete(key);
    return Promise.resolve();
  }

  remember(key: string, at: number): Promise<void> {
    this.known.delete(key); // re-inserted last: eviction drops the least recently seen first
    if (this.known.size >= this.maxKeys) this.evict(this.known, () => {});
    this.known.set(key, at);
    return Promise.resolve();
  }

  remembers(key: string, since: number): Promise<boolean> {
    return Promise.resolve((this.known.get(key) ?? -Infinity) >= since);
  }

  private live(key: string, since: number): number[] {
    const list = this.times.get(key);
    if (!list) return [];
    while (list.length > 0 && (list[0] ?? 0) <= since) list.shift();
    if (list.length === 0) this.times.delete(key);
    return list;
  }

  private evict<V>(map: Map<string, V>, prune: (key: string) => void): void {
    for (const key of [...map.keys()]) prune(key);
    // Still full: drop the oldest-inserted keys (Map keeps insertion order).
    for (const key of map.keys()) {
      if (map.size < this.maxKeys) break;
      map.delete(key);
    }
  }
}
