/**
 * Deudas and Honorarios lists and forms end to end, against the production build and the real
 * server with its demo data (server/debts/seed.ts): the administrator filters 'Deudas' by status
 * and sees the totals of the filter change, then creates a debt in three installments (which the
 * cashier then takes installment by installment until it is paid) and a fee, each landing on its
 * record's page; 'Cliente' narrows the list to one customer through the URL, 'Cuotas' says what is
 * paid, and the collector, who holds no debt, is told none is his.
 */
import type { Page } from '@playwright/test';
import { fixedClock } from '../server/clock.ts';
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { dismissAlert, submitLogin } from './support/app.ts';

let sofia: SofiaServer;

// One server for the three journeys (each would otherwise start its own in a worker of its own).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  sofia = await startSofia({ clock: fixedClock('2026-11-24T13:00:00Z') });
});
test.afterAll(async () => {
  await sofia.close();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(sofia.url + '/');
  await submitLogin(page, 'admin', 'Admin#2026');
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
}

const totalsOf = (page: Page) => page.getByRole('group', { name: 'Totales del filtro' }).getByRole('definition');

async function pickMartinez(page: Page): Promise<void> {
  await page.getByLabel('Buscar cliente').fill('Martínez');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Elegir a José Luis Martínez' }).click();
}

test("'Deudas' filtered by status: the rows and the totals of the filter change", async ({ page }) => {
  await signIn(page);
  await page.goto(sofia.url + '/deudas');
  const table = page.getByRole('table', { name: /^Deudas de clientes/ });
  await expect(table).toBeVisible();
  const before = await totalsOf(page).allTextContents();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Pagada' });
  // The demo's one paid debt: 'Garrafas de gas', 8.000,00, nothing left.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Garrafas de gas');
  await expect(totalsOf(page)).toHaveText([/^8\.?000,00/, /^0,00/]);
  expect(before[0]).not.toBe((await totalsOf(page).allTextContents())[0]);
});

test("'Cliente' narrows 'Deudas' to one customer and the URL keeps it; 'Cuotas' says what is paid", async ({ page }) => {
  await signIn(page);
  await page.goto(sofia.url + '/deudas');
  const table = page.getByRole('table', { name: /^Deudas de clientes/ });
  await expect(table).toBeVisible();
  const filter = page.getByRole('group', { name: 'Cliente' });
  await filter.getByLabel('Buscar cliente').fill('María Fernanda');
  await filter.getByLabel('Buscar cliente').press('Enter');
  await filter.getByRole('button', { name: 'Elegir a María Fernanda López' }).click();
  await expect(page).toHaveURL(/\/deudas\?cliente=\d+$/);
  // Her one debt (the demo's): 45.000,00 in 3 installments, none paid yet.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Reparación de la heladera del local');
  await expect(table.getByRole('row').nth(1)).toContainText('0 de 3 cuotas pagadas');
  await expect(totalsOf(page)).toHaveText([/^45\.?000,00/, /^45\.?000,00/]);
  // Reloading keeps the filter and names her again (read by id).
  await page.reload();
  await expect(page.getByRole('group', { name: 'Cliente' })).toContainText('María Fernanda López');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('group', { name: 'Cliente' }).getByRole('button', { name: 'Ver todos los clientes' }).click();
  await expect(page).toHaveURL(/\/deudas$/);
  await expect(table.getByRole('row')).not.toHaveCount(2);
});

test("the collector, who holds no debt, is told none is his, not that there are none", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(sofia.url + '/');
  await submitLogin(page, 'cobrador', 'Cobrador#2026');
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
  await page.goto(sofia.url + '/deudas');
  await expect(page.getByRole('heading', { name: 'No tiene deudas a su cargo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No hay deudas' })).toHaveCount(0);
});

/** 'Registrar pago' in cash on a receivable's page: the allocation preview, then the receipt. */
async function payInCash(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Monto/).fill(amount);
  await dialog.getByLabel('Efectivo').check();
  await expect(dialog.getByRole('table', { name: 'Vista previa de la imputación' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const statusOf = (page: Page) => page.locator('dt', { hasText: /^Estado$/ }).locator('xpath=following-sibling::dd[1]');

test('a debt in 3 installments through the form, then paid installment by installment at the counter', async ({ page, browser }) => {
  await signIn(page);
  await page.goto(sofia.url + '/deudas');
  await page.getByRole('link', { name: 'Nueva deuda' }).click();
  await expect(page).toHaveURL(/\/deudas\/nuevo$/);
  await pickMartinez(page);
  await page.getByLabel(/^Concepto/).fill('Reparación del techo');
  await page.getByLabel(/^Monto/).fill('1000');
  await page.getByLabel(/^Número de cuotas/).fill('3');
  const preview = page.getByRole('table', { name: 'Vista previa de las cuotas' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(3)).toContainText('333,34');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/deudas\/\d+$/);
  const debtPath = new URL(page.url()).pathname;

  // The cashier, whose box is open, takes each installment in cash as the customer brings it.
  const cashier = await (await browser.newContext()).newPage();
  await cashier.goto(sofia.url + '/');
  await submitLogin(cashier, 'cajero', 'Cajero#2026');
  await cashier.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(cashier);
  await cashier.goto(sofia.url + debtPath);
  const schedule = cashier.getByRole('table', { name: 'Cronograma' }).getByRole('row');
  await expect(schedule).toHaveCount(4);
  await payInCash(cashier, '333,33');
  await expect(schedule.nth(1)).toContainText('Pagada');
  await expect(statusOf(cashier)).toHaveText('Pendiente');
  await payInCash(cashier, '333,33');
  await expect(schedule.nth(2)).toContainText('Pagada');
  // The last cent pays it off.
  await payInCash(cashier, '333,34');
  await expect(schedule.nth(3)).toContainText('Pagada');
  await expect(statusOf(cashier)).toHaveText('Pagada');
  await expect(cashier.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
  // The three payments are in 'Pagos de deudas'.
  await cashier.goto(sofia.url + '/pagos_deudas');
  await expect(cashier.getByRole('row').filter({ hasText: 'José Luis Martínez' })).toHaveCount(3);
});

test('a fee through the form lands on its page', async ({ page }) => {
  await signIn(page);
  await page.goto(sofia.url + '/honorarios/nuevo');
  await pickMartinez(page);
  await expect(page.getByLabel(/^Número de cuotas/)).toHaveCount(0);
  await page.getByLabel(/^Concepto/).fill('Asesoría legal');
  await page.getByLabel(/^Monto/).fill('250,50');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/honorarios\/\d+$/);
});
