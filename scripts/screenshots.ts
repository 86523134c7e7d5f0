/**
 * `npm run screenshots`: the login page and the application layout (menu and profile dropdown
 * open) in es, ja, ru and ae, at desktop and phone widths, into screenshots/ for review. Starts
 * the real server on a free port with a throw-away database; needs a build in dist/.
 */
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/start.ts';
import { CHROMIUM_LAUNCH } from './browser.ts';

const LOCALES = (process.env.LOCALES ?? 'es,ja,ru,ae').split(',');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 820 },
  { name: 'phone', width: 390, height: 844 },
];
const OUT = 'screenshots';

const dataDir = await mkdtemp(join(tmpdir(), 'sofia-shots-'));
const server = await startServer({ dataDir, distDir: 'dist', log: { info() {}, warn() {}, error() {} } });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
await mkdir(OUT, { recursive: true });
try {
  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((code) => localStorage.setItem('i18n_locale', code), locale);
      const page = await context.newPage();
      await page.goto(server.url + '/');
      await page.waitForSelector('#login-user');
      await page.screenshot({ path: join(OUT, `login-${locale}-${viewport.name}.png`) });
      await page.fill('#login-user', 'admin');
      await page.fill('#login-password', 'Admin#2026');
      await page.click('button[type=submit]');
      await page.waitForURL('**/usuarios');
      await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
      await page.waitForTimeout(700);
      if (viewport.name === 'phone') await page.locator('header button[aria-controls="sofia-sidebar"]').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `app-${locale}-${viewport.name}.png`) });
      // On a phone the open drawer's backdrop (the button just before the sidebar) closes it.
      if (viewport.name === 'phone') {
        // Click the part of the backdrop the drawer does not cover (its far side, by direction).
        const x = locale === 'ae' ? 20 : viewport.width - 20;
        await page.locator('button:has(+ #sofia-sidebar)').click({ position: { x, y: viewport.height / 2 } });
      }
      await page.locator('header button[aria-haspopup]').first().click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(OUT, `dropdown-${locale}-${viewport.name}.png`) });
      await context.close();
      console.log(`screenshots: ${locale} ${viewport.name}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
