/**
 * Deudas and Honorarios pages end to end, against the production build and the real server's demo
 * data (server/debts/seed.ts, inserted in its order: debt 1 open in 3 installments with nothing
 * paid, debt 2 partly paid and overdue, fee 7 open): an administrator cancels a debt with a reason,
 * writes another off and undoes it; a fee shows its one installment; a cashier, without
 * debt.cancel nor fee.cancel, is offered neither.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, CAJERO, dismissAlert, login } from './support/app.ts';

const field = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const schedule = (page: Page) => page.getByRole('table', { name: 'Cronograma' });
const actionButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Anular|Castigar|Deshacer castigo)$/ });

/** A record's page, loaded. */
async function open(page: Page, appUrl: string, path: string, heading: 'Datos de la deuda' | 'Datos del honorario'): Promise<void> {
  await page.goto(appUrl + path);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Runs the page's action `name` (typing `reason` when given) and waits for 'Guardado correctamente.'. */
async function act(page: Page, name: string, reason?: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  if (reason !== undefined) await dialog.getByLabel(/^Motivo/).fill(reason);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await dismissAlert(page);
}

test('an administrator cancels a debt with nothing paid, giving the reason', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await open(page, appUrl, '/deudas/1', 'Datos de la deuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Deuda N° 1' })).toBeVisible();
  await expect(field(page, 'Concepto')).toHaveText('Reparación de la heladera del local');
  await expect(schedule(page).getByRole('row')).toHaveCount(4);
  // Confirming without a reason is refused on the spot: nothing is sent.
  await page.getByRole('main').getByRole('button', { name: 'Anular', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Anular' });
  await dialog.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(dialog.getByText('Escriba el motivo.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await act(page, 'Anular', 'Cargada dos veces');
  await expect(field(page, 'Estado')).toHaveText('Anulada');
  await expect(field(page, 'Motivo')).toHaveText('Cargada dos veces');
  await expect(field(page, 'Anulación')).toContainText('Ana Torres');
  await expect(actionButtons(page)).toHaveCount(0);
  // It stays so once read again from the server.
  await open(page, appUrl, '/deudas/1', 'Datos de la deuda');
  await expect(field(page, 'Estado')).toHaveText('Anulada');
});

test('an administrator writes off a partly paid debt, then undoes the write-off', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await open(page, appUrl, '/deudas/2', 'Datos de la deuda');
  // Something was paid: cancelling would need the payments reversed first, so it is not offered.
  await expect(page.getByText('Esta deuda tiene pagos: para anularla, revierta antes los pagos.')).toBeVisible();
  await expect(actionButtons(page)).toHaveText(['Castigar']);
  await act(page, 'Castigar', 'Sin contacto desde hace meses');
  await expect(field(page, 'Estado')).toHaveText('Castigada');
  await expect(field(page, 'Motivo')).toHaveText('Sin contacto desde hace meses');
  await act(page, 'Deshacer castigo');
  await expect(field(page, 'Estado')).toHaveText('Pendiente');
  await expect(actionButtons(page)).toHaveText(['Castigar']);
  // 'Historial' names both steps.
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history).toContainText('Castigo deshecho');
  await expect(history).toContainText('Castigo');

  // A debt paid installment by installment at the counter: e2e/debtsList.spec.ts.
});

test("a fee's page shows its one installment", async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await open(page, appUrl, '/honorarios/7', 'Datos del honorario');
  await expect(page.getByRole('heading', { level: 1, name: 'Honorario N° 7' })).toBeVisible();
  await expect(field(page, 'Concepto')).toHaveText('Gestión de escrituras');
  await expect(field(page, 'Número de cuotas')).toHaveText('1');
  await expect(schedule(page).getByRole('row')).toHaveCount(2);
  await expect(actionButtons(page)).toHaveText(['Anular', 'Castigar']);
});

test('a cashier sees a debt and a fee but is offered no cancel nor write-off', async ({ page, appUrl }) => {
  await login(page, appUrl, CAJERO);
  await open(page, appUrl, '/deudas/6', 'Datos de la deuda');
  // A collector's debt: the staff member, not a customer.
  await expect(field(page, 'Cobrador')).toHaveText('Lucía Gómez');
  await expect(actionButtons(page)).toHaveCount(0);
  await open(page, appUrl, '/honorarios/7', 'Datos del honorario');
  await expect(actionButtons(page)).toHaveCount(0);
});
