/**
 * Playwright fixtures of the e2e suite.
 *
 * - `server` (worker-scoped): the production server (`startServer`) on a free port, a fresh
 *   throw-away database and photo folder, serving the built SPA from dist/. Every test of a
 *   worker shares it; tests that need other settings call `startSofia()` themselves.
 * - `appUrl`: the origin of that server, for `page.goto(appUrl + '/…')`.
 * - `csp` (automatic): every page of the test's context reports `securitypolicyviolation` events
 *   (also kept in `window.__cspViolations`) and console lines starting "Refused to"; any of them
 *   fails the test. So every journey is also a check of the production Content-Security-Policy.
 * - `pageErrors` (automatic): an uncaught exception in a page fails the test ("no crash").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type StartOptions } from '../../server/start.ts';
import type { Database } from '../../server/db/adapter.ts';
import type { Logger } from '../../server/log.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build under test; SOFIA_E2E_DIST points the suite at another build (then nothing is rebuilt). */
export const DIST_DIR = process.env.SOFIA_E2E_DIST ? path.resolve(process.env.SOFIA_E2E_DIST) : path.join(ROOT, 'dist');

export interface SofiaServer {
  url: string;
  dataDir: string;
  /** The server's database, for a spec that must prepare what no screen makes yet (e2e/deliveries.spec.ts: open cash sessions). */
  db: Database;
  close(): Promise<void>;
}

/** Server logs stay quiet; errors still reach the test output (they point at a server bug). */
const quietLogger: Logger = {
  info() {},
  warn() {},
  error: (event, fields) => console.error(`[server] ${event}`, JSON.stringify(fields ?? {})),
};

/** Starts the production server on a free port with a fresh data directory (removed on close). */
export async function startSofia(options: Partial<Omit<StartOptions, 'dataDir'>> = {}): Promise<SofiaServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-e2e-'));
  const server = await startServer({ dataDir, distDir: DIST_DIR, port: 0, log: quietLogger, ...options });
  let closed: Promise<void> | undefined;
  return {
    url: server.url,
    dataDir,
    db: server.db,
    close() {
      closed ??= server.close().finally(() => rm(dataDir, { recursive: true, force: true }));
      return closed;
    },
  };
}

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
    __reportCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * With tracing on, Playwright's DOM snapshotter reads `blob:` images (the photo preview) with
 * fetch() from its own isolated world: a connect-src report with no source file. Never the app's.
 */
const isTraceSnapshotterFetch = (v: CspViolation) => v.directive === 'connect-src' && v.blocked === 'blob' && v.source === '';

interface TestFixtures {
  appUrl: string;
  csp: CspViolation[];
  pageErrors: string[];
  /** Set to true (test.use) in a test that provokes page errors on purpose. */
  allowPageErrors: boolean;
}

interface WorkerFixtures {
  server: SofiaServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSofia();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  appUrl: async ({ server }, use) => {
    await use(server.url);
  },

  csp: [
    async ({ context }, use) => {
      const found: CspViolation[] = [];
      const consoleRefusals: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        found.push(violation);
      });
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          const violation = {
            directive: event.violatedDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
            line: event.lineNumber,
            sample: event.sample,
          };
          window.__cspViolations?.push(violation);
          void window.__reportCspViolation?.(violation);
        });
      });
      context.on('console', (message) => {
        if (message.text().startsWith('Refused to')) consoleRefusals.push(message.text());
      });
      await use(found);
      const lines = [
        ...found.filter((v) => !isTraceSnapshotterFetch(v)).map((v) => `securitypolicyviolation: ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}:${v.line} ${v.sample}`),
        ...consoleRefusals.map((text) => `console: ${text}`),
      ];
      expect(lines, `Content-Security-Policy violations:\n${lines.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  allowPageErrors: [false, { option: true }],

  pageErrors: [
    async ({ context, allowPageErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      if (!allowPageErrors) expect(errors, `uncaught errors in the page:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
