/**
 * A bound on concurrent password hashes (issue 13, item 3). scrypt runs on libuv's thread pool
 * (4 threads by default), which file reads also use: 50 hashes at once queued every static file
 * and photo behind seconds of key derivation. At most `concurrency` hashes run (fewer than the
 * pool's threads, so reads always find a free one), at most `queue` more wait in order, and any
 * further request is refused at once with HashBusyError (the route answers 503 + Retry-After).
 */
import type { PasswordHasher } from './passwords.ts';

export interface HashLimitOptions {
  /** Hashes running at once; keep it below UV_THREADPOOL_SIZE (default 4). */
  concurrency: number;
  /** Hashes waiting for a slot; beyond this, HashBusyError. */
  queue: number;
}

export class HashBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password checks in progress');
    this.name = 'HashBusyError';
  }
}

export interface LimitedHasher extends PasswordHasher {
  /**
   * Seconds to wait when a hash asked for now would be refused, else null: lets a route answer
   * 503 before it spends anything (a database query) on a request it cannot serve.
   */
  busy(): number | null;
}

export function limitHasher(inner: PasswordHasher, options: HashLimitOptions): LimitedHasher {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A running average of one hash's duration, for an honest Retry-After.
  let averageMs = 300;

  const busy = () =>
    running >= options.concurrency && waiting.length >= options.queue
      ? Math.max(1, Math.ceil((((running + waiting.length) / options.concurrency) * averageMs) / 1000))
      : null;

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      const retryAfter = busy();
      if (retryAfter !== null) throw new HashBusyError(retryAfter);
      // The slot is handed over by the finishing hash (running stays counted), so nobody jumps the queue.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password) => limited(() => inner.hash(password)),
    verify: (password, stored) => limited(() => inner.verify(password, stored)),
    needsRehash: (stored) => inner.needsRehash(stored),
    busy,
  };
}
