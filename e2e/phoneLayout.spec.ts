/**
 * A phone, 360 px wide (issue #29, item 7): every area's lists, one record's page and one dialog,
 * as the administrator on the demo data, in Spanish and in Arabic (right to left), light and dark.
 * On each: the page does not scroll sideways (`scrollWidth <= innerWidth`: a wide table scrolls in
 * its own box, ScrollRegion), and no control of the header, the page or the dialog lies outside
 * the viewport unless it is inside such a box. One test per menu group, each signing in once.
 */
import type { Locator, Page } from '@playwright/test';
import { startSofia, test, expect, type SofiaServer } from './support/fixtures.ts';
import { ADMIN, CAJERO, profileTrigger, signIn, translate, type DemoUser } from './support/app.ts';
import { expectFits as fits } from './support/phone.ts';

// Its own demo business, untouched by the other specs: the lists' empty states and a record's
// actions are the demo's (a worker's shared server may have had its debts paid or deliveries made).
let sofia: SofiaServer;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  sofia = await startSofia();
});
test.afterAll(async () => {
  await sofia?.close();
});

const PHONE = { width: 360, height: 740 };
type Locale = 'es' | 'ae';
type Theme = 'light' | 'dark';

interface Area {
  group: string;
  /** Lists and forms of the group. */
  pages: string[];
  /** One record's page. */
  record?: string;
  /** A dialog: where, and the Spanish name of the button that opens it. */
  dialog?: { path: string; opener: string };
  /** The Spanish names of buttons that must be on screen on the record's page. */
  keyActions?: string[];
}

const AREAS: Area[] = [
  { group: 'Administración', pages: ['/usuarios', '/roles', '/importar'], record: '/roles/1', dialog: { path: '/usuarios', opener: 'Nuevo usuario' } },
  { group: 'Clientes', pages: ['/clientes', '/clientes/nuevo'], record: '/clientes/1' },
  { group: 'Caja', pages: ['/caja', '/movimientos', '/movimientos_entrega'], dialog: { path: '/entregas', opener: 'Recibir' } },
  { group: 'Préstamos', pages: ['/prestamos', '/pagos_prestamos', '/prestamos/nuevo'], record: '/prestamos/7', dialog: { path: '/prestamos/7', opener: 'Registrar pago' }, keyActions: ['Registrar pago', 'Actualizar'] },
  { group: 'Alquileres', pages: ['/alquileres', '/pagos_alquiler', '/alquileres/nuevo'], record: '/alquileres/3', dialog: { path: '/alquileres/3', opener: 'Rescindir' }, keyActions: ['Registrar pago', 'Renovar'] },
  { group: 'Deudas', pages: ['/deudas', '/pagos_deudas', '/deudas/nuevo'], record: '/deudas/1', dialog: { path: '/deudas/1', opener: 'Anular' }, keyActions: ['Registrar pago', 'Castigar'] },
  { group: 'Honorarios', pages: ['/honorarios', '/pagos_honorario'], record: '/honorarios/7', dialog: { path: '/honorarios/7', opener: 'Registrar pago' } },
  { group: 'Configuración', pages: ['/conf_mensajes', '/conf_ubicacion'], record: '/conf_ubicacion/1' },
  { group: 'Analítica', pages: ['/analytics'] },
  // The header's badge leads there: each kind's card with its records (#29, item 10).
  { group: 'Pendientes', pages: ['/pendientes'] },
];

/**
 * What a page shows once its data is in: a table, a form, a record's fields or the templates' list;
 * the demo has no delivery movements, so that list shows its empty state.
 */
function content(page: Page, path: string, tr: (message: string) => string): Locator {
  if (path === '/movimientos_entrega') return page.getByRole('heading', { name: tr('No hay movimientos de entrega') });
  if (path === '/pendientes') return page.locator('main section').first();
  if (path === '/importar') return page.locator('main fieldset');
  return page.locator('main').locator('table, form, dl, textarea, li button').first();
}

/** Sets the theme and language the app reads at start (src/storage), then reloads into them. */
async function useLook(page: Page, theme: Theme, locale: Locale): Promise<void> {
  await page.evaluate(([t, l]) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('i18n_locale', l);
  }, [theme, locale] as const);
  await page.emulateMedia({ colorScheme: theme });
}

async function signInAs(page: Page, appUrl: string, who: DemoUser, theme: Theme, locale: Locale): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(appUrl + '/');
  await useLook(page, theme, locale);
  await signIn(page, appUrl, who);
}

const expectFits = (page: Page, where: string) => fits(page, `${where} at ${PHONE.width} px`);

/** Opens `path`, waits for its content and for any 'Cargando …' line to go, then checks it fits. */
async function visit(page: Page, appUrl: string, path: string, where: string, tr: (message: string) => string = (m) => m): Promise<void> {
  await page.goto(appUrl + path);
  await expect(content(page, path, tr), `${where}: content`).toBeVisible();
  await expect(page.locator('main [role="status"]').filter({ hasText: /…$/ })).toHaveCount(0);
  await expectFits(page, where);
}

/** Every button named `name` in the page is wholly inside the viewport (and so reachable without scrolling sideways). */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  if (box === null) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
}

AREAS.forEach((area, index) => {
  test(`at ${PHONE.width} px: ${area.group} fits the screen, in Spanish and in Arabic`, async ({ page }) => {
    const appUrl = sofia.url;
    test.setTimeout(120_000);
    // Light and dark alternate over the groups, and each group shows Arabic in the other one.
    const spanishTheme: Theme = index % 2 === 0 ? 'light' : 'dark';
    const arabicTheme: Theme = spanishTheme === 'light' ? 'dark' : 'light';
    await signInAs(page, appUrl, ADMIN, spanishTheme, 'es');

    for (const [locale, theme] of [['es', spanishTheme], ['ae', arabicTheme]] as const) {
      const tr = (message: string) => translate(locale, message);
      if (locale === 'ae') await useLook(page, theme, locale);
      const look = `${locale}, ${theme}`;
      for (const path of [...area.pages, ...(area.record === undefined ? [] : [area.record])]) {
        await visit(page, appUrl, path, `${path} (${look})`, tr);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ae' ? 'rtl' : 'ltr');
      }
      if (area.record !== undefined) {
        for (const action of area.keyActions ?? []) {
          await expectOnScreen(page.locator('main').getByRole('button', { name: tr(action), exact: true }).first(), `'${action}' on ${area.record} (${look})`);
        }
      }
      if (area.dialog !== undefined) {
        const { path, opener } = area.dialog;
        if (page.url() !== appUrl + path) await visit(page, appUrl, path, `${path} (${look})`, tr);
        // Each row's 'Recibir' is named for its delivery ('Recibir la entrega N° 7 de …'): found by its start.
        await page.locator('main').getByRole('button', { name: tr(opener), exact: opener !== 'Recibir' }).first().click();
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(dialog).toBeVisible();
        await expectFits(page, `the '${opener}' dialog on ${path} (${look})`);
        await expectOnScreen(dialog, `the '${opener}' dialog (${look})`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
  });
});

test(`at ${PHONE.width} px: a cashier's open box, its close dialog and a loan's schedule scrolled by keyboard`, async ({ page }) => {
  const appUrl = sofia.url;
  test.setTimeout(90_000);
  await signInAs(page, appUrl, CAJERO, 'dark', 'es');
  // The cashier starts at Caja, with the demo's open session on 'Caja principal'.
  const closeBox = page.getByRole('button', { name: 'Cerrar caja', exact: true });
  await expect(closeBox).toBeVisible();
  await expectFits(page, '/caja with an open session');
  await expectOnScreen(closeBox, "'Cerrar caja'");
  await expectOnScreen(page.getByText('Saldo esperado', { exact: true }).first(), "'Saldo esperado'");
  await expectOnScreen(page.locator('main dd').nth(1), "the expected balance's figure");
  await closeBox.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFits(page, "the 'Cerrar caja' dialog");
  await expectOnScreen(page.getByRole('dialog'), "the 'Cerrar caja' dialog");
  await page.keyboard.press('Escape');

  // A wide table scrolls in its own box: named, focusable at this width, and the arrow keys move it.
  await visit(page, appUrl, '/prestamos/7', '/prestamos/7 (cashier)');
  const schedule = page.getByRole('group', { name: 'Cronograma', exact: true });
  await expect(schedule).toHaveAttribute('tabindex', '0');
  await schedule.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => schedule.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);

  // The money columns of a list read at the end of the line, in tabular figures.
  await visit(page, appUrl, '/prestamos', '/prestamos (cashier)');
  const balance = page.locator('main table td.num').first();
  await expect(balance).toHaveCSS('text-align', 'end');
  await expect(balance).toHaveCSS('font-variant-numeric', 'tabular-nums');

  // The header's controls stay in the header's row, all on screen.
  await expectOnScreen(profileTrigger(page), 'the profile button');
});
