/**
 * The prerendered login page (scripts/loginShell.ts): painted from the HTML before any script
 * has run, only where the app's first render is exactly it, then replaced by the app. The entry
 * script is held back in each test, so what shows is what the HTML alone paints.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, CATALOGUE, expectAlert, groupButtons, submitLogin } from './support/app.ts';

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const LOGIN_TEXT = 'Ingresa tu usuario y contraseña para iniciar sesion';

/** Holds the entry script until `release()`; the page has only its HTML and the preloader. */
async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The preloader has run once it has added its catalog link. */
const preloaderRan = (page: Page) => page.locator('link[rel="modulepreload"][href*="/assets/"][href$=".js"]').first().waitFor({ state: 'attached' });

test('signed out at /, the login page is painted before the entry script has run, inert, then replaced by the app', async ({ page, appUrl }) => {
  const release = await holdEntry(page);
  await page.goto(appUrl + '/', { waitUntil: 'commit' });
  const shell = page.locator('#login-shell');
  await expect(shell).toBeVisible();
  await expect(shell.getByText(LOGIN_TEXT)).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Iniciar sesion' })).toBeVisible();
  // Nothing can be typed into it and lost, and its form can never submit natively.
  await expect(shell).toHaveAttribute('inert', '');

  release();
  await expect(shell).toHaveCount(0);
  await expect(page.locator('#login-title')).toHaveCount(1);
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await expectAlert(page, CATALOGUE.loginSuccess[0], CATALOGUE.loginSuccess[1]);
  await page.waitForURL(appUrl + ADMIN.start);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
});

const elsewhere: ReadonlyArray<[string, string, Record<string, string>]> = [
  ['a stored session, at the start route', '/usuarios', { token: 'stored-token' }],
  ['a stored session, at /', '/', { token: 'stored-token' }],
  ['English stored', '/', { i18n_locale: 'en' }],
  ['the dark theme stored', '/', { theme: 'dark' }],
  ['another page, signed out', '/pages/error404', {}],
];

for (const [name, path, storage] of elsewhere) {
  test(`with ${name}, the prerendered login page never shows (no flash of the wrong page)`, async ({ page, appUrl }) => {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const release = await holdEntry(page);
    await page.goto(appUrl + path, { waitUntil: 'commit' });
    await preloaderRan(page);
    await expect(page.locator('#login-shell')).toBeAttached();
    await expect(page.locator('#login-shell')).toBeHidden();
    release();
    await expect(page.locator('#login-shell')).toHaveCount(0);
  });
}

test('the browser’s /favicon.ico is an icon, not a copy of the app’s page (#39)', async ({ request, appUrl }) => {
  const res = await request.get(appUrl + '/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  const body = await res.body();
  // An ICO file starts with 0, 1 (an icon) and is small; the app's page would be 8 KB of HTML.
  expect([body[0], body[1], body[2], body[3]]).toEqual([0, 0, 1, 0]);
  expect(body.length).toBeLessThan(1024);
});
