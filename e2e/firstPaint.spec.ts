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

test("signing in asks for the menu before the start page's chunks", async ({ page, appUrl }) => {
  // A browser opens six HTTP/1.1 connections per host and the staff page needs nine chunks: asked
  // for first, they kept the menu's request waiting for a free connection.
  const order: string[] = [];
  page.on('request', (request) => {
    if (/\/public\/api\/cargarMenus\?/.test(request.url())) order.push('menu');
    if (/\/assets\/StaffPage-[\w-]+\.js$/.test(request.url())) order.push('start page');
  });
  await page.goto(appUrl + '/');
  await page.waitForLoadState('networkidle');
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await page.waitForURL(appUrl + ADMIN.start);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  expect(order).toEqual(['menu', 'start page']);
});

test('signing in changes the address once (the login page does not navigate a second time)', async ({ page, appUrl }) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { __addressChanges: changes });
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        changes.push(`${name} ${String(url)}`);
        original(data, unused, url);
      };
    }
  });
  await page.goto(appUrl + '/');
  await expect(userField(page)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __addressChanges: string[] }).__addressChanges.length = 0));
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  expect(await page.evaluate(() => (window as unknown as { __addressChanges: string[] }).__addressChanges)).toEqual([`pushState ${ADMIN.start}`]);
});

test("the sign-in's navigation is not a transition: the signed-in screen replaces the login page at once", async ({ page, appUrl }) => {
  // The layout's chunk is held back: as a transition, React kept the login page on screen (its
  // button no longer busy, the session already signed in) until the chunk came; rendered at
  // once, the layout's place shows the loader, then the menu.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LAYOUT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl + '/');
  await expect(userField(page)).toBeVisible();
  const menuAnswered = page.waitForResponse(/\/public\/api\/cargarMenus\?/);
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await menuAnswered;
  await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toBeAttached();
  // React hides (display: none) the content a suspended boundary already showed.
  await expect(userField(page)).toBeHidden();
  release();
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
});

test("the signed-in layout's styles are in the style sheet before 'Iniciar sesion' is clicked", async ({ page, appUrl }) => {
  // Emotion parses and inserts a style the first time an element uses it, inside React's commit;
  // the layout's are inserted while the login page is idle, so the sign-in does not do it.
  const selectors = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''))),
    );
  // The warm-up runs when the login page is idle, which on a busy machine can come after the
  // network has gone quiet: wait for its chunk, then for an idle period after it ran.
  const warmChunk = page.waitForResponse((response) => /\/assets\/warmLayoutStyles-[\w-]+\.js$/.test(response.url()));
  await page.goto(appUrl + '/');
  await warmChunk;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const before = new Set(await selectors());
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  const classesOf = (selector: string) =>
    page.locator(selector).first().evaluate((element) => Array.from(element.classList).filter((name) => name.startsWith('css-')));
  const layoutClasses = [
    ...(await classesOf('#sofia-sidebar')),
    ...(await classesOf('#sofia-sidebar ul > li > button')),
    ...(await classesOf('header')),
    ...(await classesOf('#main-content')),
  ];
  expect(layoutClasses.length).toBe(4);
  expect(layoutClasses.filter((name) => !before.has(`.${name}`)), 'styles first inserted during the sign-in').toEqual([]);
});

test("the layout's first commit leaves the page out: the menu does not wait for the page's render", async ({ page, appUrl }) => {
  // The start page's chunks are all here before the menu answers (the menu is held until they
  // finished, then a while longer to evaluate them): rendered urgently, the page went into the
  // layout's first commit; now React renders it right after, as a deferred update, which also
  // means a page whose chunk is late is not held back by the fallback's 300 ms reveal throttle.
  await page.addInitScript(() => {
    const firstCommit: { mainChildren?: number } = {};
    Object.assign(window, { __firstCommit: firstCommit });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#sofia-sidebar')) return;
      firstCommit.mainChildren = document.querySelector('#main-content')?.childElementCount ?? -1;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const chunks = new Set<string>();
  let menuAsked = false;
  page.on('request', (request) => {
    if (menuAsked && /\/assets\/.+\.js$/.test(request.url())) chunks.add(request.url());
  });
  page.on('requestfinished', (request) => chunks.delete(request.url()));
  await page.route('**/public/api/cargarMenus?*', async (route) => {
    menuAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let waited = 0; chunks.size > 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(appUrl + '/');
  await page.waitForLoadState('networkidle');
  await submitLogin(page, ADMIN.user, ADMIN.password);
  await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  await expect(page.locator('#main-content h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __firstCommit: { mainChildren?: number } }).__firstCommit.mainChildren)).toBe(0);
});
