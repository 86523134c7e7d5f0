/**
 * 'Clientes' end to end, against the production build and the real server (needs the customers
 * API of #15): an administrator creates a customer (a double click posts once: one Idempotency-Key
 * per submission), finds it by document, edits it, reads 'Historial'; a stale edit answers 409 and
 * the typed values are kept; axe finds nothing on the list, the form and the detail.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { dismissAlert, login } from './support/app.ts';

/** A document number no other run used (the database outlives a test). */
const uniqueDocument = () => String(Date.now()).slice(-9);

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help}`)).toEqual([]);
}

test('create (a double click posts once), search, edit, Historial; a stale edit keeps the typed values', async ({ page, appUrl }) => {
  const document = uniqueDocument();
  const posts: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/public/api/clientes')) posts.push(request.headers()['idempotency-key'] ?? null);
  });
  await login(page, appUrl);

  await page.goto(appUrl + '/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo cliente' }).click();
  await page.waitForURL(appUrl + '/clientes/nuevo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByLabel(/^Número de documento/)).toBeFocused();
  await expectNoAxeViolations(page, 'the form with errors');

  await page.getByLabel(/^Número de documento/).fill(document);
  await page.getByLabel(/^Nombre/).fill('Cliente de prueba e2e');
  await page.getByLabel('Teléfono').fill('555-0100');
  await page.getByRole('button', { name: 'Guardar' }).dblclick();
  await page.waitForURL(/\/clientes\/\d+$/);
  await dismissAlert(page);
  expect(posts, 'one POST, with a key').toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Cliente de prueba e2e' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial' }).getByText(/^Creación por /)).toBeVisible();
  await expectNoAxeViolations(page, 'the detail');

  await page.goto(appUrl + '/clientes');
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(document);
  await expect(page.getByRole('table', { name: /Clientes del negocio/ }).getByRole('rowheader')).toHaveText(['Cliente de prueba e2e']);
  await expectNoAxeViolations(page, 'the list');

  // Edit: someone else saves first (the same record, edited over the API), then this save is stale.
  await page.goto(detailUrl + '/editar');
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Cliente de prueba e2e');
  const id = Number(detailUrl.split('/').pop());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const stored = await (await page.request.get(`${appUrl}/public/api/clientes/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const other = await page.request.put(`${appUrl}/public/api/clientes/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...stored, phone: '555-0199', id: undefined, created_at: undefined, updated_at: undefined },
  });
  expect(other.ok()).toBe(true);
  await page.getByLabel(/^Nombre/).fill('Cliente e2e editado');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Otra persona cambió este cliente' })).toBeVisible();
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Cliente e2e editado');
  await page.getByRole('button', { name: 'Recargar' }).click();
  await page.getByRole('button', { name: 'Mantener lo que escribí' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Cliente e2e editado' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial' }).getByText(/^Cambio por /).first()).toBeVisible();
});
