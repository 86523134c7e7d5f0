// @vitest-environment node
/** Failures inside the server: generic JSON 500, details in the log only; the SPA switched off. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Database } from '../../server/db/adapter.ts';
import {
  createTestContext,
  DEMO,
  getJson,
  login,
  openTestDatabase,
  START_TIMEOUT,
  startTestServer,
  tokenFor,
  uploadPhoto,
  type TestContext,
  type TestServer,
} from './helpers.ts';

const faults = { queries: false, transactions: false };

/** The real database, with switches that make it fail like a dropped connection would. */
function faulty(db: Database): Database {
  const boom = () => Promise.reject(new Error('connection terminated unexpectedly (injected by test)'));
  return {
    query: (sql, params) => (faults.queries ? boom() : db.query(sql, params)),
    exec: (sql) => (faults.queries ? boom() : db.exec(sql)),
    transaction: (fn) => (faults.transactions ? boom() : db.transaction(fn)),
    close: () => db.close(),
  };
}

let ctx: TestContext;
let server: TestServer;
let token = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const db = await openTestDatabase(ctx);
  server = await startTestServer(ctx, { database: faulty(db), distDir: null });
  token = await tokenFor(server, 'admin');
}, START_TIMEOUT);

afterAll(async () => {
  faults.queries = false;
  faults.transactions = false;
  await server?.close();
  await ctx?.cleanup();
});

function expectGeneric500(res: { status: number; text: string; headers: Headers }) {
  expect(res.status).toBe(500);
  expect(JSON.parse(res.text)).toEqual({ message: 'Internal server error' });
  expect(res.text).not.toMatch(/injected|Error|at |\.ts/);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('when the database fails', () => {
  it('answers login with a generic JSON 500 and logs the details', async () => {
    faults.queries = true;
    try {
      expectGeneric500(await login(server, 'admin', DEMO.admin.password));
    } finally {
      faults.queries = false;
    }
    const logged = server.logs.filter((l) => l.includes('"event":"request.failed"'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('injected by test');
  });

  it('answers the menu with a generic JSON 500', async () => {
    faults.queries = true;
    try {
      expectGeneric500(await getJson(server.api('/cargarMenus?id_rol=1'), token));
    } finally {
      faults.queries = false;
    }
  });

  it('answers a photo upload with 500 and leaves no orphan photo behind', async () => {
    faults.transactions = true;
    try {
      expectGeneric500(await uploadPhoto(server, token, { id: 1 }));
    } finally {
      faults.transactions = false;
    }
    expect(await server.db.query('SELECT name FROM photos')).toEqual([]);
    expect(existsSync(path.join(ctx.dataDir, 'perfiles'))).toBe(false);
  });

  it('recovers once the database is back', async () => {
    expect((await login(server, 'admin', DEMO.admin.password)).status).toBe(200);
  });
});

describe('with SPA serving disabled', () => {
  it('answers non-API paths with JSON 404', async () => {
    for (const target of ['/', '/usuarios', '/assets/index.js']) {
      const res = await fetch(`${server.url}${target}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found', code: 'notFound' });
    }
  });
});
