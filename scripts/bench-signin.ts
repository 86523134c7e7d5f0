/**
 * `npx tsx scripts/bench-signin.ts [dist …]` (after `vite build`): only the instant-API sign-in
 * figure of `npm run bench` (click 'Iniciar sesion' → first menu group visible, fresh context,
 * a server whose hasher does no work), for one build or several side by side. With several
 * builds (e.g. `dist-before dist`) the runs alternate between them, so a busy moment of the
 * shared machine does not fall on one build only: compare their medians, not figures of two runs.
 *
 * Each build's line is followed by the part from the menu's answer (`/cargarMenus` responseEnd)
 * to the menu on screen: the app's own rendering, without the round trips' noise, and the click →
 * start page's heading visible (the page must not pay for the menu).
 *
 * SIGNIN_TIMELINE=1 prints, per run, where the time went after the click (ms since the click):
 * the /login and /cargarMenus requests (start → end), the chunks fetched, the sidebar's insertion
 * into the DOM, the first frame it is visible, and the long animation frames (≥ 30 ms, their
 * script time and the scripts' sources), from the page's own Performance APIs.
 *
 * Environment: BENCH_RUNS (default 15).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/start.ts';
import { CHROMIUM_LAUNCH } from './browser.ts';
import { summary } from './benchStats.ts';
import { instantHasher, untilIdle } from './bench-login-page.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TIMELINE = process.env.SIGNIN_TIMELINE === '1';
const PROFILE = process.env.SIGNIN_PROFILE === '1';
const TRACE = process.env.SIGNIN_TRACE === '1';
const DISTS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist'];
const QUIET = { info() {}, warn() {}, error: console.error };

/**
 * Armed before the click: `window.__signInTimeline` resolves with the figures above. A string, as
 * in scripts/bench.ts: tsx's `__name` helpers do not exist in the page.
 */
const ARM_TIMELINE = `
  window.__signInTimeline = new Promise((resolve) => {
    const button = document.querySelector('form button[type="submit"]');
    const frames = [];
    new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({ type: 'long-animation-frame' });
    button.addEventListener('click', () => {
      const started = performance.now();
      performance.mark('signin-click');
      let inserted = null;
      const observer = new MutationObserver(() => {
        if (inserted === null && document.querySelector('#sofia-sidebar ul > li > button')) inserted = performance.now() - started;
      });
      observer.observe(document.body, { childList: true, subtree: true });
      // The start page's heading, polled on until it shows (after the menu, or with it).
      let pageShown = null;
      const pollPage = () => {
        const heading = document.querySelector('#main-content h1');
        if (heading && heading.checkVisibility({ visibilityProperty: true, opacityProperty: true })) pageShown = performance.now() - started;
        else requestAnimationFrame(pollPage);
      };
      pollPage();
      const poll = () => {
        const group = document.querySelector('#sofia-sidebar ul > li > button');
        if (group && group.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          const visible = performance.now() - started;
          performance.mark('signin-visible');
          observer.disconnect();
          // Frames still being reported land in the next task; the page's heading may come later.
          const settle = (tries) => (pageShown === null && tries > 0 ? setTimeout(() => settle(tries - 1), 20) : report());
          const report = () => {
            const at = (t) => Math.round(t - started);
            const requests = performance.getEntriesByType('resource')
              .filter((r) => r.startTime >= started - 1)
              .map((r) => ({ name: r.name.replace(location.origin, ''), start: at(r.startTime), sent: at(r.requestStart || r.startTime), end: at(r.responseEnd) }));
            const long = frames
              .filter((f) => f.startTime + f.duration >= started && f.duration >= 30)
              .map((f) => ({
                start: at(f.startTime), duration: Math.round(f.duration), blocking: Math.round(f.blockingDuration),
                render: Math.round(f.duration - (f.renderStart ? f.renderStart - f.startTime : f.duration)),
                scripts: f.scripts.map((s) => ({ source: (s.sourceURL || '').replace(location.origin, '') + ' ' + s.invoker, ms: Math.round(s.duration), layout: Math.round(s.forcedStyleAndLayoutDuration) })),
              }));
            resolve({ visible, inserted, requests, long, page: pageShown });
          };
          setTimeout(() => settle(100), 50);
        } else requestAnimationFrame(poll);
      };
      poll();
    }, { capture: true, once: true });
  });
  undefined;
`;

interface Timeline {
  visible: number;
  /** The start page's heading visible (ms after the click), null if not within 2 s of the menu. */
  page: number | null;
  inserted: number | null;
  requests: { name: string; start: number; sent: number; end: number }[];
  long: { start: number; duration: number; blocking: number; render: number; scripts: { source: string; ms: number; layout: number }[] }[];
}

async function signIn(page: Page): Promise<Timeline> {
  await page.locator('#login-user').fill('admin');
  await page.locator('#login-password').fill('Admin#2026');
  await page.evaluate(ARM_TIMELINE);
  await page.locator('form button[type="submit"]').click();
  const timeline = (await page.evaluate('window.__signInTimeline')) as Timeline;
  await page.waitForURL(/\/usuarios$/);
  return timeline;
}

function printTimeline(dist: string, t: Timeline): void {
  console.log(`\n[${dist}] visible ${Math.round(t.visible)} ms (sidebar in the DOM at ${t.inserted === null ? '?' : Math.round(t.inserted)} ms)`);
  for (const r of t.requests) console.log(`  request ${r.start}→${r.end} ms (sent at ${r.sent})  ${r.name}`);
  for (const f of t.long) {
    console.log(`  long frame at ${f.start} ms: ${f.duration} ms (render ${f.render} ms)`);
    for (const s of f.scripts) console.log(`    script ${s.ms} ms (forced layout ${s.layout} ms) ${s.source}`);
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Where the CPU went between the submit handler's first sample and the visible menu: self time
 * by function, and inclusive time by function (a component's render includes its children's).
 */
function printProfile(profile: CpuProfile, visible: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f ? `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}` : '?';
  };
  const stack = (id: number) => {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) names.push(name(at));
    return names;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let t = profile.startTime;
  const times = deltas.map((d) => (t += d));
  const first = samples.findIndex((id) => stack(id).some((n) => n.startsWith('submit ')));
  if (first < 0) return console.log('  (the submit handler was not sampled)');
  const t0 = times[first] ?? 0;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [i, id] of samples.entries()) {
    const at = (times[i] ?? 0) - t0;
    if (at < 0 || at > visible * 1000) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const names = stack(id);
    self.set(names[0] ?? '?', (self.get(names[0] ?? '?') ?? 0) + ms);
    for (const n of new Set(names)) inclusive.set(n, (inclusive.get(n) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`  profile from the submit handler to the visible menu (${Math.round(visible)} ms), self time:`);
  for (const [key, ms] of top(self, 25)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  console.log('  inclusive time:');
  for (const [key, ms] of top(inclusive, 30)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  // Components (capitalised functions): what each one's render costs with its children's.
  const components = new Map([...inclusive].filter(([key]) => /^[A-Z]/.test(key)));
  console.log('  components, inclusive:');
  for (const [key, ms] of top(components, 40)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The renderer's main-thread tasks between the click and the visible menu, with their largest parts. */
function printTrace(trace: { traceEvents: TraceEvent[] }): void {
  const events = trace.traceEvents;
  const click = events.find((e) => e.name === 'signin-click');
  const shown = events.find((e) => e.name === 'signin-visible');
  if (!click || !shown) return console.log('  (no marks in the trace)');
  const main = events.filter((e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= click.ts && e.ts <= shown.ts);
  let busy = 0;
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    busy += (task.dur ?? 0) / 1000;
    // Direct-ish children: events inside the task, not inside another child.
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts);
    const top: TraceEvent[] = [];
    let until = 0;
    for (const e of inside) if (e.ts >= until) {
      top.push(e);
      until = e.ts + (e.dur ?? 0);
    }
    for (const e of top) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    if ((task.dur ?? 0) < 3000) continue;
    const parts = top.filter((e) => (e.dur ?? 0) >= 1000).map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
    console.log(`  task at ${((task.ts - click.ts) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${parts.join(', ')}`);
  }
  console.log(`  main thread busy ${busy.toFixed(0)} ms of ${((shown.ts - click.ts) / 1000).toFixed(0)} ms; by kind: ` + [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '));
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-signin-'));
  const servers: RunningServer[] = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [i, distDir] of DISTS.entries()) {
      servers.push(await startServer({ dataDir: path.join(dataDir, String(i)), distDir, port: 0, hasher: instantHasher, log: QUIET }));
    }
    const samples = DISTS.map((): number[] => []);
    // From the menu's answer to the menu on screen: the app's rendering, without the network's noise.
    const afterMenu = DISTS.map((): number[] => []);
    const pages = DISTS.map((): number[] => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(server.url + '/');
        await page.locator('#login-user').waitFor();
        await untilIdle(page);
        const cdp = PROFILE ? await context.newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
        const timeline = await signIn(page);
        if (TRACE) printTrace(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
        if (cdp) printProfile((await cdp.send('Profiler.stop')).profile, timeline.visible);
        samples[i]?.push(timeline.visible);
        const menu = timeline.requests.find((r) => r.name.includes('/cargarMenus'));
        if (menu) afterMenu[i]?.push(timeline.visible - menu.end);
        if (timeline.page !== null) pages[i]?.push(timeline.page);
        if (TIMELINE) printTimeline(DISTS[i] ?? '', timeline);
        await context.close();
      }
    }
    console.log('');
    for (const [i, dist] of DISTS.entries()) {
      console.log(`Click 'Iniciar sesion' -> menu visible, instant API, fresh context [${dist}]: ${summary(samples[i] ?? [])}   budget median <= 100 ms`);
      console.log(`  of which from the menu's answer to the menu visible: ${summary(afterMenu[i] ?? [])}`);
      console.log(`  click -> the start page's heading visible: ${summary(pages[i] ?? [])}`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
