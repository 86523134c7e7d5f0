/**
 * Permissions in the app against the production build and the real server: a role is not sent to
 * an area its permissions do not open. Until the server lists the role's permissions in the login
 * answer (`rol.r_permisos`), this test adds the Cobrador's list to the real answer when it has none;
 * once the server sends it, the server's own list is used unchanged.
 */
import { test, expect } from './support/fixtures.ts';
import { COBRADOR, groupButtons, login } from './support/app.ts';

/** The Cobrador's permission codes (machines/permissions.ts): the groups of its menu, its box and deliveries, and reading the templates. */
const COBRADOR_PERMISSIONS = ['cash.view', 'delivery.view', 'loan.view', 'loanPayment.view', 'rental.view', 'rentPayment.view', 'debt.view', 'debtPayment.view', 'fee.view', 'feePayment.view', 'template.view'];

test('a Cobrador who opens /usuarios gets the 403 page, also after a reload, and "Volver al inicio" leads to /prestamos', async ({ page, appUrl }) => {
  await page.route('**/public/api/login', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (response.ok() && body?.rol && !Array.isArray(body.rol.r_permisos)) body.rol.r_permisos = COBRADOR_PERMISSIONS;
    await route.fulfill({ response, json: body });
  });
  await login(page, appUrl, COBRADOR);

  await page.goto(appUrl + '/usuarios');
  await page.waitForURL(appUrl + '/pages/error403');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
  await expect(page).toHaveTitle('Error 403: acceso denegado · Sofia App');
  await expect(groupButtons(page)).toHaveCount(0);

  // The permissions ride in the stored session: a reload on a forbidden address decides the same.
  await page.goto(appUrl + '/movimientos');
  await page.waitForURL(appUrl + '/pages/error403');

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await page.waitForURL(appUrl + COBRADOR.start);
  await expect(groupButtons(page)).toHaveText(COBRADOR.groups);
});
