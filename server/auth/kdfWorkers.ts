/**
 * scrypt in worker threads at a lower CPU priority (issue 13, item 3). The async
 * `crypto.scrypt` runs on libuv's thread pool, shared with file reads, and at the same priority
 * as the event loop: on a small machine a few hashes took every core and every pool thread, and
 * `GET /` waited seconds. Here each hash runs synchronously on a worker of its own that lowered
 * its own nice value (per thread on Linux), so the event loop and file reads go first. Workers
 * start on first use and stop when the server closes.
 */
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';
import type { Kdf } from './passwords.ts';

/**
 * A nice value of 10 weighs about a tenth of the event loop's 0: the event loop and file reads
 * win whenever they compete, yet hashing is not starved by other busy processes, as 19 (a 70th)
 * could be on a machine without autogroup scheduling.
 */
export const KDF_NICE = 10;

/** Plain CommonJS evaluated in the worker (no loader needed, whatever runs the server). */
const WORKER_SOURCE = `
const NICE = ${KDF_NICE};
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(NICE); } catch {}
parentPort.on('message', ({ password, salt, keylen, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, Buffer.from(salt), keylen, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

export interface KdfWorkers {
  scrypt: Kdf;
  /** Stops every worker; later calls start new ones. */
  close(): Promise<void>;
}

export function createKdfWorkers(size: number): KdfWorkers {
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const queue: Job[] = [];

  const spawnWorker = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Never keeps the process alive by itself (a job in flight is awaited by a request anyway).
    worker.unref();
    all.add(worker);
    worker.on('error', () => all.delete(worker));
    worker.on('exit', () => all.delete(worker));
    return worker;
  };

  const run = (worker: Worker, job: Job) => {
    const onMessage = (message: { key?: Uint8Array; error?: string }) => {
      worker.off('exit', onExit);
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
      next(worker);
    };
    const onExit = () => {
      worker.off('message', onMessage);
      job.reject(new Error('scrypt worker stopped'));
    };
    worker.once('message', onMessage);
    worker.once('exit', onExit);
    worker.postMessage({ password: job.password, salt: job.salt, keylen: job.keylen, options: job.options });
  };

  const next = (worker: Worker) => {
    const job = queue.shift();
    if (job) run(worker, job);
    else idle.push(worker);
  };

  return {
    scrypt(password, salt, keylen, options) {
      return new Promise<Buffer>((resolve, reject) => {
        const job = { password, salt, keylen, options, resolve, reject };
        const worker = idle.pop() ?? (all.size < size ? spawnWorker() : undefined);
        if (worker) run(worker, job);
        else queue.push(job);
      });
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map((w) => w.terminate()));
    },
  };
}
