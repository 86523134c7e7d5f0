/**
 * Loan servicing (issue #32) from nothing: an empty production install, the owner alone (four
 * eyes off). She sets a late-charge rule on her location, lends, and the business clock moves
 * (the server's clock, in this process): a late charge falls due and is shown; a transfer that
 * arrived on the due date is recorded days later with its 'Fecha valor' and the charge goes away;
 * the next installment's charge is waived with a reason; she pays more than is due and the excess
 * lowers the installment (a new schedule version, 'Cuota menor'); the payoff is quoted at a later
 * date; then the customer settles early at today's payoff quote and the loan is paid.
 */
import { test, expect, startSofia, type SofiaServer } from './support/fixtures.ts';
import { dismissAlert, signInAccount } from './support/app.ts';
import { fixedClock } from '../server/clock.ts';
import type { Page } from '@playwright/test';

const OWNER = { username: 'duena', password: 'Primer-dia-2026', name: 'Marta Díaz' };
const clock = fixedClock('2026-12-01T15:00:00Z');
let sofia: SofiaServer;

test.beforeAll(async () => {
  sofia = await startSofia({ mode: 'production', firstAdmin: OWNER, clock });
});
test.afterAll(async () => {
  await sofia?.close();
});

const definition = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const scheduleRow = (page: Page, number: number) => page.getByRole('table', { name: 'Cronograma' }).getByRole('row').nth(number);
/** The 'Cargos' cell of an installment (after Vencimiento, Capital, Interés; 'N°' is the row's header). */
const chargesOf = (page: Page, number: number) => scheduleRow(page, number).getByRole('cell').nth(3);

const signIn = (page: Page) => signInAccount(page, sofia.url, OWNER);

async function payByTransfer(page: Page, amount: string, valueDate: string | null) {
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Monto/).fill(amount);
  await dialog.getByLabel('Transferencia').check();
  // The transfer's operation number ('Referencia'): required for every method but cash.
  const reference = `TRF-${amount}-${valueDate ?? 'hoy'}`;
  await dialog.getByLabel(/^Referencia/).fill(reference);
  if (valueDate !== null) await dialog.getByLabel('Fecha valor').fill(valueDate);
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(receipt).toContainText(reference);
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a late charge, its waiver, a back-dated transfer, a prepayment and an early settlement, from nothing', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);

  // The location: 5 % of the overdue installment, once, after 3 days of grace; one owner, so four eyes off.
  await page.goto(sofia.url + '/conf_ubicacion/nueva');
  await page.getByLabel(/^Nombre/).fill('Casa central');
  await page.getByLabel(/^País/).fill('AR');
  await page.getByLabel(/^Moneda/).fill('ARS');
  await page.getByLabel(/^Zona horaria/).fill('America/Argentina/Buenos_Aires');
  await page.getByLabel(/^Días de gracia antes de la mora/).fill('3');
  await page.getByLabel(/^Tipo de recargo/).selectOption({ label: 'Porcentaje de la cuota' });
  await page.getByLabel(/^Recargo\b/).fill('5');
  await page.getByLabel('Aprobación por otra persona (cuatro ojos)').uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(sofia.url + '/conf_ubicacion');
  await dismissAlert(page);

  // A box, a customer, and a loan of 10.000,00 at 5 % a month in 4 installments (the first on 2027-01-01).
  await page.getByRole('link', { name: 'Casa central' }).click();
  const boxes = page.getByRole('region', { name: 'Cajas' });
  await boxes.getByRole('button', { name: 'Nueva caja' }).click();
  await page.getByRole('dialog', { name: 'Nueva caja' }).getByLabel(/^Nombre de la caja/).fill('Caja principal');
  await page.getByRole('dialog', { name: 'Nueva caja' }).getByRole('button', { name: 'Guardar' }).click();
  await dismissAlert(page);
  await page.goto(sofia.url + '/clientes/nuevo');
  await page.getByLabel(/^Número de documento/).fill('30.456.789');
  await page.getByLabel(/^Nombre/).fill('Rosa Benítez');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/clientes\/\d+$/);
  await dismissAlert(page);
  await page.goto(sofia.url + '/prestamos/nuevo');
  await page.getByLabel('Buscar cliente').fill('Benítez');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Elegir a Rosa Benítez' }).click();
  await page.getByLabel(/^Monto/).fill('10.000,00');
  await page.getByLabel(/^Tasa de interés/).fill('5');
  await page.getByLabel(/^Número de cuotas/).fill('4');
  await page.getByLabel(/^Primer vencimiento/).fill('2027-01-01');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.waitForURL(/\/prestamos\/\d+$/);
  const loanPath = new URL(page.url()).pathname;
  await dismissAlert(page);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(definition(page, 'Estado')).toHaveText('Aprobado');
  await page.goto(sofia.url + '/caja');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await page.getByRole('dialog', { name: 'Abrir caja' }).getByLabel('Monto inicial').fill('50.000');
  await page.getByRole('dialog', { name: 'Abrir caja' }).getByRole('button', { name: 'Abrir caja' }).click();
  await dismissAlert(page);
  await page.goto(sofia.url + loanPath);
  await page.getByRole('button', { name: 'Desembolsar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desembolsar' }).click();
  await expect(definition(page, 'Estado')).toHaveText('Activo');
  // The loan took the location's rule; the installment is 2.820,12 (French, 5 % a month).
  await expect(definition(page, 'Recargo por mora')).toHaveText(/^Se cobra 5\s%\sde la cuota vencida después de 3 días de gracia, una sola vez, sin tope\.$/);

  // 2027-01-06: the first installment (due 2027-01-01) is past its grace: 5 % of it is charged.
  clock.set('2027-01-06T15:00:00Z');
  await page.reload();
  await expect(chargesOf(page, 1)).toHaveText(/^141,01\sARS$/);
  // The transfer had arrived on the due date: recorded now with that value date, the charge goes away.
  await payByTransfer(page, '2.820,12', '2027-01-01');
  await expect(chargesOf(page, 1)).toHaveText(/^0,00\sARS$/);
  await expect(scheduleRow(page, 1)).toContainText('Pagada a tiempo');

  // 2027-02-06: the second installment is charged; the owner waives it with a reason.
  clock.set('2027-02-06T15:00:00Z');
  await page.reload();
  await expect(chargesOf(page, 2)).toHaveText(/^141,01\sARS$/);
  await page.getByRole('button', { name: 'Condonar recargos' }).click();
  const waiver = page.getByRole('dialog', { name: 'Condonar recargos' });
  await expect(waiver.getByText('Recargos a condonar').locator('xpath=following-sibling::dd[1]')).toHaveText(/^141,01\sARS$/);
  await waiver.getByLabel(/^Motivo/).fill('Acuerdo con la clienta');
  await waiver.getByRole('button', { name: 'Condonar recargos' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(chargesOf(page, 2)).toHaveText(/^0,00\sARS$/);
  await expect(page.getByRole('region', { name: 'Recargos condonados' })).toContainText('Acuerdo con la clienta');

  // The same day she pays 5.000,00 by transfer, above the 2.820,12 due: the excess lowers the installment.
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const prepay = page.getByRole('dialog');
  await prepay.getByLabel(/^Monto/).fill('5.000,00');
  await prepay.getByLabel('Transferencia').check();
  await prepay.getByLabel(/^Referencia/).fill('TRF-PREPAGO');
  await prepay.getByRole('radio', { name: 'Cuota menor' }).check();
  await prepay.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Pago registrado' })).toContainText('TRF-PREPAGO');
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Cerrar' }).click();
  const versions = page.getByRole('region', { name: 'Versiones del cronograma' });
  await expect(versions.locator('summary')).toHaveCount(2);
  await expect(versions.locator('summary').last()).toContainText('Cuota menor');
  await expect(versions.locator('summary').last()).toContainText('(vigente)');
  await expect(scheduleRow(page, 3).getByRole('rowheader')).toHaveText('3 (prepago)');

  // What would close it on 2027-02-20 if nothing is paid before.
  const quote = page.getByRole('region', { name: 'Cancelación anticipada' });
  await quote.getByLabel('Cotizar a otra fecha').fill('2027-02-20');
  await quote.getByRole('button', { name: 'Cotizar' }).click();
  await expect(quote.getByRole('region', { name: /^Cotización al / })).toContainText('Total para cancelar ese día');

  // She settles early: the quote is what closes the loan today, without the later periods' interest.
  const total = (await quote.locator('dt', { hasText: 'Total para cancelar hoy' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  await page.getByRole('button', { name: 'Liquidar' }).click();
  const settle = page.getByRole('dialog');
  await expect(settle.getByLabel(/^Monto/)).toHaveJSProperty('readOnly', true);
  await settle.getByLabel('Transferencia').check();
  await settle.getByLabel(/^Referencia/).fill('TRF-LIQUIDACION');
  await settle.getByRole('button', { name: 'Liquidar' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(receipt).toContainText(total.replace(/\s/g, ' ').split(' ')[0] ?? 'x');
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(definition(page, 'Estado')).toHaveText('Cancelado');
  await expect(definition(page, 'Saldo')).toHaveText(/^0,00\sARS$/);
});
