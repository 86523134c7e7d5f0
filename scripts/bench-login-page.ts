/**
 * The login page's figures for `npm run bench` (scripts/bench.ts calls these):
 *
 * - LCP of the login page, each run in a fresh browser context with the HTTP cache disabled,
 *   unthrottled and under a slow profile set through the DevTools protocol (150 ms latency,
 *   200 kB/s both ways, CPU ×4), the two kinds interleaved so that a busy moment of the shared
 *   machine does not fall on one kind only.
 * - An "instant API" for the sign-in timer: the login and menu answers of the real server,
 *   captured once and replayed by Playwright at once, so that the click → menu figure shows what
 *   the app itself costs (chunks, rendering), without the server's password hash.
 */
import type { Browser, Page } from '@playwright/test';

export const SLOW_PROFILE = { latencyMs: 150, bytesPerSecond: 200 * 1000, cpuSlowdown: 4 };

/** Resolves with the latest largest-contentful-paint candidate's time (ms since navigation start). */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

async function loginPageLcp(browser: Browser, base: string, slow: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (slow) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_PROFILE.latencyMs,
        downloadThroughput: SLOW_PROFILE.bytesPerSecond,
        uploadThroughput: SLOW_PROFILE.bytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdown });
    }
    await page.goto(base + '/');
    await page.getByText('Ingresa tu usuario y contraseña para iniciar sesion').waitFor();
    // The candidate for the login text is reported with the next frame; give it a few.
    await page.waitForTimeout(slow ? 500 : 200);
    return Number(await page.evaluate(READ_LCP));
  } finally {
    await context.close();
  }
}

/** `runs` unthrottled and `runs` slow-profile LCP figures of the login page, interleaved. */
export async function loginPageLcps(
  browser: Browser,
  base: string,
  runs: number,
  progress: (text: string) => void,
): Promise<{ fast: number[]; slow: number[] }> {
  const fast: number[] = [];
  const slow: number[] = [];
  for (let i = 0; i < runs; i++) {
    fast.push(await loginPageLcp(browser, base, false));
    slow.push(await loginPageLcp(browser, base, true));
    progress(`login page LCP runs: ${i + 1}/${runs}`);
  }
  return { fast, slow };
}

/** The real server's answers to one sign-in of `user`, to be replayed by `answerInstantly`. */
export interface RecordedSignIn {
  login: string;
  menu: string;
}

export async function recordSignIn(base: string, user: string, password: string): Promise<RecordedSignIn> {
  const api = `${base}/public/api`;
  const loginResponse = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (!loginResponse.ok) throw new Error(`recording the sign-in: /login answered ${loginResponse.status}`);
  const login = await loginResponse.text();
  const { accessToken, user: signedIn } = JSON.parse(login) as { accessToken: string; user: { id_rol: number } };
  const menuResponse = await fetch(`${api}/cargarMenus?id_rol=${signedIn.id_rol}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!menuResponse.ok) throw new Error(`recording the sign-in: /cargarMenus answered ${menuResponse.status}`);
  return { login, menu: await menuResponse.text() };
}

/** The page's /login and /cargarMenus are answered at once with the recorded bodies. */
export async function answerInstantly(page: Page, recorded: RecordedSignIn): Promise<void> {
  const json = (body: string) => ({ status: 200, contentType: 'application/json', body });
  await page.route('**/public/api/login', (route) => route.fulfill(json(recorded.login)));
  await page.route('**/public/api/cargarMenus?*', (route) => route.fulfill(json(recorded.menu)));
}
