/**
 * The login page's first paint and the sign-in that follows, in the production build: the active
 * catalog is fetched beside the entry script (not after it ran), the first paint is the page (no
 * boot loader in between), and the application layout's chunk is fetched while the login page is
 * idle, so signing in does not wait for it. See docs/architecture.md, "Lazy loading".
 */
import { test, expect } from './support/fixtures.ts';
import { ADMIN, CATALOGUE, expectAlert, groupButtons, submitLogin, userField } from './support/app.ts';

declare global {
  interface Window {
    __bootLoaderSeen?: boolean;
  }
}

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const catalogOf = (locale: string) => new RegExp(`/assets/${locale}-[\\w-]+\\.js$`);
const LAYOUT = /\/assets\/AppLayout-[\w-]+\.js$/;

for (const [stored, locale] of [[null, 'es'], ['en', 'en']] as const) {
  test(`the ${locale} catalog is requested while the entry script is still on its way (stored language: ${stored ?? 'none'})`, async ({ page, appUrl }) => {
    if (stored) await page.addInitScript((value) => localStorage.setItem('i18n_locale', value), stored);
    // The entry script is held back for a while: a catalog fetched only once the entry ran
    // would be requested after it is released.
    let entryReleased = false;
    await page.route(ENTRY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      entryReleased = true;
      await route.continue();
    });
    const catalogRequested = new Promise<{ entryReleased: boolean }>((resolve) => {
      page.on('request', (request) => {
        if (catalogOf(locale).test(request.url())) resolve({ entryReleased });
      });
    });
    await page.goto(appUrl + '/');
    expect(await catalogRequested, 'the catalog was requested only after the entry script arrived').toEqual({ entryReleased: false });
    await expect(userField(page)).toBeVisible();
  });
}

test('the first paint is the login page: the boot loader never shows', async ({ page, appUrl }) => {
  await page.addInitScript(() => {
    window.__bootLoaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-busy="true"]')) window.__bootLoaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(appUrl + '/');
  await expect(page.getByText('Ingresa tu usuario y contraseña para iniciar sesion')).toBeVisible();
  expect(await page.evaluate(() => window.__bootLoaderSeen)).toBe(false);
});

test("the layout's chunk is fetched while the login page is idle, before 'Iniciar sesion' is clicked", async ({ page, appUrl }) => {
  const layoutRequested = page.waitForRequest(LAYOUT, { timeout: 10_000 });
  await page.goto(appUrl + '/');
  await expect(userField(page)).toBeVisible();
  await layoutRequested;

  const fetchedDuringSignIn: string[] = [];
  page.on('request', (request) => {
    if (LAYOUT.test(request.url())) fetchedDuringSignIn.push(request.url());
  });
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await expectAlert(page, CATALOGUE.loginSuccess[0], CATALOGUE.loginSuccess[1]);
  await page.waitForURL(appUrl + ADMIN.start);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  expect(fetchedDuringSignIn, 'the layout chunk was fetched again during the sign-in').toEqual([]);
});

test("the start page's chunk is requested while the menu is still loading, not after the navigation", async ({ page, appUrl }) => {
  // The menu's answer is held until the start page's chunk has been asked for (or 3 s passed).
  let startPageRequested = false;
  let requestedBeforeMenu: boolean | undefined;
  page.on('request', (request) => {
    if (/\/assets\/StaffPage-[\w-]+\.js$/.test(request.url())) startPageRequested = true;
  });
  await page.route('**/public/api/cargarMenus?*', async (route) => {
    for (let waited = 0; !startPageRequested && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    requestedBeforeMenu = startPageRequested;
    await route.continue();
  });
  await page.goto(appUrl + '/');
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await page.waitForURL(appUrl + ADMIN.start);
  expect(requestedBeforeMenu, 'the start page chunk was requested only after the menu arrived').toBe(true);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
});
