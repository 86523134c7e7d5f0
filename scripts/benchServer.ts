/**
 * What the API benchmarks (bench-list, -ledger, -loans, -analytics) share: a real server on a fresh
 * database in a temporary directory, filled by the part's own big seed (timed), signed in as the
 * administrator, and the sampling loop (3 warm-up requests, then `runs` measured in the client
 * from request to parsed JSON). The server and its directory are gone afterwards, whatever happens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/adapter.ts';
import type { Logger } from '../server/log.ts';
import { startServer } from '../server/start.ts';

export interface SeededServer<T> {
  /** What the seed returned. */
  seeded: T;
  seedMs: number;
  /** GET `{api}{route}?{query}` with the administrator's token; the answer's time is the caller's to take. */
  get(route: string, query: Record<string, string>): Promise<Response>;
  /** POST `{api}{route}` with a JSON body and the administrator's token (the import benchmark). */
  post(route: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Runs `use` against a server seeded by `seed`, signed in as the administrator. */
export async function withSeededServer<T, R>(name: string, log: Logger, seed: (db: Database) => Promise<T>, use: (server: SeededServer<T>) => Promise<R>): Promise<R> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `sofia-bench-${name}-`));
  const server = await startServer({ dataDir, distDir: null, port: 0, log });
  try {
    const seedStarted = performance.now();
    const seeded = await seed(server.db);
    const seedMs = performance.now() - seedStarted;
    const api = `${server.url}/public/api`;
    const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: 'admin', password: 'Admin#2026' }) });
    if (!login.ok) throw new Error(`bench login answered ${login.status}`);
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const get = (route: string, query: Record<string, string>) => fetch(`${api}${route}?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
    const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${route}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return await use({ seeded, seedMs, get, post });
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One measured request: its time and whatever the caller keeps of the answer, or 'notMounted' (404). */
export type Sample<A> = { ms: number; answer: A } | 'notMounted';

/**
 * 3 warm-up requests (plans, caches, the connection), then `runs` measured ones; 'notMounted' as
 * soon as one says the route is not in this build. `last` is the answer of the last request.
 */
export async function sampleRuns<A>(runs: number, request: (i: number) => Promise<Sample<A>>): Promise<{ samples: number[]; last: A | null } | 'notMounted'> {
  for (let i = 0; i < 3; i++) if ((await request(i)) === 'notMounted') return 'notMounted';
  const samples: number[] = [];
  let last: A | null = null;
  for (let i = 0; i < runs; i++) {
    const sample = await request(i);
    if (sample === 'notMounted') return 'notMounted';
    samples.push(sample.ms);
    last = sample.answer;
  }
  return { samples, last };
}

/** A records-list page request timed to its parsed JSON: the rows on the page and the total it reported. */
export async function timedListPage(get: SeededServer<unknown>['get'], route: string, query: Record<string, string>): Promise<Sample<{ rows: number; total: number }>> {
  const started = performance.now();
  const res = await get(route, query);
  if (res.status === 404) return 'notMounted';
  if (!res.ok) throw new Error(`GET ${route} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { items: unknown[]; total: number };
  return { ms: performance.now() - started, answer: { rows: body.items.length, total: body.total } };
}

export interface ListLatency {
  label: string;
  samples: number[];
  /** Rows in the answer's page and the total it reported, from the last request (a sanity check). */
  rows: number;
  total: number;
}

/** One kind of list page a member of staff asks for: its label and the query of its `i`th request. */
export interface ListKind {
  label: string;
  query(i: number): Record<string, string>;
}

/** `runs` requests of each kind of page of `route`, in order. */
export async function listLatencies(get: SeededServer<unknown>['get'], route: string, runs: number, kinds: readonly ListKind[]): Promise<ListLatency[] | 'notMounted'> {
  const results: ListLatency[] = [];
  for (const kind of kinds) {
    const run = await sampleRuns(runs, (i) => timedListPage(get, route, kind.query(i)));
    if (run === 'notMounted') return 'notMounted';
    results.push({ label: kind.label, samples: run.samples, rows: run.last?.rows ?? 0, total: run.last?.total ?? 0 });
  }
  return results;
}
