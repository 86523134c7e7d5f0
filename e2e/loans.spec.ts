/**
 * Préstamos end to end, against the production build and the real server, as #17 asks: a collector
 * applies for a loan, an administrator approves it, a cashier disburses it from his open cash box,
 * payments are posted — one partial, one late, one reversed — and the last one closes the loan. The
 * server runs on a business clock of its own, moved forward past the first due date for the late
 * payment (server/clock.ts), as a day at the counter would.
 */
import type { Browser, Page } from '@playwright/test';
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

/** A page of its own, signed in as `user`. */
async function signedIn(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(sofia.url + '/');
  await submitLogin(page, user, password);
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
  return page;
}

/** The loan's page, loaded. */
async function openLoan(page: Page, path: string): Promise<void> {
  await page.goto(sofia.url + path);
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del préstamo' })).toBeVisible();
}

const statusOf = (page: Page) => page.locator('dt', { hasText: /^Estado$/ }).locator('xpath=following-sibling::dd[1]');
const installment = (page: Page, n: number) => page.getByRole('table', { name: 'Cronograma' }).getByRole('row').nth(n);

/** 'Registrar pago' with `amount` and `method`; returns after the receipt is closed. */
async function pay(page: Page, amount: string, method: 'Efectivo' | 'Transferencia' = 'Efectivo'): Promise<void> {
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Monto/).fill(amount);
  await dialog.getByLabel(method).check();
  // Every method but cash carries its operation number ('Referencia').
  if (method !== 'Efectivo') await dialog.getByLabel(/^Referencia/).fill(`OP-${amount}-${Date.now()}`);
  await expect(dialog.getByRole('table', { name: 'Vista previa de la imputación' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Pago registrado' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a loan from application to its last installment: applied, approved, disbursed, paid partly, late, reversed, closed', async ({ browser }) => {
  // The collector applies for one of their customers: 3.000,00 at 2 % a month in 3 monthly installments.
  const collector = await signedIn(browser, 'cobrador', 'Cobrador#2026');
  await collector.goto(sofia.url + '/prestamos/nuevo');
  await collector.getByLabel('Buscar cliente').fill('Martínez');
  await collector.getByRole('button', { name: 'Buscar', exact: true }).click();
  await collector.getByRole('button', { name: 'Elegir a José Luis Martínez' }).click();
  await collector.getByLabel(/^Monto/).fill('3000');
  await collector.getByLabel(/^Tasa de interés/).fill('2');
  await collector.getByLabel(/^Número de cuotas/).fill('3');
  const preview = collector.getByRole('table', { name: 'Vista previa del cronograma' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(collector.getByText('Total a pagar').locator('xpath=following-sibling::dd[1]')).toHaveText(/3\.120,79/);
  await collector.getByRole('button', { name: 'Enviar solicitud' }).click();
  await collector.waitForURL(/\/prestamos\/\d+$/);
  const loanPath = new URL(collector.url()).pathname;
  await dismissAlert(collector);
  await expect(statusOf(collector)).toHaveText('Solicitado');
  // Four eyes: the collector who applied can't approve (nor holds the code).
  await expect(collector.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);

  const admin = await signedIn(browser, 'admin', 'Admin#2026');
  await openLoan(admin, loanPath);
  await admin.getByRole('button', { name: 'Aprobar' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(statusOf(admin)).toHaveText('Aprobado');

  // The cashier disburses it out of his open session ('Caja principal').
  const cashier = await signedIn(browser, 'cajero', 'Cajero#2026');
  await openLoan(cashier, loanPath);
  await cashier.getByRole('button', { name: 'Desembolsar' }).click();
  await cashier.getByRole('dialog').getByRole('button', { name: 'Desembolsar' }).click();
  await expect(statusOf(cashier)).toHaveText('Activo');

  // A partial payment: interest first, then principal of the first installment.
  await pay(cashier, '500');
  await expect(installment(cashier, 1)).toContainText('Pago parcial');

  // Forty days later the first installment is overdue; paying what it still owes makes it late.
  clock.advance({ days: 40 });
  await openLoan(cashier, loanPath);
  await expect(cashier.locator('dt', { hasText: /^Días de atraso$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('10');
  await pay(cashier, '540,26');
  await expect(installment(cashier, 1)).toContainText('Pagada con atraso');

  // A transfer entered by mistake, reversed by the administrator with a reason.
  await pay(cashier, '100', 'Transferencia');
  await openLoan(admin, loanPath);
  const payments = admin.getByRole('region', { name: 'Pagos' });
  await payments.getByRole('button', { name: /^Revertir el pago N° / }).first().click();
  const reversal = admin.getByRole('alertdialog', { name: /^Revertir el pago N° / });
  await reversal.getByLabel(/^Motivo/).fill('Transferencia duplicada');
  await reversal.getByRole('button', { name: 'Revertir' }).click();
  await expect(reversal).toHaveCount(0);
  await expect(payments).toContainText('Revertido');

  // The last payment: what the loan still owes closes it.
  await openLoan(cashier, loanPath);
  const balance = (await cashier.locator('dt', { hasText: /^Saldo$/ }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  await pay(cashier, balance.replace(/[^\d,]/g, ''));
  await expect(statusOf(cashier)).toHaveText('Cancelado');
  await expect(cashier.locator('dt', { hasText: /^Saldo$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^0,00/);

  // Every payment is in 'Pagos de préstamos', the reversed one marked.
  await cashier.goto(sofia.url + '/pagos_prestamos');
  await expect(cashier.getByRole('table', { name: 'Pagos de préstamos' })).toContainText('Revertido');
});
