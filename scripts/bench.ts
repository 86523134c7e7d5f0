/**
 * `npm run bench` (after `vite build`): prints performance figures next to their budgets. It
 * measures and reports; it asserts nothing about speed (exit code 0 unless something breaks).
 *
 * 1. Initial JS of the login page, gzip: the figure of scripts/bundle-report.mjs; with its lines on
 *    Analítica's JS (the page beyond the login page's download, and uPlot's own chunk).
 * 2. Sign-in time: from the click on 'Iniciar sesion' to the first menu group being visible,
 *    over RUNS runs, each in a fresh browser context (cold HTTP cache, like a first sign-in).
 *    It includes the server's scrypt verification of the password (N=2^17, about 0.3 s on an
 *    idle 2-core machine, more under load): that cost is part of what a user waits for.
 * 3. Heap growth of one page over CYCLES login/logout cycles (after 10 warm-up cycles), measured
 *    with CDP `Runtime.getHeapUsage` after a forced GC (`HeapProfiler.collectGarbage`), plus the
 *    growth per cycle over the second half: a leak of the session, menu, alerts or layout actors
 *    keeps growing there, while V8's compiled code and Chromium's buffers level off.
 *
 * 4. The login page's LCP (scripts/bench-login-page.ts): unthrottled and under a slow profile
 *    (150 ms latency, 200 kB/s, CPU ×4), LCP_RUNS interleaved runs each, fresh context, no cache.
 * 5. Sign-in time as in 2 against an instant API (a second server whose hasher does no work),
 *    starting once the login page is idle: the app's own cost (the layout's chunks, rendering).
 *
 * 6. List-page API latency at the big data set (scripts/bench-list.ts): BENCH_CUSTOMERS customers
 *    from seed:big's generator, LIST_RUNS requests per kind of page, p50/p95 in the client.
 * 7. Ledger-page API latency (scripts/bench-ledger.ts): BENCH_MOVEMENTS movements, a filtered
 *    GET /movimientos page of 50 with the totals of the filter, p50/p95 against the same budget.
 * 8. The loan schedule preview's compute time (scripts/bench-schedule.ts): 360 installments, each
 *    method × frequency, SCHEDULE_RUNS runs, p50/p95 against the 5 ms target.
 * 9. Loan-list API latency (scripts/bench-loans.ts): BENCH_LOANS loans (default 20,000) over
 *    BENCH_LOAN_CUSTOMERS customers (default 20,000), GET /prestamos pages, p50/p95 against the list budget.
 *
 * 10. Analítica's API latency (scripts/bench-analytics.ts): GET /analitica (the page's one request) at
 *    the big data set (BENCH_LOANS loans, BENCH_MOVEMENTS movements), this month and 366 days,
 *    ANALYTICS_RUNS requests each, p50/p95 against the target p95 < 300 ms.
 * 11. Importar (scripts/bench-import.ts): a file of BENCH_IMPORT_ROWS customers (default 10,000),
 *    then of as many running loans: preview, import and the same file again, against < 1 minute.
 *
 * Environment: BENCH_RUNS (default 20), BENCH_CYCLES (default 100), LCP_RUNS (default 7), DIST (default dist),
 * BENCH_CUSTOMERS (default 100000), LIST_RUNS (default 100), BENCH_MOVEMENTS (default 200000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../server/start.ts';
import { CHROMIUM_LAUNCH } from './browser.ts';
import { benchLoginFlood } from './bench-login-flood.ts';
import { LIST_PAGE_P95_BUDGET_MS, printCustomerList } from './bench-list.ts';
import { printLedgerList } from './bench-ledger.ts';
import { printScheduleBench } from './bench-schedule.ts';
import { printLoanList } from './bench-loans.ts';
import { analyticsSizesFromEnv, printAnalytics } from './bench-analytics.ts';
import { printImportBench } from './bench-import.ts';
import { quantile, summary } from './benchStats.ts';
import { instantHasher, loginPageLcps, SLOW_PROFILE, untilIdle } from './bench-login-page.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 100);
const LCP_RUNS = Number(process.env.LCP_RUNS ?? 7);
const BENCH_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const LIST_RUNS = Number(process.env.LIST_RUNS ?? 100);
const BENCH_MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 200_000);
const WARMUP = 10;
const DIST = process.env.DIST ?? 'dist';
const BUDGET = { initialJsKb: 125, heapGrowthMb: 2, lcpFastMs: 250, lcpSlowMs: 1450, instantSignInMs: 100, listPageP95Ms: LIST_PAGE_P95_BUDGET_MS };
const USER = { user: 'admin', password: 'Admin#2026', start: '/usuarios' };

const MB = 1024 * 1024;
const QUIET = { info() {}, warn() {}, error: console.error };
const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
/** A progress line on a terminal; nothing in a log. */
const progress = (text: string) => process.stdout.isTTY && process.stdout.write(`\r  ${text}`);
const endProgress = () => process.stdout.isTTY && process.stdout.write('\n');

/**
 * The login page's initial JS (gzip KB), as scripts/bundle-report.mjs computes it, and its lines
 * on Analítica's page (the page's own JS beyond the login page's, and uPlot's chunk).
 */
function bundleFigures(): { initialKb: number; analytics: string[] } {
  const run = spawnSync(process.execPath, ['scripts/bundle-report.mjs', DIST], { encoding: 'utf8' });
  const match = /raw\s+[\d.]+ KB\s+gzip\s+([\d.]+) KB/.exec(run.stdout);
  if (!match?.[1]) throw new Error(`could not read bundle-report's output:\n${run.stdout}\n${run.stderr}`);
  if (run.status !== 0) console.warn(`(bundle-report reported problems:\n${run.stderr.trim()})`);
  const analytics = run.stdout.split('\n').filter((line) => /^Analytics page JS|uPlot, imported/.test(line.trim())).map((line) => line.trim());
  return { initialKb: Number(match[1]), analytics };
}

/**
 * Arms an in-page timer: `window.__signIn` resolves with the ms from the submit click to the
 * first visible menu group. Passed as a string: tsx's keepNames helpers (`__name`) do not exist
 * in the page, so a serialized function with inner named functions would throw there.
 */
const ARM_SIGN_IN_TIMER = `
  window.__signIn = new Promise((resolve) => {
    const button = document.querySelector('form button[type="submit"]');
    button.addEventListener('click', () => {
      const started = performance.now();
      const poll = () => {
        const group = document.querySelector('#sofia-sidebar ul > li > button');
        if (group && group.checkVisibility({ visibilityProperty: true, opacityProperty: true })) resolve(performance.now() - started);
        else requestAnimationFrame(poll);
      };
      poll();
    }, { capture: true, once: true });
  });
  undefined;
`;

async function signIn(page: Page, base: string): Promise<number> {
  await page.locator('#login-user').fill(USER.user);
  await page.locator('#login-password').fill(USER.password);
  await page.evaluate(ARM_SIGN_IN_TIMER);
  await page.locator('form button[type="submit"]').click();
  const ms = Number(await page.evaluate('window.__signIn'));
  await page.waitForURL(base + USER.start);
  return ms;
}

async function signOut(page: Page, base: string): Promise<void> {
  // The success alert closes itself after 1.5 s; Escape closes it at once.
  if (await page.locator('.swal2-popup').isVisible()) await page.keyboard.press('Escape');
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Menú de perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL(base + '/');
  await page.locator('#login-user').waitFor();
}

const median = (samples: number[]) => quantile([...samples].sort((a, b) => a - b), 0.5);

async function coldSignIns(browser: Browser, base: string, beforeSignIn?: (page: Page) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.locator('#login-user').waitFor();
    await beforeSignIn?.(page);
    samples.push(await signIn(page, base));
    await context.close();
    progress(`sign-in runs: ${i + 1}/${RUNS}`);
  }
  endProgress();
  return samples;
}

async function heapGrowth(browser: Browser, base: string): Promise<{ before: number; middle: number; after: number; warm: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const usedHeap = async () => {
    // Twice: objects freed by the first collection's finalizers go in the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.goto(base + '/');
  await page.locator('#login-user').waitFor();
  // Warm-up: every lazy chunk (layout, alerts, HTTP client) loaded, first-use caches filled and
  // most of V8's optimised code compiled (compiled code is heap too, and grows for a while).
  for (let i = 0; i < WARMUP; i++) {
    await signIn(page, base);
    await signOut(page, base);
  }
  const before = await usedHeap();
  const warm: number[] = [];
  let middle = before;
  for (let i = 0; i < CYCLES; i++) {
    warm.push(await signIn(page, base));
    await signOut(page, base);
    if (i + 1 === Math.floor(CYCLES / 2)) middle = await usedHeap();
    if ((i + 1) % 10 === 0) progress(`login/logout cycles: ${i + 1}/${CYCLES}`);
  }
  endProgress();
  const after = await usedHeap();
  await context.close();
  return { before, middle, after, warm };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`no build in ${DIST}/: run \`vite build\` first`);
  const started = Date.now();
  console.log('Sofia App benchmark: production build, real server in-process (fresh database), Debian Chromium headless\n');

  const { initialKb: kb, analytics } = bundleFigures();
  console.log(`Initial JS of the login page: ${kb.toFixed(1)} KB gzip   budget <= ${BUDGET.initialJsKb} KB   ${verdict(kb <= BUDGET.initialJsKb)}`);
  for (const line of analytics) console.log(line);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-bench-'));
  const server = await startServer({ dataDir, distDir: DIST, port: 0, log: QUIET });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const cold = await coldSignIns(browser, server.url);
    console.log(`Click 'Iniciar sesion' -> menu visible, fresh context each run: ${summary(cold)}`);
    console.log('  (includes the server-side scrypt password check, ~0.3 s of it on an idle machine)');

    const instantServer = await startServer({ dataDir: path.join(dataDir, 'instant'), distDir: DIST, port: 0, hasher: instantHasher, log: QUIET });
    const instant = await coldSignIns(browser, instantServer.url, untilIdle).finally(() => instantServer.close());
    console.log(`Click 'Iniciar sesion' -> menu visible, instant API, fresh context: ${summary(instant)}   budget median <= ${BUDGET.instantSignInMs} ms   ${verdict(median(instant) <= BUDGET.instantSignInMs)}`);

    const lcp = await loginPageLcps(browser, server.url, LCP_RUNS, progress);
    endProgress();
    console.log(`Login page LCP, unthrottled, fresh context, no cache: ${summary(lcp.fast)}   budget median <= ${BUDGET.lcpFastMs} ms   ${verdict(median(lcp.fast) <= BUDGET.lcpFastMs)}`);
    const profile = `${SLOW_PROFILE.latencyMs} ms latency, ${SLOW_PROFILE.bytesPerSecond / 1000} kB/s, CPU x${SLOW_PROFILE.cpuSlowdown}`;
    console.log(`Login page LCP, slow profile (${profile}): ${summary(lcp.slow)}   budget median <= ${BUDGET.lcpSlowMs} ms   ${verdict(median(lcp.slow) <= BUDGET.lcpSlowMs)}`);

    const { before, middle, after, warm } = await heapGrowth(browser, server.url);
    const growth = (after - before) / MB;
    const half = CYCLES - Math.floor(CYCLES / 2);
    console.log(`Click 'Iniciar sesion' -> menu visible, same page, warm:          ${summary(warm)}`);
    console.log(
      `Heap growth after ${CYCLES} login/logout cycles (after forced GC): ${growth >= 0 ? '+' : ''}${growth.toFixed(2)} MB ` +
        `(${(before / MB).toFixed(2)} -> ${(after / MB).toFixed(2)} MB)   budget < ${BUDGET.heapGrowthMb} MB   ${verdict(growth < BUDGET.heapGrowthMb)}`,
    );
    // A leak grows with every cycle; warm-up (compiled code, browser-side buffers) flattens out.
    console.log(`  of which the last ${half} cycles: ${((after - middle) / 1024 / half).toFixed(1)} KB per cycle`);

    await printCustomerList(LIST_RUNS, BENCH_CUSTOMERS, BUDGET.listPageP95Ms, QUIET);
    await printLedgerList(LIST_RUNS, BENCH_MOVEMENTS, BUDGET.listPageP95Ms, QUIET);
    await printLoanList(LIST_RUNS, Number(process.env.BENCH_LOAN_CUSTOMERS ?? 20_000), Number(process.env.BENCH_LOANS ?? 20_000), BUDGET.listPageP95Ms, QUIET);
    await printAnalytics(Number(process.env.ANALYTICS_RUNS ?? 50), analyticsSizesFromEnv(), QUIET);
    await printImportBench(Number(process.env.BENCH_IMPORT_ROWS ?? 10_000), QUIET);
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await benchLoginFlood();
  printScheduleBench(Number(process.env.SCHEDULE_RUNS ?? 300));
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
