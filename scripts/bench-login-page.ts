/**
 * The login page's figures for `npm run bench` (scripts/bench.ts calls these):
 *
 * - LCP of the login page, each run in a fresh browser context with the HTTP cache disabled,
 *   unthrottled and under a slow profile set through the DevTools protocol (150 ms latency,
 *   200 kB/s both ways, CPU ×4), the two kinds interleaved so that a busy moment of the shared
 *   machine does not fall on one kind only.
 * - An "instant API" for the sign-in timer: the real server with a hasher that does no work, so
 *   that the click → menu figure shows what the app itself costs (chunks, rendering), without the
 *   server's password hash.
 */
import type { Browser, Page } from '@playwright/test';
import type { PasswordHasher } from '../server/auth/passwords.ts';

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

/**
 * A password "hasher" that does no work, for a second server whose sign-in answers as fast as
 * the database can: the click → menu figure against it is the app's own cost (chunks, rendering)
 * without the scrypt check. Bench only; the passwords it stores are plain text.
 */
export const instantHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (password, stored) => stored === `plain:${password}`,
  needsRehash: () => false,
};

/** The sign-in starts once the login page is idle (no request for half a second), as when a person types. */
export const untilIdle = (page: Page): Promise<void> => page.waitForLoadState('networkidle');
