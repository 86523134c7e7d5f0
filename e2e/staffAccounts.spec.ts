/**
 * Staff accounts end to end, against the production build and the real server: the administrator
 * creates an account with a generated password, shown once; the new user signs in with it in
 * another browser; the administrator disables the account, the user's open session ends on its
 * next call (back to the login form), and signing in again shows the specification's 403 message.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { CATALOGUE, dismissAlert, expectAlert, login, sidebar, submitLogin, userField } from './support/app.ts';

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help}`)).toEqual([]);
}

test('create with a one-time password, the new user signs in; disabled, their session ends and login answers 403', async ({ page, browser, appUrl }) => {
  test.setTimeout(90_000);
  const username = `e2e.${Date.now().toString(36)}`;
  await login(page, appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel(/^Rol/).selectOption({ label: 'Cajero' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByLabel(/^Usuario/)).toBeFocused();
  await expectNoAxeViolations(page, 'the form with errors');
  await form.getByLabel(/^Usuario/).fill(username);
  await form.getByLabel(/^Nombre/).fill('Persona de prueba e2e');
  await form.getByRole('button', { name: 'Guardar' }).click();

  const reveal = page.getByRole('alertdialog', { name: `Contraseña de ${username}` });
  await expect(reveal).toContainText('Se muestra una sola vez');
  const password = (await reveal.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  await expectNoAxeViolations(page, 'the one-time password');
  await reveal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(reveal).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(username.replace('.', '\\.')) });
  await expect(row).toContainText('Activo');

  // The new user, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(appUrl + '/');
  await submitLogin(them, username, password);
  // An administrator chose that password: before anything else they choose their own.
  await expect(them.getByRole('heading', { name: 'Cambie su contraseña' })).toBeVisible();
  await expectNoAxeViolations(them, 'the forced password change');
  const theirPassword = 'mi clave propia e2e';
  await them.getByLabel('Contraseña actual').fill(password);
  await them.getByLabel('Nueva contraseña', { exact: true }).fill(theirPassword);
  await them.getByLabel('Repita la nueva contraseña').fill(theirPassword);
  await them.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectAlert(them, CATALOGUE.loginSuccess[0], CATALOGUE.loginSuccess[1]);
  await them.waitForURL(appUrl + '/caja');
  await dismissAlert(them);

  // Disabled by the administrator: confirmed first.
  await row.getByRole('button', { name: `Deshabilitar ${username}` }).click();
  const question = page.getByRole('alertdialog', { name: '¿Deshabilitar la cuenta de Persona de prueba e2e?' });
  await expect(question).toContainText('sus sesiones abiertas terminan ahora');
  await expectNoAxeViolations(page, 'the question');
  await question.getByRole('button', { name: 'Deshabilitar', exact: true }).click();
  await dismissAlert(page);
  await expect(row).toContainText('Deshabilitado');

  // Their next call answers 401: the session ends, back to the login form.
  const answered = them.waitForResponse((response) => response.url().includes('/public/api/clientes'));
  const group = sidebar(them).getByRole('button', { name: 'Clientes', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await sidebar(them).getByRole('link', { name: 'Clientes', exact: true }).click();
  expect((await answered).status()).toBe(401);
  await them.waitForURL(appUrl + '/');
  await expect(userField(them)).toBeVisible();
  expect(await them.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await them.waitForTimeout(300);
  if (await them.locator('.swal2-popup').isVisible()) await dismissAlert(them);

  // And signing in again: the specification's 403 message.
  await submitLogin(them, username, theirPassword);
  await expectAlert(them, null, CATALOGUE.disabled);
  await theirs.close();
});
