// @vitest-environment node
/**
 * Shared fixtures for the server tests: a fresh temp data dir (and, with DATABASE_URL, a fresh
 * PostgreSQL schema) per test file, an in-process server on a free loopback port, and small
 * HTTP helpers. Not a test file itself (no .test.ts suffix).
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { cp, lstat, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { LoginResponse } from '../../machines/contract.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/start.ts';
import { openPglite, openPostgres, type Database } from '../../server/db/adapter.ts';
import type { LogFields, Logger } from '../../server/log.ts';
import { answerOf } from './client.ts';

/** Server start (PGlite initdb + seeding scrypt) takes seconds on 2 busy cores. */
export const START_TIMEOUT = 120_000;

export const DEMO = {
  admin: { user: 'admin', password: 'Admin#2026', id: 1, name: 'Ana Torres', id_rol: 1 },
  cajero: { user: 'cajero', password: 'Cajero#2026', id: 2, name: 'Carlos Ruiz', id_rol: 2 },
  cobrador: { user: 'cobrador', password: 'Cobrador#2026', id: 3, name: 'Lucía Gómez', id_rol: 3 },
  inactivo: { user: 'inactivo', password: 'Inactivo#2026', id: 4, name: 'Pedro Salas', id_rol: 2 },
} as const;

import { TINY_JPEG, TINY_PNG } from '../support/images.ts';

export { TINY_JPEG, TINY_PNG };

export interface TestContext {
  dataDir: string;
  /** PostgreSQL schema for this file when DATABASE_URL is set, else null (PGlite in dataDir). */
  schema: string | null;
  cleanup(): Promise<void>;
}

export async function createTestContext(): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sofia-server-test-'));
  const url = process.env.DATABASE_URL;
  const schema = url ? `sofia_test_${randomBytes(6).toString('hex')}` : null;
  return {
    dataDir,
    schema,
    async cleanup() {
      await rm(dataDir, { recursive: true, force: true });
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      }
    },
  };
}

export const DIST_INDEX = '<!doctype html><html lang="es"><head><title>Sofia App</title>' +
  '<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
export const DIST_ASSET = 'console.log("sofia");\n';

/** A hand-made stand-in for `vite build` output: index.html, one hashed asset, one root file. */
export async function makeDist(parent: string): Promise<string> {
  const dist = path.join(parent, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), DIST_INDEX);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), DIST_ASSET);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, '.env'), 'SECRET=dotfile');
  return dist;
}

export interface TestServer extends RunningServer {
  /** Every log event as one JSON line, for asserting what is (not) logged. */
  logs: string[];
  api(pathname: string): string;
}

export function captureLogger(lines: string[]): Logger {
  const push = (level: string) => (event: string, fields?: LogFields) => {
    lines.push(JSON.stringify({ level, event, ...fields }));
  };
  return { info: push('info'), warn: push('warn'), error: push('error') };
}

/**
 * PGlite's initdb costs seconds of CPU per data dir, so test files start from a copy of one
 * empty, cleanly closed cluster, cached in the temp dir per PGlite version (a read-only cache;
 * every test file still gets its own fresh data dir). Built in a private dir and renamed into
 * place, so parallel workers never see a half-written template.
 */
async function pgliteTemplate(): Promise<string> {
  // The package does not export its package.json; read it next to the resolved entry (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const final = path.join(os.tmpdir(), `sofia-pglite-template-${version}`);
  if (existsSync(path.join(final, 'PG_VERSION'))) return final;
  const work = await mkdtemp(path.join(os.tmpdir(), 'sofia-pglite-template-work-'));
  const db = await PGlite.create(path.join(work, 'db'));
  await db.close();
  try {
    await rename(path.join(work, 'db'), final);
  } catch {
    // Another worker won the race; its template is complete.
  }
  await rm(work, { recursive: true, force: true });
  return final;
}

/** Paths under `dir` (relative) that the group or others may access: the data dir must have none. */
export async function openToOthers(dir: string, prefix = ''): Promise<string[]> {
  const open: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (((await lstat(path.join(dir, rel))).mode & 0o077) !== 0) open.push(rel);
    if (entry.isDirectory()) open.push(...(await openToOthers(dir, rel)));
  }
  return open;
}

/** Gives `dataDir` an empty PGlite cluster (a copy of the cached template) unless it has one. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(dbDir)) await cp(await pgliteTemplate(), dbDir, { recursive: true });
}

/** The database a test server on `ctx` would use, opened by the test (to wrap it, say). */
export async function openTestDatabase(ctx: TestContext): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url, ctx.schema);
  const dbDir = path.join(ctx.dataDir, 'db');
  if (!existsSync(dbDir)) await cp(await pgliteTemplate(), dbDir, { recursive: true });
  return openPglite(dbDir);
}

export async function startTestServer(
  ctx: TestContext,
  options: Partial<StartOptions> & { freshDatabase?: boolean } = {},
): Promise<TestServer> {
  const { freshDatabase = false, ...startOptions } = options;
  const dbDir = path.join(ctx.dataDir, 'db');
  const usesPglite = !process.env.DATABASE_URL && startOptions.database === undefined;
  if (usesPglite && !freshDatabase && !existsSync(dbDir)) {
    await cp(await pgliteTemplate(), dbDir, { recursive: true });
  }
  const logs: string[] = [];
  const running = await startServer({
    dataDir: ctx.dataDir,
    host: '127.0.0.1',
    port: 0,
    databaseUrl: process.env.DATABASE_URL ?? null,
    databaseSchema: ctx.schema,
    log: captureLogger(logs),
    ...startOptions,
  });
  return { ...running, logs, api: (pathname) => `${running.url}/public/api${pathname}` };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf<T>(res);
}

export async function getJson<T = unknown>(url: string, token?: string) {
  const res = await fetch(url, { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });
  return answerOf<T>(res);
}

export function login(server: TestServer, user: string, password: string) {
  return postJson<LoginResponse>(server.api('/login'), { user, password });
}

/** Logs in a demo user and returns the token; fails the test if that does not work. */
export async function tokenFor(server: TestServer, who: keyof typeof DEMO): Promise<string> {
  const res = await login(server, DEMO[who].user, DEMO[who].password);
  if (res.status !== 200) throw new Error(`login as ${who} gave ${res.status}: ${res.text}`);
  return res.body.accessToken;
}

export interface UploadOptions {
  id?: string | number | null;
  bytes?: Uint8Array | null;
  filename?: string;
  type?: string;
}

export async function uploadPhoto(server: TestServer, token: string | null, options: UploadOptions = {}) {
  const form = new FormData();
  const id = options.id === undefined ? '1' : options.id;
  if (id !== null) form.append('id', String(id));
  const bytes = options.bytes === undefined ? TINY_JPEG : options.bytes;
  if (bytes !== null) {
    form.append('foto', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'me.jpg');
  }
  const res = await fetch(server.api('/fotoPerfil'), {
    method: 'POST',
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    body: form,
  });
  return answerOf<{ perfil?: string; message?: string }>(res);
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request whose target is sent byte for byte (fetch would normalise "/a/../b" first), with an
 * optional body written in chunks (Transfer-Encoding: chunked).
 */
export function rawRequest(
  server: TestServer,
  target: string,
  init: { method?: string; headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ hostname, port, path: target, method: init.method ?? 'GET', headers: init.headers, agent: false });
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    // The server may answer 413 and close while the body is still being written: the answer
    // may then arrive just after the write error, so give it a moment before failing.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
      setTimeout(() => {
        if (!answered) reject(error);
      }, 2000);
    });
    for (const chunk of init.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/** Headers as a plain sorted object without the per-response ones, for snapshots. */
export function stableHeaders(headers: Headers | http.IncomingHttpHeaders): Record<string, string> {
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);
  const entries: [string, string][] =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(entries.filter(([k]) => !skip.has(k.toLowerCase())).sort(([a], [b]) => a.localeCompare(b)));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SignedInStaff {
  /** The file's server (available inside tests, after beforeAll). */
  readonly server: TestServer;
  /** Its data folder and database (available inside tests, after beforeAll). */
  readonly ctx: TestContext;
  /** A fresh token of each enabled demo user. */
  readonly tokens: { admin: string; cajero: string; cobrador: string };
}

/**
 * One server for the test file, with the three enabled demo users signed in: registers the
 * beforeAll/afterAll hooks that start it and clean up. `options` are its start options, made once
 * the data folder exists.
 */
export function serverWithSignedInStaff(
  options: (ctx: TestContext) => Promise<Partial<StartOptions>> | Partial<StartOptions> = () => ({}),
): SignedInStaff {
  let ctx: TestContext | undefined;
  let server: TestServer | undefined;
  const tokens = { admin: '', cajero: '', cobrador: '' };
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx, await options(ctx));
    [tokens.admin, tokens.cajero, tokens.cobrador] = await Promise.all([
      tokenFor(server, 'admin'),
      tokenFor(server, 'cajero'),
      tokenFor(server, 'cobrador'),
    ]);
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await ctx?.cleanup();
  });
  return {
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll');
      return server;
    },
    get ctx() {
      if (!ctx) throw new Error('the test context is made in beforeAll');
      return ctx;
    },
    tokens,
  };
}
