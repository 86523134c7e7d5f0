/**
 * 'Importar' from nothing (issue #37): an empty data directory in production mode, the first
 * administrator from the environment. The owner downloads the template, imports the customers of
 * a Spanish CSV (a refused row and the template's example named in the preview, nothing written
 * until the file is right, a double click importing once, the same file again adding nothing),
 * then the running loans of an XLSX with number and date cells, and finds them in 'Préstamos' with
 * the balance of their payments. The preview fits a 360 px phone in Arabic and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import XLSX from 'sheetjs-style';
import { buildSchedule } from '../machines/loans/schedule.ts';
import { IMPORT_TEMPLATES, TEMPLATE_EXAMPLES } from '../machines/imports/templates.ts';
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { signInAccount } from './support/app.ts';
import { outsideTheViewport } from './support/phone.ts';

const OWNER = { username: 'duena', password: 'Mudanza-2026-ok', name: 'Marta Díaz' };

test.describe.configure({ mode: 'serial' });

let sofia: SofiaServer;
test.beforeAll(async () => {
  sofia = await startSofia({ mode: 'production', firstAdmin: OWNER });
});
test.afterAll(async () => {
  await sofia?.close();
});

const signIn = (page: Page) => signInAccount(page, sofia.url, OWNER);

const fileInput = (page: Page) => page.getByLabel('Archivo CSV o XLSX');
const counts = (page: Page) => page.getByRole('status').filter({ hasText: /nuevas?,/ });
const rowsTable = (page: Page) => page.getByRole('table', { name: 'Filas del archivo' });

/** A CSV as a Spanish spreadsheet saves it: semicolons, a BOM, CRLF. */
const csv = (rows: string[][]) => Buffer.from('\uFEFF' + rows.map((row) => row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';')).join('\r\n'), 'utf8');

const CUSTOMERS = [
  ['Tipo de documento', 'Número de documento', 'Nombre', 'Teléfono', 'Dirección'],
  ['DNI', '30.111.222', 'Rosa Benítez', '351 555-0101', 'Av. Colón 1200'],
  ['DNI', '28.333.444', 'Julio Sosa', '', ''],
  ['pasaporte', 'AB-123456', 'Ana Lima', '', ''],
];

test('customers: the preview names what is wrong, nothing is written until the file is right, a second import adds nothing', async ({ page }) => {
  await signIn(page);
  const group = page.getByRole('button', { name: 'Administración', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByRole('link', { name: 'Importar', exact: true }).click();
  await page.waitForURL(sofia.url + '/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar' })).toBeVisible();

  // The template: its columns on the first sheet with the example, and 'Ayuda' beside them.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await (await download).path();
  const [header, example] = await readSheet(template);
  expect(header).toEqual(IMPORT_TEMPLATES.customers.map((column) => column.name));
  expect(example?.[2]).toBe(TEMPLATE_EXAMPLES.customers.nombre);
  expect((await readSheet(template, 'Ayuda')).length).toBe(IMPORT_TEMPLATES.customers.length + 1);

  // The example left in, and a row without a name: both refused; the import cannot start.
  const exampleRow = ['dni', '30.123.456', 'María Gómez', '+54 11 5555-0101', 'Av. Siempre Viva 742'];
  await fileInput(page).setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv([...CUSTOMERS, exampleRow, ['DNI', '27.999.000', '', '', '']]) });
  await expect(counts(page)).toHaveText('3 nuevas, 0 ya existentes, 2 con errores');
  await expect(rowsTable(page).getByText('Es la fila de ejemplo de la plantilla: reemplácela por sus datos o bórrela.')).toBeVisible();
  await expect(rowsTable(page).getByRole('row').filter({ hasText: 'nombre' }).first()).toContainText('6');
  await expect(page.getByRole('button', { name: 'Importar 3 filas' })).toBeDisabled();
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

  // The file fixed: a double click imports once.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/public/api/importar/customers') posts.push(request.headers()['idempotency-key'] ?? '');
  });
  await fileInput(page).setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv(CUSTOMERS) });
  await expect(counts(page)).toHaveText('3 nuevas, 0 ya existentes, 0 con errores');
  await page.getByRole('button', { name: 'Importar 3 filas' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Se importaron 3 filas; 0 ya existían.' })).toBeVisible();
  expect(posts).toHaveLength(1);

  // The same file again: nothing new to import.
  await fileInput(page).setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv(CUSTOMERS) });
  await expect(counts(page)).toHaveText('0 nuevas, 3 ya existentes, 0 con errores');
  await expect(page.getByText('No hay filas nuevas para importar.')).toBeVisible();

  await page.goto(sofia.url + '/clientes');
  const names = page.getByRole('table', { name: /Clientes del negocio/ }).getByRole('rowheader');
  await expect(names).toHaveCount(3);
  expect((await names.allTextContents()).sort()).toEqual(['Ana Lima', 'Julio Sosa', 'Rosa Benítez']);
});

test('running loans from an XLSX with number and date cells; they show in Préstamos with what was paid', async ({ page }) => {
  await signIn(page);
  await page.goto(sofia.url + '/importar');
  await page.getByRole('radio', { name: 'Préstamos en curso' }).check();

  const names = IMPORT_TEMPLATES.loans.map((column) => column.name);
  const cells = (values: Record<string, unknown>) => names.map((name) => values[name] ?? null);
  const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
  const sheet = XLSX.utils.aoa_to_sheet([
    names,
    // A number cell of 150,000.50 and date cells, as Excel saves them.
    cells({ referencia: 'L-101', documento_cliente: '30111222', monto: 150000.5, tasa: 4, cuotas: 6, fecha_desembolso: utc(2026, 5, 10), primer_vencimiento: utc(2026, 6, 10), pagos: '10/06/2026 30.000 | 10/07/2026 30.000' }),
    cells({ referencia: 'L-102', documento_cliente: '28.333.444', monto: '80.000', tasa: '0', cuotas: 4, frecuencia: 'quincenal', metodo: 'capital igual', fecha_desembolso: '01/10/2026', primer_vencimiento: '15/10/2026', pagado: '20.000' }),
  ], { cellDates: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Préstamos');
  const buffer = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);

  const xlsx = { name: 'prestamos.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };

  // Before the business has its location, its currency is unknown: no loan amount can be read.
  await fileInput(page).setInputFiles(xlsx);
  await expect(page.getByText('Antes de importar préstamos, configure la ubicación del negocio: su moneda dice cómo leer los montos.')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const location = await page.request.post(`${sofia.url}/public/api/ubicaciones`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'e2e-import-location' },
    data: { name: 'Casa central', address: 'Av. Colón 1200', city: 'Córdoba', country: 'AR', currency: 'ARS', minor_digits: 2, time_zone: 'America/Argentina/Cordoba', grace_days: 0, cash_tolerance: 0, receipt_footer: '' },
  });
  expect(location.status(), await location.text()).toBe(201);

  await fileInput(page).setInputFiles(xlsx);
  await expect(counts(page)).toHaveText('2 nuevas, 0 ya existentes, 0 con errores');
  await page.getByRole('button', { name: 'Importar 2 filas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se importaron 2 filas; 0 ya existían.' })).toBeVisible();

  // Rosa's loan: the schedule of the terms, less the two payments.
  const schedule = buildSchedule({ principal: 15_000_050, rateMillionths: 40_000, ratePeriod: 'month', installments: 6, frequency: 'monthly', method: 'french', firstDueDate: '2026-06-10' });
  const balance = schedule.totalPayable - 6_000_000;
  const money = (minor: number) => `${Math.floor(minor / 100).toLocaleString('es-AR')},${String(minor % 100).padStart(2, '0')}`;
  await page.goto(sofia.url + '/prestamos');
  const list = page.getByRole('table').first();
  await expect(list.getByRole('row').filter({ hasText: 'Rosa Benítez' })).toContainText(money(balance));
  await expect(list.getByRole('row').filter({ hasText: 'Julio Sosa' })).toContainText('60.000,00');
});

test('the preview fits a 360 px phone, in Arabic and dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('i18n_locale', 'ae');
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(sofia.url + '/importar');
  await expect(page.locator('main fieldset')).toBeVisible();
  await page.locator('main input[type="file"]').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv([...CUSTOMERS, ['DNI', '27.999.000', '', '', 'una dirección bastante larga para un teléfono']]) });
  await expect(page.locator('main table')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await outsideTheViewport(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/imports-phone-ae-dark.png' });
  await page.locator('main table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/imports-phone-ae-dark-preview.png' });
});
