import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/start.ts';
import { CHROMIUM_LAUNCH } from './browser.ts';
const dataDir = await mkdtemp(join(tmpdir(), 'sofia-walk-'));
const server = await startServer({ dataDir, distDir: 'dist', log: { info() {}, warn() {}, error() {} } });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await page.fill('#login-user', 'admin'); await page.fill('#login-password', 'Admin#2026'); await page.click('button[type=submit]');
  await page.waitForURL((u) => u.pathname !== '/');
  await page.waitForTimeout(2500);
  for (const path of ['/prestamos/nuevo', '/prestamos', '/clientes']) {
    await page.goto(server.url + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/walk/probe${path.replace(/\//g, '_')}.png` });
    const spinners = await page.evaluate(() => [...document.querySelectorAll('[role=status],[aria-busy=true]')].map((e) => `${e.tagName}.${e.className} ${e.getAttribute('aria-label') ?? ''} ${(e as HTMLElement).innerText.slice(0, 60)}`));
    console.log(path, spinners);
  }
} finally { await browser.close(); await server.close(); }
