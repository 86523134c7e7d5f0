/**
 * In Chromium, against the real server: with the interface in Arabic, what staff or the server
 * wrote in Spanish (a message template, names, roles, menu titles) is laid out left-to-right, while
 * the interface around it stays right-to-left (docs/decisions.md, "Written content"). Also the
 * server's menu titles in Spanish, and the 500 page's code (issue 12, items 2 and 3).
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, groupButton, login, sidebar, sidebarLink } from './support/app.ts';

const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

test('Arabic interface, Spanish template: the editor, its preview and the names read left-to-right', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await page.getByLabel('Idioma').selectOption('ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(appUrl + '/conf_mensajes');
  const template = page.getByRole('button', { name: /^Recordatorio de pago/ });
  await expect(template).toBeVisible();
  expect(await direction(template)).toBe('rtl');
  expect(await direction(template.getByText('Recordatorio de pago', { exact: true }))).toBe('ltr');
  await template.click();

  const area = page.locator('textarea');
  await expect(area).toHaveValue(/^## Recordatorio de pago/);
  expect(await direction(area)).toBe('ltr');
  // Without the highlight layer the text area still fills its pane (the editor is 360 px high).
  expect((await area.boundingBox())?.height ?? 0).toBeGreaterThan(250);
  // The text starts at the area's left edge, where a left-to-right line begins.
  expect(await area.evaluate((el) => getComputedStyle(el).textAlign)).toMatch(/^(start|left)$/);
  const heading = page.locator('.w-md-editor-preview h2');
  await expect(heading).toHaveText('Recordatorio de pago');
  expect(await direction(heading)).toBe('ltr');
  const [previewBox, headingText] = await Promise.all([
    page.locator('.w-md-editor-preview').boundingBox(),
    heading.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { x: box.x, width: box.width };
    }),
  ]);
  // Left-aligned in the preview pane, not pushed to its right edge.
  expect(headingText.x - (previewBox?.x ?? 0)).toBeLessThan((previewBox?.width ?? 0) / 2 - headingText.width / 2);
  // The interface around it follows the language.
  expect(await direction(page.locator('.w-md-editor'))).toBe('rtl');

  await page.goto(appUrl + '/usuarios');
  const role = page.getByRole('table').getByText('Administrador', { exact: true });
  await expect(role).toBeVisible();
  expect(await direction(role)).toBe('ltr');
  expect(await direction(page.getByRole('columnheader').first())).toBe('rtl');
});

test('Spanish interface: the sidebar shows the menu titles the server sent', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await groupButton(page, 'Configuración').click();
  // The reference server calls /conf_mensajes 'Mensajes'; the app's own title is 'Configuración de mensajes'.
  await expect(sidebarLink(page, 'Mensajes')).toHaveAttribute('href', '/conf_mensajes');
  await expect(sidebar(page).getByRole('link', { name: 'Configuración de mensajes' })).toHaveCount(0);
});

test('the 500 page carries its code and its title', async ({ page, appUrl }) => {
  await page.goto(appUrl + '/caja');
  await page.waitForURL(appUrl + '/pages/error500');
  await expect(page.getByText('Error 500', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sesión requerida' })).toBeVisible();
  await expect(page).toHaveTitle('Error 500: sesión requerida · Sofia App');
});
