/**
 * What a user sees and does, in the app's own words (Spanish, the default language): the demo
 * users, the login form, the sidebar, the profile menu, sweetalert2 alerts, the storage keys.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface DemoUser {
  /** What they type into 'Ingresa tu usuario'. */
  user: string;
  /** The person's name, which the header and the lock screen show (`user.name`). */
  name: string;
  password: string;
  role: string;
  /** Path of the role's start route (`/${r_inicio}`). */
  start: string;
  /** Sidebar groups (only the groups with children), in order, as shown in Spanish. */
  groups: string[];
}

export const ADMIN: DemoUser = {
  user: 'admin',
  name: 'Ana Torres',
  password: 'Admin#2026',
  role: 'Administrador',
  start: '/usuarios',
  groups: ['Administración', 'Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios', 'Configuración', 'Analítica'],
};
export const CAJERO: DemoUser = {
  user: 'cajero',
  name: 'Carlos Ruiz',
  password: 'Cajero#2026',
  role: 'Cajero',
  start: '/caja',
  groups: ['Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios'],
};
export const COBRADOR: DemoUser = {
  user: 'cobrador',
  name: 'Lucía Gómez',
  password: 'Cobrador#2026',
  role: 'Cobrador',
  start: '/prestamos',
  groups: ['Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios'],
};
export const INACTIVO = { user: 'inactivo', password: 'Inactivo#2026' };

/** The seven keys the specification stores after a login. */
export const SESSION_KEYS = ['inicio', 'rol', 'perfil', 'token', 'name', 'id', 'menus'] as const;
/** Ours, next to them: the sign-in name the lock screen signs in again with (docs/decisions.md). */
export const LOGIN_KEY = 'login';

export const CATALOGUE = {
  loginSuccess: ['Exito', 'Logueado correctamente'],
  invalid: 'Usuario o contraseña incorrectos',
  disabled: 'Usuario inhabilitado, contáctese con soporte',
  retry: 'Intente nuevamente',
  unreachable: 'No se pudo conectar al servidor',
  saved: ['Éxito', 'Guardado correctamente.'],
  notSaved: ['Error', 'No se pudo guardar'],
} as const;

/** A message's translation in a catalog (the Spanish source when the catalog leaves it empty). */
export function translate(locale: string, message: string): string {
  const po = readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), 'utf8');
  const quoted = JSON.stringify(message);
  const entry = po.split('\n\n').find((block) => block.split('\n').includes(`msgid ${quoted}`));
  const translated = entry?.match(/^msgstr (".*")$/m)?.[1];
  if (translated === undefined) throw new Error(`no entry for ${quoted} in locales/${locale}.po`);
  return (JSON.parse(translated) as string) || message;
}

export const userField = (page: Page) => page.locator('#login-user');
export const passwordField = (page: Page) => page.locator('#login-password');
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Iniciar sesion' });
export const sidebar = (page: Page) => page.locator('nav#sofia-sidebar');
/** The sidebar's group (disclosure) buttons, in order. */
export const groupButtons = (page: Page) => sidebar(page).locator('ul > li > button');
export const groupButton = (page: Page, title: string) => sidebar(page).getByRole('button', { name: title, exact: true });
export const sidebarLink = (page: Page, title: string) => sidebar(page).getByRole('link', { name: title, exact: true });
export const profileButton = (page: Page) => page.getByRole('button', { name: 'Menú de perfil' });
export const profileMenu = (page: Page) => page.getByRole('menu');
export const photoDialog = (page: Page) => page.getByRole('dialog', { name: 'FOTO DE PERFIL' });
export const headerAvatar = (page: Page) => profileButton(page).locator('img');

/** The sweetalert2 popup and its parts. */
export const swal = (page: Page) => ({
  popup: page.locator('.swal2-popup'),
  title: page.locator('.swal2-title'),
  text: page.locator('.swal2-html-container'),
  confirm: page.locator('.swal2-confirm'),
});

/** Expects a sweetalert2 popup with this title and text. */
export async function expectAlert(page: Page, title: string | null, text: string): Promise<void> {
  const alert = swal(page);
  // One check of title and text together, in the page at every frame: a success alert is on
  // screen for 1.5 s only, which the runner's own backing-off polls can miss on a busy machine
  // (or see the title and then find the popup gone before reading the text). The wait is long
  // because an alert that follows a sign-in waits for the server's deliberately slow hash.
  const shown = page.waitForFunction(
    ([wantedTitle, wantedText]) => {
      const popup = document.querySelector('.swal2-popup');
      if (!popup) return false;
      const shownTitle = popup.querySelector('.swal2-title')?.textContent ?? '';
      const shownText = popup.querySelector('.swal2-html-container')?.textContent ?? '';
      return (wantedTitle === null || shownTitle === wantedTitle) && shownText === wantedText;
    },
    [title, text] as const,
    { polling: 'raf', timeout: 20_000 },
  );
  await shown.catch(async () => {
    const now = (await alert.popup.count()) === 0 ? 'no alert' : `"${await alert.title.textContent()}" / "${await alert.text.textContent()}"`;
    throw new Error(`expected the alert "${title ?? '(any title)'}" / "${text}"; the page shows ${now}`);
  });
  // A success alert closes itself after 1.5 s; on a busy machine it may be gone before the next
  // check, which is fine for it. An alert the user must answer has to stay, and be on top.
  const selfClosing = !(await alert.confirm.isVisible());
  const whereIsIt = async () =>
    (await alert.popup.count()) === 0 ? 'closed' : alert.popup.evaluate(topmostOver, undefined, { timeout: 1000 }).catch(() => 'closed');
  // Visible is not enough: nothing may cover it (the user has to read it and press 'Aceptar').
  await expect
    .poll(whereIsIt, { message: 'the alert is covered by another element' })
    .toMatch(selfClosing ? /^(alert on top|closed)$/ : /^alert on top$/);
}

/** 'alert on top' when the popup's centre shows the popup itself, else a description of what covers it. */
function topmostOver(popup: Element): string {
  const box = popup.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (top && popup.contains(top)) return 'alert on top';
  if (!top) return 'nothing at the alert\'s centre';
  const z = (el: Element | null): string => {
    for (let e = el; e; e = e.parentElement) {
      const value = getComputedStyle(e).zIndex;
      if (value !== 'auto') return `z-index ${value} on <${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}>`;
    }
    return 'no z-index';
  };
  const label = top.closest('[role]')?.getAttribute('role') ?? top.tagName.toLowerCase();
  return `covered by a ${label} (${z(top)}); the alert has ${z(popup)}`;
}

/** Closes the current alert (its 'Aceptar' button, or Escape for a self-closing one) and waits for it to go. */
export async function dismissAlert(page: Page): Promise<void> {
  const alert = swal(page);
  if (await alert.confirm.isVisible()) await alert.confirm.click();
  else await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

export async function submitLogin(page: Page, user: string, password: string): Promise<void> {
  await userField(page).fill(user);
  await passwordField(page).fill(password);
  await submitButton(page).click();
}

/**
 * Signs in through the login form and waits for the start route with its menu; the success
 * alert ('Exito' / 'Logueado correctamente') is checked and dismissed.
 */
export async function login(page: Page, appUrl: string, who: DemoUser = ADMIN): Promise<void> {
  await page.goto(appUrl + '/');
  await submitLogin(page, who.user, who.password);
  await expectAlert(page, CATALOGUE.loginSuccess[0], CATALOGUE.loginSuccess[1]);
  await page.waitForURL(appUrl + who.start);
  // Visible or not (a narrow viewport starts with the sidebar closed), the role's groups are there.
  await expect(groupButtons(page)).toHaveCount(who.groups.length);
  await dismissAlert(page);
}

/**
 * Signs in through the form in whatever language is active (no text is matched) and waits for
 * the start route, the role's menu, and the success alert to be gone.
 */
export async function signIn(page: Page, appUrl: string, who: DemoUser = ADMIN): Promise<void> {
  await page.goto(appUrl + '/');
  await userField(page).fill(who.user);
  await passwordField(page).fill(who.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(appUrl + who.start);
  await expect(groupButtons(page)).toHaveCount(who.groups.length);
  await page.locator('.swal2-popup').waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (await page.locator('.swal2-popup').isVisible()) await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

/**
 * Signs in a production install's own account (the first administrator from the environment, not a
 * demo user) in Spanish, waits for its start route and dismisses the success alert.
 */
export async function signInAccount(page: Page, appUrl: string, account: { username: string; password: string }, start = '/usuarios'): Promise<void> {
  await page.goto(appUrl + '/');
  await submitLogin(page, account.username, account.password);
  await page.waitForURL(appUrl + start);
  await dismissAlert(page);
}

/** The profile menu's trigger, found by its role (not its translated name). */
export const profileTrigger = (page: Page) => page.locator('header button[aria-haspopup="menu"]');

export async function openProfileMenu(page: Page): Promise<Locator> {
  await profileButton(page).click();
  await expect(profileMenu(page)).toBeVisible();
  return profileMenu(page);
}

export async function chooseProfileEntry(page: Page, entry: 'Editar perfil' | 'Lock Screen' | 'Cerrar sesión'): Promise<void> {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: entry }).click();
}

export async function logout(page: Page, appUrl: string): Promise<void> {
  await chooseProfileEntry(page, 'Cerrar sesión');
  await page.waitForURL(appUrl + '/');
  await expect(userField(page)).toBeVisible();
}

/** Every localStorage key and value of the page's origin. */
export function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** A real JPEG (a coloured square), encoded by the browser's canvas. */
export async function makeJpeg(page: Page, colour = '#3b82f6', size = 48): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ colour, size }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = colour;
      context.fillRect(0, 0, size, size);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('toBlob gave nothing');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { colour, size },
  );
  return Buffer.from(base64, 'base64');
}

/** The smallest valid PNG (1×1), signature and all: a real image that is not a JPEG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the photo dialog from the profile menu ('Editar perfil'). */
export async function openPhotoDialog(page: Page): Promise<Locator> {
  await chooseProfileEntry(page, 'Editar perfil');
  const dialog = photoDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses a file in the photo dialog through its hidden `<input type=file>`. */
export async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId('photo-file-input').setInputFiles(file);
}

declare global {
  interface Window {
    __alerts?: string[];
  }
}

/**
 * Records every sweetalert2 popup the page shows ("title / text"), even one replaced a moment
 * later by another, in `window.__alerts`. Call before the page loads.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__alerts = [];
    const seen = new WeakSet<Element>();
    const record = () => {
      const popup = document.querySelector('.swal2-popup');
      const text = popup?.querySelector('.swal2-html-container')?.textContent ?? '';
      const title = popup?.querySelector('.swal2-title')?.textContent ?? '';
      const entry = `${title} / ${text}`;
      if (popup && (title || text) && (!seen.has(popup) || window.__alerts?.at(-1) !== entry)) {
        seen.add(popup);
        window.__alerts?.push(entry);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const recordedAlerts = (page: Page): Promise<string[]> => page.evaluate(() => window.__alerts ?? []);
