/**
 * A keyboard-only user: every interaction below goes through page.keyboard (Tab, Shift+Tab,
 * Enter, Space, arrows, Escape); the page is only read, never clicked.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, groupButton, groupButtons, passwordField, photoDialog, profileButton, profileMenu, sidebarLink, storage, userField } from './support/app.ts';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`${max} × Tab did not reach ${target.toString()}; focus is on ${focused}`);
}

test('keyboard only: sign in, open a group, go to a child, profile menu, photo dialog, sign out', async ({ page, appUrl }) => {
  test.setTimeout(60_000);
  await page.goto(appUrl + '/');
  await expect(userField(page)).toBeVisible();

  // Sign in.
  await tabTo(page, userField(page));
  await page.keyboard.type(ADMIN.user);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(appUrl + ADMIN.start);
  await expect(groupButtons(page)).toHaveCount(ADMIN.groups.length);
  if (await page.locator('.swal2-popup').isVisible()) await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-container')).toHaveCount(0);

  // Open a menu group with Enter, close and reopen it with Space, follow a child link with Enter.
  await tabTo(page, groupButton(page, 'Caja'));
  await page.keyboard.press('Enter');
  await expect(groupButton(page, 'Caja')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(groupButton(page, 'Caja')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(groupButton(page, 'Caja')).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, sidebarLink(page, 'Movimientos'), { max: 4 });
  await page.keyboard.press('Enter');
  await page.waitForURL(appUrl + '/movimientos');
  await expect(sidebarLink(page, 'Movimientos')).toHaveAttribute('aria-current', 'page');
  // The new page's heading takes the focus (a screen reader reads where it arrived); the header
  // is behind it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The profile menu: Enter opens it on its first entry, arrows move, Escape closes it and
  // gives the focus back to its button.
  await tabTo(page, profileButton(page), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(profileMenu(page)).toBeVisible();
  await expect(profileMenu(page).getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(profileMenu(page).getByRole('menuitem', { name: 'Lock Screen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profileMenu(page)).toHaveCount(0);
  await expect(profileButton(page)).toBeFocused();

  // The photo dialog: opened from the menu with Enter, focus inside, closed with Escape.
  await page.keyboard.press('Enter');
  await expect(profileMenu(page).getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = photoDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // Tab stays inside the modal dialog.
  // A Tab past the last control lands for one frame on floating-ui's focus guard (outside the
  // dialog) before it is sent back in, so the check waits for the focus to settle.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'focus left the dialog', timeout: 2_000 }).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Sign out: the last entry of the menu (ArrowUp wraps around).
  await tabTo(page, profileButton(page));
  await page.keyboard.press('Enter');
  await expect(profileMenu(page).getByRole('menuitem', { name: 'Editar perfil' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(profileMenu(page).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(appUrl + '/');
  await expect(userField(page)).toBeVisible();
  expect((await storage(page)).token).toBeUndefined();
});
