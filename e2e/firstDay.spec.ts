/**
 * A real business's first day (issue #29), from nothing: an empty data directory in production
 * mode, the first administrator from the environment, no demo data. The owner works alone (four
 * eyes off), sets the business up in the browser through 'Primeros pasos', and lends, collects
 * and closes the cash box, typing amounts the Spanish way ('10.000,00', '2.000').
 */
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { dismissAlert, translate } from './support/app.ts';
import { expectFits } from './support/phone.ts';
import type { Page } from '@playwright/test';

const OWNER = { username: 'duena', password: 'Primer-dia-2026', name: 'Marta Díaz' };
const CASHIER = { username: 'pablo', password: 'caja del barrio 2026', name: 'Pablo Ríos' };
/** What the first test leaves for the second (the tests run in order, on one server). */
const shared = { loanPath: '' };
let cashierFirstPassword = '';

test.describe.configure({ mode: 'serial' });

let sofia: SofiaServer;
test.beforeAll(async () => {
  sofia = await startSofia({ mode: 'production', firstAdmin: OWNER });
});
test.afterAll(async () => {
  await sofia?.close();
});

async function signIn(page: Page) {
  await page.goto(sofia.url + '/');
  await page.locator('#login-user').fill(OWNER.username);
  await page.locator('#login-password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Iniciar sesion' }).click();
  await page.waitForURL(sofia.url + '/usuarios');
  await dismissAlert(page);
}

const statusOf = (page: Page) => page.locator('dt', { hasText: /^Estado$/ }).locator('xpath=following-sibling::dd[1]');
const steps = (page: Page) => page.getByRole('region', { name: 'Primeros pasos' });

test('the owner sets up the business and runs a day: lend, collect, close the box', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await expect(steps(page).getByRole('listitem')).toHaveText([/ubicación del negocio.*Falta/, /caja activa.*Primero, la ubicación/, /cuentas del personal.*Falta/]);

  // 1. The location: its currency and time zone; one owner, so four eyes off.
  await steps(page).getByRole('link', { name: /La ubicación del negocio/ }).click();
  await page.waitForURL(sofia.url + '/conf_ubicacion/nueva');
  await page.getByLabel(/^Nombre/).fill('Casa central');
  await page.getByLabel(/^País/).fill('AR');
  await page.getByLabel(/^Moneda/).fill('ARS');
  await page.getByLabel(/^Zona horaria/).fill('America/Argentina/Buenos_Aires');
  await page.getByLabel(/^Tolerancia del arqueo/).fill('500,00');
  await page.getByLabel('Aprobación por otra persona (cuatro ojos)').uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(sofia.url + '/conf_ubicacion');
  await dismissAlert(page);
  await page.goto(sofia.url + '/usuarios');
  await expect(steps(page).getByRole('listitem')).toHaveText([/ubicación del negocio.*Listo/, /caja activa.*Falta/, /cuentas del personal.*Falta/]);

  // 2. The cash box, from the location's page.
  await steps(page).getByRole('link', { name: /caja activa/ }).click();
  await page.waitForURL(/\/conf_ubicacion\/\d+$/);
  // Its 'Historial' says what the owner set, in the form's order, and nothing she left empty.
  const created = page.getByRole('region', { name: 'Historial' }).getByRole('listitem').first();
  await expect(created.getByRole('listitem')).toHaveText([
    'Nombre: — → Casa central',
    'País: — → Argentina (AR)',
    'Moneda: — → peso argentino (ARS)',
    'Decimales de la moneda: — → 2',
    'Zona horaria: — → America/Argentina/Buenos_Aires',
    'Días de gracia antes de la mora: — → 0',
    'Tolerancia del arqueo de caja: — → 500,00 ARS',
    'Aprobación por otra persona (cuatro ojos): — → Desactivada',
  ]);
  const boxes = page.getByRole('region', { name: 'Cajas' });
  await boxes.getByRole('button', { name: 'Nueva caja' }).click();
  const newBox = page.getByRole('dialog', { name: 'Nueva caja' });
  await newBox.getByLabel(/^Nombre de la caja/).fill('Caja principal');
  await newBox.getByRole('button', { name: 'Guardar' }).click();
  await dismissAlert(page);
  await expect(boxes.getByRole('row').filter({ hasText: 'Caja principal' })).toBeVisible();
  // Staff accounts are only recommended: with a location and a box, the panel is done.
  await page.goto(sofia.url + '/usuarios');
  await expect(page.getByRole('row').filter({ hasText: OWNER.name })).toBeVisible();
  await expect(steps(page)).toHaveCount(0);

  // 3. A customer, the document typed with dots.
  await page.goto(sofia.url + '/clientes/nuevo');
  await page.getByLabel(/^Número de documento/).fill('30.456.789');
  await page.getByLabel(/^Nombre/).fill('Rosa Benítez');
  await page.getByLabel('Teléfono').fill('11 4567-8901');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/clientes\/\d+$/);
  await dismissAlert(page);

  // 4. A loan of 10.000,00 typed the Spanish way, approved by the owner herself (four eyes off).
  await page.goto(sofia.url + '/prestamos/nuevo');
  await page.getByLabel('Buscar cliente').fill('Benítez');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Elegir a Rosa Benítez' }).click();
  await page.getByLabel(/^Monto/).fill('10.000,00');
  await expect(page.getByText(/=\s*10\.000,00\s*ARS/)).toBeVisible();
  await page.getByLabel(/^Tasa de interés/).fill('5');
  await page.getByLabel(/^Número de cuotas/).fill('4');
  await expect(page.getByRole('table', { name: 'Vista previa del cronograma' }).getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.waitForURL(/\/prestamos\/\d+$/);
  const loanPath = new URL(page.url()).pathname;
  await dismissAlert(page);
  await expect(statusOf(page)).toHaveText('Solicitado');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(statusOf(page)).toHaveText('Aprobado');

  // 5. The box opens with the morning's cash, typed with a thousands dot.
  await page.goto(sofia.url + '/caja');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  const open = page.getByRole('dialog', { name: 'Abrir caja' });
  await open.getByLabel('Monto inicial').fill('50.000');
  await open.getByRole('button', { name: 'Abrir caja' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Caja principal' })).toBeVisible();
  await expect(page.getByText(/^50\.000,00\sARS$/).first()).toBeVisible();

  // 6. Disbursed out of the box, then the first payment of '2.000'.
  await page.goto(sofia.url + loanPath);
  await page.getByRole('button', { name: 'Desembolsar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desembolsar' }).click();
  await expect(statusOf(page)).toHaveText('Activo');
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const payment = page.getByRole('dialog');
  await payment.getByLabel(/^Monto/).fill('2.000');
  await payment.getByLabel('Efectivo').check();
  await expect(payment.getByText(/=\s*2\.000,00\s*ARS/)).toBeVisible();
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(receipt).toContainText(/2\.000,00/);
  await expect(receipt.getByRole('definition').filter({ hasText: /^2\.000,00\sARS$/ })).toHaveCount(1);
  await receipt.getByRole('button', { name: 'Cerrar' }).click();

  // 7. The day ends: 50.000 − 10.000 + 2.000 counted, no difference, the box closes at once.
  await page.goto(sofia.url + '/caja');
  await expect(page.getByText(/^42\.000,00\sARS$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const close = page.getByRole('dialog', { name: 'Cerrar caja' });
  await close.getByLabel('Efectivo contado').fill('42.000,00');
  await expect(close.getByText(/^0,00\sARS$/)).toBeVisible();
  await close.getByRole('button', { name: 'Confirmar cierre' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { name: 'No tiene una caja abierta' })).toBeVisible();
  const past = page.getByRole('table', { name: 'Sesiones anteriores' });
  await expect(past.getByRole('row').filter({ hasText: OWNER.name })).toHaveCount(1);
  await expect(past.getByRole('row').filter({ hasText: OWNER.name })).toContainText(/50\.000,00\sARS\s*42\.000,00\sARS\s*42\.000,00\sARS\s*0,00\sARS\s*Cerrada/);

  // 8. A cashier joins: an account with a one-time password, which they change on first sign-in.
  await page.goto(sofia.url + '/usuarios');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel(/^Rol/).selectOption({ label: 'Cajero' });
  await form.getByLabel(/^Usuario/).fill(CASHIER.username);
  await form.getByLabel(/^Nombre/).fill(CASHIER.name);
  await form.getByRole('button', { name: 'Guardar' }).click();
  const reveal = page.getByRole('alertdialog', { name: `Contraseña de ${CASHIER.username}` });
  cashierFirstPassword = (await reveal.locator('code').textContent()) ?? '';
  await reveal.getByRole('button', { name: 'Cerrar' }).click();
  shared.loanPath = loanPath;
});

test('on a phone, in English, the new cashier opens the box, takes a payment typed the English way and closes', async ({ browser }) => {
  test.setTimeout(120_000);
  const en = (message: string) => translate('en', message);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB', colorScheme: 'dark' });
  const page = await context.newPage();
  /** Nothing lies outside the 360 px screen (tables scroll inside their own box). */
  const expectNoSidewaysScroll = (where: string) => expectFits(page, `${where} at 360 px`);

  await page.goto(sofia.url + '/');
  await page.getByLabel('Idioma').selectOption('en');
  await page.locator('#login-user').fill(CASHIER.username);
  await page.locator('#login-password').fill(cashierFirstPassword);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: en('Cambie su contraseña') })).toBeVisible();
  await expectNoSidewaysScroll('the forced password change');
  await page.getByLabel(en('Contraseña actual')).fill(cashierFirstPassword);
  await page.getByLabel(en('Nueva contraseña'), { exact: true }).fill(CASHIER.password);
  await page.getByLabel(en('Repita la nueva contraseña')).fill(CASHIER.password);
  await page.getByRole('button', { name: en('Cambiar contraseña') }).click();
  await page.waitForURL(sofia.url + '/caja');
  await dismissAlert(page);

  await page.getByRole('button', { name: en('Abrir caja') }).click();
  const open = page.getByRole('dialog', { name: en('Abrir caja') });
  await open.getByLabel(en('Monto inicial')).fill('42,000.00');
  await expect(open.getByText('= ARS 42,000.00')).toBeVisible();
  await expectNoSidewaysScroll('the open dialog');
  await open.getByRole('button', { name: en('Abrir caja') }).click();
  await dismissAlert(page);
  await expectNoSidewaysScroll('the open session');

  await page.goto(sofia.url + shared.loanPath);
  await expect(page.getByRole('heading', { level: 2, name: en('Datos del préstamo') })).toBeVisible();
  await expectNoSidewaysScroll('the loan page');
  await page.getByRole('button', { name: en('Registrar pago') }).click();
  const payment = page.getByRole('dialog');
  await payment.getByLabel(new RegExp('^' + en('Monto'))).fill('1,500.50');
  await payment.getByLabel(en('Efectivo')).check();
  await expect(payment.getByText('= ARS 1,500.50')).toBeVisible();
  await expectNoSidewaysScroll('the payment dialog');
  await payment.getByRole('button', { name: en('Registrar pago') }).click();
  const receipt = page.getByRole('dialog', { name: en('Pago registrado') });
  await expect(receipt).toContainText('1,500.50');
  await expectNoSidewaysScroll('the receipt');
  await receipt.getByRole('button', { name: en('Cerrar') }).click();

  await page.goto(sofia.url + '/caja');
  await expect(page.getByText(/43,500\.50/).first()).toBeVisible();
  await page.getByRole('button', { name: en('Cerrar caja') }).click();
  const close = page.getByRole('dialog', { name: en('Cerrar caja') });
  await close.getByLabel(en('Efectivo contado')).fill('43,500.50');
  await expectNoSidewaysScroll('the close dialog');
  await close.getByRole('button', { name: en('Confirmar cierre') }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { name: en('No tiene una caja abierta') })).toBeVisible();
  await expectNoSidewaysScroll('Caja after the close');
  await context.close();
});
