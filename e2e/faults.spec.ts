/**
 * The fault matrix: what the user sees when the server says no, breaks, is gone or too slow,
 * when the browser's storage misbehaves, and when a response carries hostile text. Messages are
 * the specification's error catalogue (section 8), word for word. Faults the real server does not
 * produce are injected with page.route; the rest come from the real server.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, startSofia } from './support/fixtures.ts';
import {
  ADMIN, CAJERO, COBRADOR, CATALOGUE, INACTIVO, PNG_1PX,
  chooseFile, dismissAlert, expectAlert, groupButtons, login, makeJpeg, openPhotoDialog, photoDialog, profileButton,
  profileMenu, recordAlerts, recordedAlerts, storage, submitButton, submitLogin, swal, userField,
} from './support/app.ts';

const LOGIN_API = '**/public/api/login';
const MENU_API = '**/public/api/cargarMenus**';
const PHOTO_API = '**/public/api/fotoPerfil';

/** The failure is shown as the catalogue's alert and stays written under the form. */
async function expectLoginFailure(page: Page, text: string, title: string | null = 'Error') {
  await expectAlert(page, title, text);
  await dismissAlert(page);
  await expect(page.getByRole('alert')).toHaveText(text);
  await expect(submitButton(page)).toBeEnabled();
  expect((await storage(page)).token).toBeUndefined();
}

function consoleLines(page: Page) {
  const lines: { type: string; text: string }[] = [];
  page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
  return lines;
}

test('no language catalog can be loaded (not even Spanish): the crash page in Spanish, not a blank page', async ({ page, appUrl }) => {
  const catalogs = /\/assets\/(zh|da|en|fr|de|el|hu|it|ja|pl|pt|ru|es|sv|tr|ae)-[\w-]+\.js$/;
  const refused: string[] = [];
  await page.route(catalogs, (route) => {
    refused.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto(appUrl + '/');
  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  expect(refused.length, 'catalog requests refused').toBeGreaterThan(0);

  // Once the network is back, 'Recargar la página' brings the app.
  await page.unroute(catalogs);
  await page.getByRole('button', { name: 'Recargar la página' }).click();
  await expect(submitButton(page)).toBeVisible();
});

test.describe('login failures', () => {
  test('wrong password (401): "Usuario o contraseña incorrectos"', async ({ page, appUrl }) => {
    await page.goto(appUrl + '/');
    await submitLogin(page, COBRADOR.user, 'Wrong#2026');
    await expectLoginFailure(page, CATALOGUE.invalid);
    await expect(page).toHaveURL(appUrl + '/');
  });

  test('disabled user (403): "Usuario inhabilitado, contáctese con soporte"', async ({ page, appUrl }) => {
    await page.goto(appUrl + '/');
    const answered = page.waitForResponse(LOGIN_API);
    await submitLogin(page, INACTIVO.user, INACTIVO.password);
    expect((await answered).status()).toBe(403);
    await expectLoginFailure(page, CATALOGUE.disabled, null);
  });

  test('server error (500) on /login: "Intente nuevamente"', async ({ page, appUrl }) => {
    await page.route(LOGIN_API, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }));
    await page.goto(appUrl + '/');
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await expectLoginFailure(page, CATALOGUE.retry);
  });

  test('server unreachable (started, then closed): "No se pudo conectar al servidor"', async ({ page }) => {
    test.setTimeout(90_000);
    const gone = await startSofia();
    try {
      await page.goto(gone.url + '/');
      await expect(userField(page)).toBeVisible();
      // The page has settled (whatever it fetches after the first paint, it has fetched).
      await page.waitForLoadState('networkidle');
    } finally {
      await gone.close();
    }
    await submitLogin(page, ADMIN.user, ADMIN.password);
    // The message is written under the form (an open alert hides it from the a11y tree: CSS locator) …
    await expect(page.locator('form [role="alert"]')).toHaveText(CATALOGUE.unreachable);
    // … and, like every other login failure, shown as an alert the user closes.
    await expectLoginFailure(page, CATALOGUE.unreachable);
  });

  test('no answer within the client timeout (15 s): "No se pudo conectar al servidor"', async ({ page, appUrl }) => {
    test.setTimeout(60_000);
    // The request is held and never answered: only the client's own timeout can end it.
    await page.route(LOGIN_API, () => undefined);
    await page.goto(appUrl + '/');
    const started = Date.now();
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await expect(submitButton(page)).toBeHidden(); // busy: 'Iniciando sesión…'
    await expect(swal(page).popup).toBeVisible({ timeout: 25_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    await expectLoginFailure(page, CATALOGUE.unreachable);
  });

  test('connection timed out (network error): "No se pudo conectar al servidor"', async ({ page, appUrl }) => {
    await page.route(LOGIN_API, (route) => route.abort('timedout'));
    await page.goto(appUrl + '/');
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await expectLoginFailure(page, CATALOGUE.unreachable);
  });

  test('malformed JSON in a 200: "Intente nuevamente", no crash', async ({ page, appUrl }) => {
    await page.route(LOGIN_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"accessToken": "abc", "user": <<garbage' }));
    await page.goto(appUrl + '/');
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await expectLoginFailure(page, CATALOGUE.retry);
    await expect(page).toHaveURL(appUrl + '/');
    // Still a working form: the real server signs the user in.
    await page.unroute(LOGIN_API);
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await page.waitForURL(appUrl + ADMIN.start);
  });

  test('double click on "Iniciar sesion" sends exactly one POST /login', async ({ page, appUrl }) => {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/public/api/login') posts.push(request);
    });
    await page.goto(appUrl + '/');
    await userField(page).fill(CAJERO.user);
    await page.locator('#login-password').fill(CAJERO.password);
    await submitButton(page).dblclick();
    await page.waitForURL(appUrl + CAJERO.start);
    await expect(groupButtons(page)).toHaveCount(CAJERO.groups.length);
    expect(posts).toHaveLength(1);
  });
});

test.describe('menu and storage faults', () => {
  test('the menu call fails (500): signed in at the start route with an empty menu, no error alert', async ({ page, appUrl }) => {
    const lines = consoleLines(page);
    await recordAlerts(page);
    await page.route(MENU_API, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }));
    await page.goto(appUrl + '/');
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await page.waitForURL(appUrl + ADMIN.start);
    await expect(profileButton(page)).toBeVisible();
    await expect(groupButtons(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await recordedAlerts(page)).toEqual([CATALOGUE.loginSuccess.join(' / ')]);
    expect(lines.filter((l) => l.type === 'error').map((l) => l.text).join('\n')).toContain('menu');
  });

  test('corrupted "menus" in localStorage: after a reload the menu is empty and only a warning is logged', async ({ page, appUrl }) => {
    await login(page, appUrl, ADMIN);
    await page.evaluate(() => localStorage.setItem('menus', '{"not": json at all'));
    await recordAlerts(page);
    const lines = consoleLines(page);
    await page.reload();
    await expect(profileButton(page)).toBeVisible();
    await expect(page).toHaveURL(appUrl + ADMIN.start);
    await expect(groupButtons(page)).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(lines.filter((l) => l.type === 'warning').length, 'a console warning').toBeGreaterThan(0);
    expect(lines.filter((l) => l.type === 'error'), 'console errors').toEqual([]);
    expect(await recordedAlerts(page)).toEqual([]);
  });

  test('localStorage full (QuotaExceededError on every setItem): login still works in this tab', async ({ page, appUrl }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(appUrl + '/');
    await submitLogin(page, ADMIN.user, ADMIN.password);
    await page.waitForURL(appUrl + ADMIN.start);
    await expect(groupButtons(page)).toHaveText(ADMIN.groups);
    expect(await storage(page)).toEqual({});
    // The session lives in memory: in-app navigation to another protected route still works.
    await dismissAlert(page);
    await expect(page.getByRole('button', { name: 'Administración', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('nav#sofia-sidebar').getByRole('link', { name: 'Roles', exact: true }).click();
    await page.waitForURL(appUrl + '/roles');
    await expect(groupButtons(page)).toHaveText(ADMIN.groups);
  });
});

test.describe('profile photo faults', () => {
  test('a non-JPEG file is refused with a warning and the field keeps its value', async ({ page, appUrl }) => {
    await login(page, appUrl, CAJERO);
    const dialog = await openPhotoDialog(page);
    const field = dialog.locator('input[readonly]');
    await chooseFile(page, { name: 'imagen.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expectAlert(page, 'Archivo no válido', 'Elija una imagen JPEG.');
    await dismissAlert(page);
    await expect(field).toHaveValue('Seleccionar archivo...');

    await chooseFile(page, { name: 'buena.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
    await expect(field).toHaveValue('buena.jpg');
    await chooseFile(page, { name: 'imagen.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expectAlert(page, 'Archivo no válido', 'Elija una imagen JPEG.');
    await dismissAlert(page);
    await expect(field).toHaveValue('buena.jpg');
    await expect(photoDialog(page)).toBeVisible();
  });

  test('the server refuses a 3 MB JPEG (413): "Error" / "No se pudo guardar", the dialog stays open', async ({ page, appUrl }) => {
    await login(page, appUrl, CAJERO);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/public/api/fotoPerfil')) statuses.push(response.status());
    });
    const big = Buffer.alloc(3 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const dialog = await openPhotoDialog(page);
    await chooseFile(page, { name: 'grande.jpg', mimeType: 'image/jpeg', buffer: big });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectAlert(page, CATALOGUE.notSaved[0], CATALOGUE.notSaved[1]);
    await dismissAlert(page);
    await expect(photoDialog(page)).toBeVisible();
    await expect(dialog.locator('input[readonly]')).toHaveValue('grande.jpg');
    // The server may answer 413 before the browser has sent the whole body, or drop the connection.
    expect(statuses.filter((s) => s !== 413)).toEqual([]);
    expect((await storage(page)).token).toBeTruthy();
  });

  test('the server refuses a PNG renamed .jpg (415): "Error" / "No se pudo guardar", the dialog stays open', async ({ page, appUrl }) => {
    await login(page, appUrl, CAJERO);
    const dialog = await openPhotoDialog(page);
    await chooseFile(page, { name: 'disfrazada.jpg', mimeType: 'image/jpeg', buffer: PNG_1PX });
    await expect(dialog.locator('input[readonly]')).toHaveValue('disfrazada.jpg');
    const answered = page.waitForResponse(PHOTO_API);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect((await answered).status()).toBe(415);
    await expectAlert(page, CATALOGUE.notSaved[0], CATALOGUE.notSaved[1]);
    await dismissAlert(page);
    await expect(photoDialog(page)).toBeVisible();
    await expect(dialog.locator('input[readonly]')).toHaveValue('disfrazada.jpg');
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  test('the token expires during the session: the upload shows "No se pudo guardar", then the session ends and the user signs in again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const shortLived = await startSofia({ tokenTtlSeconds: 2 });
    try {
      await recordAlerts(page);
      await login(page, shortLived.url, COBRADOR);
      const jpeg = await makeJpeg(page, '#dc2626');
      const dialog = await openPhotoDialog(page);
      await chooseFile(page, { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await page.waitForTimeout(3_000); // the token (2 s) has expired
      const answered = page.waitForResponse(PHOTO_API);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      expect((await answered).status()).toBe(401);

      // The catalogue's failure is shown to the user (not replaced before it can be read) …
      await expectAlert(page, CATALOGUE.notSaved[0], CATALOGUE.notSaved[1]);
      await swal(page).confirm.click();
      // … then the session ends: back to the login form with nothing stored.
      await page.waitForURL(shortLived.url + '/');
      await expect(userField(page)).toBeVisible();
      await expect(photoDialog(page)).toHaveCount(0);
      const stored = await storage(page);
      expect(stored.token).toBeUndefined();
      expect(stored.menus).toBeUndefined();
      expect(await recordedAlerts(page)).toContain(CATALOGUE.notSaved.join(' / '));
      // A notice that the session ended may follow the failure; the user closes it too.
      await page.waitForTimeout(300);
      if (await swal(page).popup.isVisible()) await dismissAlert(page);

      await submitLogin(page, COBRADOR.user, COBRADOR.password);
      await page.waitForURL(shortLived.url + COBRADOR.start);
      await expect(profileButton(page)).toBeVisible();
    } finally {
      await page.close();
      await shortLived.close();
    }
  });
});

test('a user name with HTML is rendered as text: no element, no script, no dialog', async ({ page, appUrl }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(LOGIN_API, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: { name: string } };
    body.user.name = hostile;
    await route.fulfill({ response, json: body });
  });
  await login(page, appUrl, ADMIN);
  await expect(profileButton(page)).toContainText(hostile);
  await profileButton(page).click();
  // The dropdown's header (its link to 'Cambiar contraseña') names the user, as text.
  await expect(page.getByRole('link', { name: /Cambiar contraseña/ }).getByText(hostile, { exact: true })).toBeVisible();
  await expect(profileMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await storage(page)).name).toBe(hostile);

  await page.reload();
  await expect(profileButton(page)).toContainText(hostile);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});
