/**
 * 'Caja' end to end, against the production build and the real server: the cashier uses the demo
 * session (records an income and an expense, closes with a difference beyond the tolerance: it
 * waits), the administrator approves it, then opens the freed box and closes it while the network
 * loses the first answer (the request reached the server, its answer did not): 'Reintentar'
 * resends the same Idempotency-Key and the close happens once.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, CAJERO, dismissAlert, login, logout } from './support/app.ts';

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help}`)).toEqual([]);
}


async function record(page: Page, button: 'Registrar ingreso' | 'Registrar egreso', concept: string, amount: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Concepto').fill(concept);
  await dialog.getByLabel('Monto').fill(amount);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await dismissAlert(page);
  await expect(dialog).toHaveCount(0);
}

test('a day at the box: income, expense, a close beyond the tolerance approved by an administrator; a close whose answer is lost posts once', async ({ page, appUrl }) => {
  await login(page, appUrl, CAJERO);
  await page.goto(appUrl + '/caja');
  await expect(page.getByRole('heading', { level: 2, name: 'Caja principal' })).toBeVisible();
  await expect(page.getByText(/^62\.899,50\sARS$/).first()).toBeVisible();

  await record(page, 'Registrar ingreso', 'Venta de chequera', '1000');
  await record(page, 'Registrar egreso', 'Taxi al banco', '250,50');
  const movements = page.getByRole('table', { name: 'Movimientos de la sesión' });
  await expect(movements.getByRole('row').filter({ hasText: 'Taxi al banco' })).toContainText('250,50');
  await expect(page.getByText(/^63\.649,00\sARS$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the open session');

  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const close = page.getByRole('dialog', { name: 'Cerrar caja' });
  await close.getByLabel('Efectivo contado').fill('63000');
  await expect(close.getByText(/^-649,00\sARS$/)).toBeVisible();
  await expect(close.getByText(/esperando la aprobación de un administrador/)).toBeVisible();
  await expectNoAxeViolations(page, 'the close dialog');
  await close.getByRole('button', { name: 'Confirmar cierre' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('status').filter({ hasText: 'Esperando aprobación' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar ingreso' })).toHaveCount(0);
  await logout(page, appUrl);

  await login(page, appUrl, ADMIN);
  await page.goto(appUrl + '/caja');
  const waiting = page.getByRole('table', { name: 'Cierres esperando aprobación' });
  await expect(waiting.getByRole('row').filter({ hasText: 'Carlos Ruiz' })).toContainText(/-649,00\sARS/);
  await waiting.getByRole('button', { name: 'Aprobar' }).click();
  await dismissAlert(page);
  await expect(waiting).toHaveCount(0);

  // The freed box, opened with what was counted: the last closing count and no difference.
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  const open = page.getByRole('dialog', { name: 'Abrir caja' });
  await expect(open.getByLabel('Caja')).toHaveValue(/\d+/);
  await open.getByLabel('Monto inicial').fill('63000');
  await expect(open.getByText('Último cierre contado')).toBeVisible();
  await open.getByRole('button', { name: 'Abrir caja' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Caja principal' })).toBeVisible();

  // The first close reaches the server, but its answer is lost on the way back.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/public/api/caja/sesiones/*/cierre', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('failed');
  });
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const second = page.getByRole('dialog', { name: 'Cerrar caja' });
  await second.getByLabel('Efectivo contado').fill('63000');
  await second.getByRole('button', { name: 'Confirmar cierre' }).click();
  await expect(second.getByText('No se pudo guardar')).toBeVisible();
  await expect(second.getByLabel('Efectivo contado')).toHaveValue('63000');
  await second.getByRole('button', { name: 'Reintentar' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { name: 'No tiene una caja abierta' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  // Past sessions: the cashier's approved close and the administrator's, each once.
  const past = page.getByRole('table', { name: 'Sesiones anteriores' });
  await expect(past.getByRole('row').filter({ hasText: 'Ana Torres' })).toHaveCount(1);
  await expect(past.getByRole('row').filter({ hasText: /-649,00\sARS/ })).toHaveCount(1);
});
