/**
 * A real business's first day (issue #29), from nothing: an empty data directory in production
 * mode, the first administrator from the environment, no demo data. The owner works alone (four
 * eyes off), sets the business up in the browser through 'Primeros pasos', and lends, collects
 * and closes the cash box, typing amounts the Spanish way ('10.000,00', '2.000').
 */
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { dismissAlert, translate, signInAccount } from './support/app.ts';
import { expectFits } from './support/phone.ts';
import type { Browser, Page } from '@playwright/test';

const OWNER = { username: 'duena', password: 'Primer-dia-2026', name: 'Marta Díaz' };
interface Person {
  username: string;
  name: string;
  /** Their own, chosen at the forced change. */
  password: string;
  /** The one-time password the owner's 'Nuevo usuario' showed. */
  firstPassword: string;
}
const cashier: Person = { username: 'pablo', name: 'Pablo Ríos', password: 'caja del barrio 2026', firstPassword: '' };
const collector: Person = { username: 'lucas', name: 'Lucas Paz', password: 'la ruta del norte 2026', firstPassword: '' };
/** What the first test leaves for the others (the tests run in order, on one server). */
const shared = { loanPath: '' };

test.describe.configure({ mode: 'serial' });

let sofia: SofiaServer;
test.beforeAll(async () => {
  sofia = await startSofia({ mode: 'production', firstAdmin: OWNER });
});
/** Uncaught errors in the phones' pages (no page error, in any context). */
const phoneErrors: string[] = [];
test.afterEach(() => {
  expect(phoneErrors, `uncaught errors on a phone:\n${phoneErrors.join('\n')}`).toEqual([]);
});
test.afterAll(async () => {
  await sofia?.close();
});

const signIn = (page: Page) => signInAccount(page, sofia.url, OWNER);

const statusOf = (page: Page) => page.locator('dt', { hasText: /^Estado$/ }).locator('xpath=following-sibling::dd[1]');
const balanceOf = (page: Page) => page.locator('dt', { hasText: /^Saldo$/ }).locator('xpath=following-sibling::dd[1]');

/** 'Registrar pago' in cash on the loan's page; returns once the receipt is closed. */
async function pay(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Monto/).fill(amount);
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** 'Nuevo usuario' with `role`; returns the one-time password it shows. */
async function newAccount(page: Page, role: string, who: Person): Promise<string> {
  await page.goto(sofia.url + '/usuarios');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel(/^Rol/).selectOption({ label: role });
  await form.getByLabel(/^Usuario/).fill(who.username);
  await form.getByLabel(/^Nombre/).fill(who.name);
  await form.getByRole('button', { name: 'Guardar' }).click();
  const reveal = page.getByRole('alertdialog', { name: `Contraseña de ${who.username}` });
  const password = (await reveal.locator('code').textContent()) ?? '';
  await reveal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(reveal).toHaveCount(0);
  return password;
}

/** A loan to Rosa Benítez at 5 % a month, applied, approved and disbursed (a box must be open); returns its path. */
async function lend(page: Page, amount: string, installments: string): Promise<string> {
  await page.goto(sofia.url + '/prestamos/nuevo');
  await page.getByLabel('Buscar cliente').fill('Benítez');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Elegir a Rosa Benítez' }).click();
  await page.getByLabel(/^Monto/).fill(amount);
  await page.getByLabel(/^Tasa de interés/).fill('5');
  await page.getByLabel(/^Número de cuotas/).fill(installments);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.waitForURL(/\/prestamos\/\d+$/);
  await dismissAlert(page);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(statusOf(page)).toHaveText('Aprobado');
  await page.getByRole('button', { name: 'Desembolsar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desembolsar' }).click();
  return new URL(page.url()).pathname;
}

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
    // The defaults of what she did not touch: no late charge, a payoff by days, 7 days of value date,
    // cash and transfer.
    'Tipo de recargo: — → Monto fijo',
    'Recargo: — → 0,00 ARS',
    'Repetir cada (días): — → 0',
    'Interés en una cancelación anticipada: — → Por los días transcurridos del período',
    'Días hacia atrás para la fecha valor: — → 7',
    'Métodos de pago aceptados: — → Efectivo, Transferencia',
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

  // 7. That payment was meant for another customer: the administrator reverses it, with a reason.
  const payments = page.getByRole('region', { name: 'Pagos' });
  await payments.getByRole('button', { name: /^Revertir el pago N° / }).click();
  const reversal = page.getByRole('alertdialog', { name: /^Revertir el pago N° / });
  await reversal.getByLabel(/^Motivo/).fill('Era de otro cliente');
  await reversal.getByRole('button', { name: 'Revertir' }).click();
  await expect(reversal).toHaveCount(0);
  await expect(payments).toContainText('Revertido');
  await expect(balanceOf(page)).toHaveText(/^11\.280,47\sARS$/);

  // 8. She pays '10.000,50', then '2.000' more than the 1.279,97 left: warned, confirmed, refunded.
  await pay(page, '10.000,50');
  await expect(balanceOf(page)).toHaveText(/^1\.279,97\sARS$/);
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const over = page.getByRole('dialog');
  await over.getByLabel(/^Monto/).fill('2.000');
  await over.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(over.getByRole('alert')).toContainText('El pago supera el saldo en 720,03 ARS');
  await over.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Devolver saldo a favor' }).click();
  const refund = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(refund).toContainText('720,03');
  await refund.getByLabel(/^Motivo/).fill('Pagó de más');
  await refund.getByRole('button', { name: 'Devolver' }).click();
  await page.getByRole('dialog', { name: 'Saldo a favor devuelto' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(statusOf(page)).toHaveText('Cancelado');

  // A second loan, 5.000 in 2 monthly installments, disbursed at once.
  shared.loanPath = await lend(page, '5.000', '2');
  await expect(statusOf(page)).toHaveText('Activo');

  // 9. The day ends: 50.000 − 10.000 + 10.000,50 + 2.000 − 720,03 − 5.000 counted, no difference.
  await page.goto(sofia.url + '/caja');
  await expect(page.getByText(/^46\.280,47\sARS$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const close = page.getByRole('dialog', { name: 'Cerrar caja' });
  await close.getByLabel('Efectivo contado').fill('46.280,47');
  await expect(close.getByText(/^0,00\sARS$/)).toBeVisible();
  await close.getByRole('button', { name: 'Confirmar cierre' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { name: 'No tiene una caja abierta' })).toBeVisible();
  const past = page.getByRole('table', { name: 'Sesiones anteriores' });
  await expect(past.getByRole('row').filter({ hasText: OWNER.name })).toContainText(/50\.000,00\sARS\s*46\.280,47\sARS\s*46\.280,47\sARS\s*0,00\sARS\s*Cerrada/);

  // 10. Staff join: a cashier at the counter, and a collector with a box of his own for the street.
  cashier.firstPassword = await newAccount(page, 'Cajero', cashier);
  collector.firstPassword = await newAccount(page, 'Cobrador', collector);
  await page.goto(sofia.url + '/conf_ubicacion/1');
  await page.getByRole('region', { name: 'Cajas' }).getByRole('button', { name: 'Nueva caja' }).click();
  await page.getByRole('dialog', { name: 'Nueva caja' }).getByLabel(/^Nombre de la caja/).fill('Caja calle');
  await page.getByRole('dialog', { name: 'Nueva caja' }).getByRole('button', { name: 'Guardar' }).click();
  await dismissAlert(page);
  await expect(page.getByRole('region', { name: 'Cajas' }).getByRole('row').filter({ hasText: 'Caja calle' })).toBeVisible();
});

/** A page on a phone (360 × 740, dark asked) in `locale`, signed in with a one-time password changed to the person's own. */
async function phoneSignIn(browser: Browser, locale: 'en' | 'ae', who: Person): Promise<Page> {
  const tr = (message: string) => translate(locale, message);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  // The suite's own check of uncaught errors watches its default context only: this one is watched here.
  page.on('pageerror', (error) => phoneErrors.push(`${who.username}: ${error.name}: ${error.message}`));
  await page.goto(sofia.url + '/');
  await page.getByLabel('Idioma').selectOption(locale);
  await page.locator('#login-user').fill(who.username);
  await page.locator('#login-password').fill(who.firstPassword);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: tr('Cambie su contraseña') })).toBeVisible();
  await expectFits(page, 'the forced password change at 360 px');
  await page.getByLabel(tr('Contraseña actual')).fill(who.firstPassword);
  await page.getByLabel(tr('Nueva contraseña'), { exact: true }).fill(who.password);
  await page.getByLabel(tr('Repita la nueva contraseña')).fill(who.password);
  await page.getByRole('button', { name: tr('Cambiar contraseña') }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
  return page;
}

test('on a phone, in Arabic, the collector opens the street box, records a collection and declares a delivery', async ({ browser }) => {
  test.setTimeout(120_000);
  const ae = (message: string) => translate('ae', message);
  const page = await phoneSignIn(browser, 'ae', collector);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(sofia.url + '/caja');
  await page.getByRole('button', { name: ae('Abrir caja') }).click();
  const open = page.getByRole('dialog', { name: ae('Abrir caja') });
  await open.getByLabel(ae('Caja'), { exact: true }).selectOption({ label: 'Caja calle' });
  await open.getByLabel(ae('Monto inicial')).fill('0');
  await expectFits(page, 'the open dialog in Arabic at 360 px');
  await open.getByRole('button', { name: ae('Abrir caja') }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Caja calle' })).toBeVisible();

  await page.getByRole('button', { name: ae('Registrar ingreso') }).click();
  const income = page.getByRole('dialog', { name: ae('Registrar ingreso') });
  await income.getByLabel(ae('Concepto')).fill('Cobranza ruta norte');
  await income.getByLabel(ae('Monto')).fill('3000');
  await expectFits(page, 'the income dialog in Arabic at 360 px');
  await income.getByRole('button', { name: ae('Registrar') }).click();
  await dismissAlert(page);
  await expectFits(page, 'the collector\'s open box in Arabic at 360 px');

  await page.goto(sofia.url + '/entregas');
  await page.getByRole('button', { name: ae('Nueva entrega') }).click();
  const declare = page.getByRole('dialog', { name: ae('Nueva entrega') });
  await declare.getByLabel(ae('Monto')).fill('3000');
  await expectFits(page, 'the delivery dialog in Arabic at 360 px');
  await declare.getByRole('button', { name: ae('Declarar entrega') }).click();
  await expect(declare).toBeHidden();
  await expect(page.getByRole('cell', { name: ae('Pendiente'), exact: true })).toHaveCount(1);
  await expectFits(page, 'Entregas in Arabic at 360 px');
  await page.context().close();
});

test('on a phone, in English, the cashier opens the box, is refused an expense, receives the delivery and closes', async ({ browser }) => {
  test.setTimeout(120_000);
  const en = (message: string) => translate('en', message);
  const page = await phoneSignIn(browser, 'en', cashier);
  await page.waitForURL(sofia.url + '/caja');
  /** Nothing lies outside the 360 px screen (tables scroll inside their own box). */
  const expectNoSidewaysScroll = (where: string) => expectFits(page, `${where} at 360 px`);

  await page.getByRole('button', { name: en('Abrir caja') }).click();
  const open = page.getByRole('dialog', { name: en('Abrir caja') });
  await open.getByLabel(en('Caja'), { exact: true }).selectOption({ label: 'Caja principal' });
  await open.getByLabel(en('Monto inicial')).fill('46,280.47');
  await expect(open.getByText('= ARS 46,280.47')).toBeVisible();
  await expectNoSidewaysScroll('the open dialog');
  await open.getByRole('button', { name: en('Abrir caja') }).click();
  await dismissAlert(page);
  await expectNoSidewaysScroll('the open session');

  // An expense larger than the box holds is refused, saying what it holds.
  await page.getByRole('button', { name: en('Registrar egreso') }).click();
  const expense = page.getByRole('dialog', { name: en('Registrar egreso') });
  await expense.getByLabel(en('Concepto')).fill('Proveedor');
  await expense.getByLabel(en('Monto')).fill('100,000');
  await expense.getByRole('button', { name: en('Registrar') }).click();
  const holds = en('La caja no tiene efectivo suficiente (tiene {available}).').replace('{available}', 'ARS 46,280.47');
  await expect(expense.getByRole('alert')).toHaveText(holds);
  await expectNoSidewaysScroll('the refused expense');
  await expense.getByRole('button', { name: en('Cancelar') }).click();

  // A payment on the second loan, typed the English way.
  await page.goto(sofia.url + shared.loanPath);
  await expect(page.getByRole('heading', { level: 2, name: en('Datos del préstamo') })).toBeVisible();
  await expectNoSidewaysScroll('the loan page');
  await page.getByRole('button', { name: en('Registrar pago') }).click();
  const payment = page.getByRole('dialog');
  await payment.getByLabel(new RegExp('^' + en('Monto'))).fill('1,500.50');
  await expect(payment.getByText('= ARS 1,500.50')).toBeVisible();
  await expectNoSidewaysScroll('the payment dialog');
  await payment.getByRole('button', { name: en('Registrar pago') }).click();
  const receipt = page.getByRole('dialog', { name: en('Pago registrado') });
  await expect(receipt).toContainText('ARS 1,500.50');
  await expectNoSidewaysScroll('the receipt');
  await receipt.getByRole('button', { name: en('Cerrar') }).click();

  // The collector's delivery, received in full.
  await page.goto(sofia.url + '/entregas');
  await page.getByRole('button', { name: new RegExp('^' + en('Recibir la entrega N° {id} de {sender}').split('{id}')[0]!) }).click();
  const receive = page.getByRole('dialog');
  await receive.getByLabel(en('Monto recibido')).fill('3,000');
  await expectNoSidewaysScroll('the receive dialog');
  await receive.getByRole('button', { name: en('Confirmar recepción') }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByRole('cell', { name: en('Recibida'), exact: true })).toHaveCount(1);

  // 46,280.47 + 1,500.50 + 3,000, counted: the box closes with no difference.
  await page.goto(sofia.url + '/caja');
  await expect(page.getByText(/50,780\.97/).first()).toBeVisible();
  await page.getByRole('button', { name: en('Cerrar caja') }).click();
  const close = page.getByRole('dialog', { name: en('Cerrar caja') });
  await close.getByLabel(en('Efectivo contado')).fill('50,780.97');
  await expectNoSidewaysScroll('the close dialog');
  await close.getByRole('button', { name: en('Confirmar cierre') }).click();
  await dismissAlert(page);
  await expect(page.getByRole('heading', { name: en('No tiene una caja abierta') })).toBeVisible();
  await expectNoSidewaysScroll('Caja after the close');
  await page.context().close();
});
