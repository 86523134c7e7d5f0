/**
 * 'Roles' end to end, against the production build and the real server: an administrator creates
 * the role 'Supervisor' with some menu entries and permissions (a double click posts once: one
 * Idempotency-Key per submission), edits it, and finds it in the list; trying to take
 * 'Roles: Administrar' from their own role is refused with its reason and nothing is sent; axe
 * finds nothing on the list and the form.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { dismissAlert, login } from './support/app.ts';

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help}`)).toEqual([]);
}

/** A checkbox of the form: in the list ('Entradas de menú' or 'Permisos'), its group, its label. */
const box = (page: Page, list: 'Entradas de menú' | 'Permisos', group: string, label: string) =>
  page.getByRole('group', { name: list }).getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: label, exact: true });

test('create Supervisor (a double click posts once), edit it; taking one’s own way back in is refused with its reason', async ({ page, appUrl }) => {
  const writes: { method: string; key: string | null }[] = [];
  page.on('request', (request) => {
    if (/\/public\/api\/roles(\/\d+)?$/.test(new URL(request.url()).pathname) && request.method() !== 'GET') {
      writes.push({ method: request.method(), key: request.headers()['idempotency-key'] ?? null });
    }
  });
  await login(page, appUrl);

  await page.goto(appUrl + '/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Roles del negocio/ }).getByRole('rowheader')).toHaveText(['Administrador', 'Cajero', 'Cobrador']);
  await expectNoAxeViolations(page, 'the list');

  await page.getByRole('link', { name: 'Nuevo rol' }).click();
  await page.waitForURL(appUrl + '/roles/nuevo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel(/^Nombre/)).toBeFocused();
  await expectNoAxeViolations(page, 'the form with errors');

  await page.getByLabel(/^Nombre/).fill('Supervisor');
  await box(page, 'Entradas de menú', 'Caja', 'Movimientos').check();
  await box(page, 'Entradas de menú', 'Clientes', 'Clientes').check();
  await page.getByLabel(/^Página de inicio/).selectOption({ label: 'Clientes' });
  await box(page, 'Permisos', 'Movimientos', 'Ver').check();
  await box(page, 'Permisos', 'Clientes', 'Ver').check();
  await page.getByRole('button', { name: 'Guardar' }).dblclick();
  await page.waitForURL(appUrl + '/roles');
  await dismissAlert(page);
  expect(writes, 'one POST, with a key').toEqual([{ method: 'POST', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

  const table = page.getByRole('table', { name: /Roles del negocio/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Supervisor' }) });
  await expect(row.getByRole('cell')).toHaveText(['Clientes', '2', '2', '0', 'Editar']);

  // Edit: one more permission, and the start page moves to the other entry.
  await row.getByRole('link', { name: 'Editar Supervisor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar rol' })).toBeVisible();
  await expect(box(page, 'Permisos', 'Clientes', 'Ver')).toBeChecked();
  await box(page, 'Permisos', 'Clientes', 'Crear').check();
  await page.getByLabel(/^Página de inicio/).selectOption({ label: 'Movimientos' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(appUrl + '/roles');
  await dismissAlert(page);
  await expect(row.getByRole('cell')).toHaveText(['Movimientos', '2', '3', '0', 'Editar']);

  // The administrator's own role: without 'Roles: Administrar' they could not come back.
  await table.getByRole('link', { name: 'Editar Administrador' }).click();
  await expect(page.getByText('Este es su propio rol: los cambios de su menú y sus permisos se aplican la próxima vez que inicie sesión.')).toBeVisible();
  await box(page, 'Permisos', 'Roles', 'Administrar').uncheck();
  const before = writes.length;
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Este es su propio rol: debe conservar la entrada de menú Roles y los permisos Roles: Ver y Roles: Administrar, o no podría volver a esta pantalla.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the refused own role');
  expect(writes).toHaveLength(before);

  // The server refuses it as well, whatever a client sends.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const own = await (await page.request.get(`${appUrl}/public/api/roles/1`, { headers })).json();
  const refused = await page.request.put(`${appUrl}/public/api/roles/1`, {
    headers,
    data: { r_nombre: own.r_nombre, r_inicio: own.r_inicio, menu_entries: own.menu_entries, permissions: own.permissions.filter((c: string) => c !== 'role.manage'), version: own.version },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).code).toBe('selfLockout');
});
