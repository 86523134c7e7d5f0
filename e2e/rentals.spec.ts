/**
 * Alquileres end to end, against the production build and the real server (#18): a contract from
 * signing to the settlement of its deposit. The administrator opens the demo's draft from the list
 * and may not sign it without an open cash box (the deposit enters one); the cashier, whose demo
 * session is open, signs it and sees the deposit in 'Caja', then takes the first month's rent; the
 * administrator terminates it within its second period (the paid term stays paid) and settles the
 * deposit against what it owes, and the page shows the settlement.
 */
import type { Browser, Page } from '@playwright/test';
import { fixedClock } from '../server/clock.ts';
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { ADMIN, CAJERO, dismissAlert, submitLogin, type DemoUser } from './support/app.ts';

const clock = fixedClock('2026-11-24T13:00:00Z');
let sofia: SofiaServer;

test.beforeAll(async () => {
  sofia = await startSofia({ clock });
});
test.afterAll(async () => {
  await sofia.close();
});

/** A page of its own, signed in as `user`. */
async function signedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(sofia.url + '/');
  await submitLogin(page, user.user, user.password);
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
  return page;
}

/** The contract's page, loaded. */
async function openRental(page: Page, path: string): Promise<void> {
  await page.goto(sofia.url + path);
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del contrato' })).toBeVisible();
}

const field = (page: Page, name: string) => page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

/** Opens the action's dialog, lets `fill` type into it, confirms it. */
async function act(page: Page, button: string, confirm: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await fill(dialog);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  return dialog;
}

test('a rental from its draft to the settlement of its deposit: signed into the open box, terminated, settled', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(sofia.url + '/alquileres');
  const draft = admin.getByRole('row').filter({ hasText: 'Local comercial, Belgrano 90' });
  await expect(draft).toContainText('Borrador');
  await draft.getByRole('link').click();
  await admin.waitForURL(/\/alquileres\/\d+$/);
  const path = new URL(admin.url()).pathname;
  await expect(admin.getByRole('heading', { level: 1, name: /^Alquiler N° \d+$/ })).toBeVisible();
  await expect(field(admin, 'Estado')).toHaveText('Borrador');
  await expect(admin.getByRole('table', { name: 'Períodos' }).getByRole('row')).toHaveCount(13);

  // The deposit enters the signer's open cash session: the administrator has none today.
  const refused = await act(admin, 'Firmar contrato', 'Firmar');
  await expect(refused.getByRole('alert')).toHaveText('Abra su caja antes: el depósito de garantía entra o sale de su caja abierta.');
  await refused.getByRole('button', { name: 'Cancelar' }).click();
  await expect(field(admin, 'Estado')).toHaveText('Borrador');

  // The cashier, whose session on 'Caja principal' is open, signs it: the deposit is in the box.
  const cashier = await signedIn(browser, CAJERO);
  await openRental(cashier, path);
  await act(cashier, 'Firmar contrato', 'Firmar');
  await expect(field(cashier, 'Estado')).toHaveText('Vigente');
  await expect(field(cashier, 'Firmado por')).toContainText(CAJERO.name);
  await cashier.goto(sofia.url + '/caja');
  const movements = cashier.getByRole('table', { name: 'Movimientos de la sesión' });
  await expect(movements.getByRole('row').filter({ hasText: 'Depósito de garantía' })).toContainText('180.000,00');

  // The cashier takes the first month's rent in cash: the allocation preview, then the receipt; the
  // payment is listed on the contract and in 'Pagos de alquiler'.
  await openRental(cashier, path);
  await cashier.getByRole('button', { name: 'Registrar pago' }).click();
  const payment = cashier.getByRole('dialog');
  await payment.getByLabel(/^Monto/).fill('180000');
  await payment.getByLabel('Efectivo').check();
  await expect(payment.getByRole('table', { name: 'Vista previa de la imputación' })).toBeVisible();
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  const receipt = cashier.getByRole('dialog', { name: 'Pago registrado' });
  await expect(receipt).toContainText('180.000,00');
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(cashier.getByRole('table', { name: 'Períodos' }).getByRole('row').nth(1)).toContainText('Pagada');
  await cashier.goto(sofia.url + '/pagos_alquiler');
  await expect(cashier.getByRole('row').filter({ hasText: '180.000,00' }).first()).toBeVisible();

  // The tenant leaves during the second period: the terms after it are dropped; the first stays paid.
  await openRental(admin, path);
  await act(admin, 'Rescindir', 'Rescindir', async (dialog) => {
    await dialog.getByLabel(/^Fecha de rescisión/).fill('2027-01-15');
    await dialog.getByLabel(/^Motivo/).fill('Mudanza del inquilino');
  });
  await expect(field(admin, 'Estado')).toHaveText('Rescindido');
  await expect(field(admin, 'Motivo de la rescisión')).toHaveText('Mudanza del inquilino');
  const terms = admin.getByRole('table', { name: 'Períodos' }).getByRole('row');
  await expect(terms).toHaveCount(3);
  await expect(terms.nth(1)).toContainText('Pagada');

  // The deposit pays the second term: nothing is returned, nothing is left owed.
  await admin.getByRole('button', { name: 'Liquidar depósito' }).click();
  const settle = admin.getByRole('dialog', { name: 'Liquidar depósito' });
  await expect(settle.locator('dt', { hasText: /^Aplicado del depósito$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/180\.000,00/);
  await settle.getByRole('button', { name: 'Liquidar', exact: true }).click();
  await expect(settle).toHaveCount(0);
  await expect(field(admin, 'Estado')).toHaveText('Liquidado');
  const settlement = admin.getByRole('region', { name: 'Liquidación del depósito' });
  await expect(settlement.locator('dt', { hasText: /^Aplicado del depósito$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/180\.000,00/);
  await expect(settlement.locator('dt', { hasText: /^Devuelto al inquilino$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^0,00/);
  await expect(settlement.locator('dt', { hasText: /^Queda adeudado$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^0,00/);
  await expect(admin.getByRole('button', { name: /^(Firmar contrato|Renovar|Finalizar|Rescindir|Liquidar depósito)$/ })).toHaveCount(0);
});
