/**
 * End-to-end tests (`npm run test:e2e`): Debian's Chromium against the PRODUCTION build served by
 * the real server, started in-process by the tests themselves (e2e/support/fixtures.ts), so every
 * journey runs under the production CSP and headers. No webServer: each worker starts its own
 * server with a throw-away database; tests that need special settings start another.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/browser.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A 2-core machine: each worker runs a browser and a server (scrypt logins) side by side.
  workers: 2,
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'es-ES',
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH },
    },
  ],
});
