/**
 * 'Nuevo alquiler' end to end, against the production build and the real server: an administrator
 * types a contract, sees its terms in the live preview, creates it, lands on the contract's page
 * (its own slice: only the address is checked here) and finds it in 'Alquileres' as a draft.
 */
import { fixedClock } from '../server/clock.ts';
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { dismissAlert, submitLogin } from './support/app.ts';

const clock = fixedClock('2026-11-24T13:00:00Z');
let sofia: SofiaServer;

test.beforeAll(async () => {
  sofia = await startSofia({ clock });
});
test.afterAll(async () => {
  await sofia.close();
});

test('an administrator creates a rental contract through the form: the preview shows its terms, then it is a draft in the list', async ({ page }) => {
  await page.goto(sofia.url + '/');
  await submitLogin(page, 'admin', 'Admin#2026');
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);

  await page.goto(sofia.url + '/alquileres');
  await page.getByRole('link', { name: 'Nuevo alquiler' }).first().click();
  await page.waitForURL(/\/alquileres\/nuevo$/);
  await page.getByLabel('Buscar cliente').fill('Martínez');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Elegir a José Luis Martínez' }).click();
  await page.getByRole('textbox', { name: /^Inmueble/ }).fill('Depósito E2E, calle 9');
  await page.getByRole('textbox', { name: /^Alquiler/ }).fill('1200');
  // Six months from the business date (24 Nov 2026): the end is the day before the seventh month starts.
  await page.getByLabel(/^Fin/, { exact: false }).and(page.locator('input')).fill('2027-05-23');
  const preview = page.getByRole('table', { name: 'Vista previa de los periodos' });
  await expect(preview.getByRole('row')).toHaveCount(7);
  await expect(page.locator('dt', { hasText: /^Periodos$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('6');
  await expect(page.getByText('Total del contrato').locator('xpath=following-sibling::dd[1]')).toHaveText(/7\.?200,00/);
  await page.getByRole('button', { name: 'Crear contrato' }).click();
  await page.waitForURL(/\/alquileres\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await dismissAlert(page);

  await page.goto(sofia.url + '/alquileres');
  await page.getByRole('searchbox', { name: 'Buscar alquileres' }).fill('Martínez');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
  await expect(row).toContainText('Depósito E2E, calle 9');
  await expect(row).toContainText('Borrador');
});
