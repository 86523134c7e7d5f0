/**
 * 'Configuración de ubicación' end to end, against the production build and the real server: the
 * administrator opens the demo location, changes its currency and receipt footer, saves, and finds
 * them stored after a reload (the tolerance then shown in the new currency); the form has no axe
 * violations; a new location is posted once however often 'Guardar' is clicked; a cashier, without
 * location.view, gets the 403 page; a saved change shows at once in the location's 'Historial'
 * (who, what, before → after).
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures.ts';
import { CAJERO, dismissAlert, login } from './support/app.ts';

test('the administrator edits the demo location: currency and footer are saved', async ({ page, appUrl }) => {
  await login(page, appUrl);
  await page.goto(appUrl + '/conf_ubicacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de ubicación' })).toBeVisible();
  await expect(page.getByText(/^Fecha de negocio: /)).toBeVisible();
  await page.getByRole('table', { name: /Ubicaciones del negocio/ }).getByRole('link', { name: 'Casa central' }).click();
  await page.waitForURL(/\/conf_ubicacion\/\d+$/);
  const currency = page.getByLabel(/^Moneda/);
  await expect(currency).toHaveValue('ARS');
  await expect(page.getByLabel(/^Decimales de la moneda/)).toHaveAttribute('readonly', '');

  const footer = `Gracias por su visita ${Date.now()}`;
  await currency.fill('USD');
  await page.getByLabel(/^Pie del recibo/).fill(footer);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ubicación guardada.')).toBeVisible();
  await dismissAlert(page);
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

  await page.reload();
  await expect(page.getByLabel(/^Moneda/)).toHaveValue('USD');
  await expect(page.getByLabel(/^Pie del recibo/)).toHaveValue(footer);
  // The tolerance (500.00) is now shown in dollars, as Spanish writes them.
  await expect(page.getByText(/500,00\s*US\$/)).toBeVisible();

  // Back as it was, for any later test of this worker's server.
  await page.getByLabel(/^Moneda/).fill('ARS');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ubicación guardada.')).toBeVisible();
});

test('a saved change shows in the location’s Historial: who, and the field before → after', async ({ page, appUrl }) => {
  await login(page, appUrl);
  await page.goto(appUrl + '/conf_ubicacion');
  await page.getByRole('table', { name: /Ubicaciones del negocio/ }).getByRole('link', { name: 'Casa central' }).click();
  await page.waitForURL(/\/conf_ubicacion\/\d+$/);
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history).toBeVisible();
  const graceDays = page.getByLabel(/^Días de gracia/);
  const before = await graceDays.inputValue();
  const after = before === '9' ? '8' : '9';
  await graceDays.fill(after);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ubicación guardada.')).toBeVisible();
  await dismissAlert(page);
  const newest = history.getByRole('listitem').first();
  await expect(newest.getByText(/^Cambio por Ana Torres \(/)).toBeVisible();
  await expect(newest.getByText(`Días de gracia antes de la mora: ${before} → ${after}`)).toBeVisible();

  // Back as it was, for any later test of this worker's server.
  await graceDays.fill(before);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ubicación guardada.')).toBeVisible();
});

test('a new location: a double click posts once, with one Idempotency-Key, and it joins the list', async ({ page, appUrl }) => {
  const posts: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/public/api/ubicaciones')) posts.push(request.headers()['idempotency-key'] ?? null);
  });
  await login(page, appUrl);
  await page.goto(appUrl + '/conf_ubicacion');
  await page.getByRole('link', { name: 'Nueva ubicación' }).click();
  await page.waitForURL(appUrl + '/conf_ubicacion/nueva');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel(/^Nombre/)).toBeFocused();

  const name = `Sucursal e2e ${Date.now()}`;
  await page.getByLabel(/^Nombre/).fill(name);
  await page.getByLabel(/^País/).fill('UY');
  await page.getByLabel(/^Moneda/).fill('UYU');
  await expect(page.getByLabel(/^Decimales de la moneda/)).toHaveValue('2');
  await page.getByLabel(/^Zona horaria/).fill('America/Montevideo');
  await page.getByLabel(/^Tolerancia del arqueo/).fill('250,50');
  await page.getByRole('button', { name: 'Guardar' }).dblclick();
  await page.waitForURL(appUrl + '/conf_ubicacion');
  await dismissAlert(page);
  expect(posts, 'one POST, with a key').toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('searchbox', { name: 'Buscar ubicaciones' }).fill(name);
  await expect(page.getByRole('table', { name: /Ubicaciones del negocio/ }).getByRole('rowheader')).toHaveText([name]);
});

test('a cashier, without location.view, gets the 403 page', async ({ page, appUrl }) => {
  await login(page, appUrl, CAJERO);
  await page.goto(appUrl + '/conf_ubicacion');
  await page.waitForURL(appUrl + '/pages/error403');
});
