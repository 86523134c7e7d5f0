/**
 * The loan payment components inside the real app (a test route in the signed-in layout, as the
 * lead mounts them in the loan's page): 'Registrar pago' starts from what is due today, previews a
 * partial payment paying interest before principal, posts with its key, refuses with the code's own
 * text keeping the input, and ends with the receipt; the loan's 'Pagos' section reverses a payment
 * only with a reason.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LoanDetail } from '../../machines/loans/index.ts';
import { loanPayable } from '../../machines/loans/loanPayable.ts';
import { PaymentsSection } from '../../src/features/payments/PaymentsSection.tsx';
import { RegisterPaymentButton } from '../../src/features/payments/RegisterPaymentButton.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage, type RenderAppOptions } from '../support/renderApp.tsx';
import { ROUTE_TO_CHOOSE } from './loanPayments.pathFixtures.ts';
import { LOAN_NOTHING_DUE, LOAN_TWO_DUE, PAYMENT, POSTED, REVERSED_PAYMENT } from './loanPayments.fixtures.ts';

setupFeatureTests();

const ars = (minor: number) =>
  new Intl.NumberFormat('es', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(minor / 100);

function withRoute(element: React.ReactNode): RenderAppOptions['tweakRoutes'] {
  return (routes) => {
    const [root] = routes as [RouteObject];
    const layout = root.children?.find((route) => route.id === 'app');
    if (!layout) throw new Error('the application layout route is missing');
    layout.children = [...(layout.children ?? []), { path: 'prueba_prestamo', element }];
  };
}

async function openButton(loan: LoanDetail, api: RenderAppOptions['api'] = {}, onChanged = vi.fn()) {
  const rendered = await openApp('/prueba_prestamo', {
    storage: signedInStorage(),
    api: { currentLocation: async () => ({ location: CENTRAL, business_date: loan.business_date }), ...api },
    tweakRoutes: withRoute(<RegisterPaymentButton record={loanPayable(loan)} onChanged={onChanged} />),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
  const dialog = await screen.findByRole('dialog', { name: `Registrar pago del préstamo N° ${loan.id}` });
  return { rendered, dialog: within(dialog), onChanged };
}

const amountBox = (dialog: ReturnType<typeof within>) => dialog.getByLabelText('Monto *') as HTMLInputElement;
const previewRows = (dialog: ReturnType<typeof within>) =>
  [...dialog.getByRole('table', { name: 'Vista previa de la imputación' }).querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));

describe('Registrar pago', () => {
  it('starts from what is due today: both installments due by the business date', async () => {
    const { dialog } = await openButton(LOAN_TWO_DUE);
    expect(amountBox(dialog).value).toBe('1.891,20');
  });

  it('previews a partial payment paying the interest before the principal, then posts it and prints the receipt', async () => {
    let resolvePost: (value: typeof POSTED) => void = () => {};
    const postPayment = vi.fn(() => new Promise<typeof POSTED>((resolve) => (resolvePost = resolve)));
    const { dialog, onChanged } = await openButton(LOAN_NOTHING_DUE, { postPayment });
    // Nothing is due yet: the first installment, 945,60.
    expect(amountBox(dialog).value).toBe('945,60');
    fireEvent.change(amountBox(dialog), { target: { value: '300' } });
    expect(previewRows(dialog)).toEqual([['1', ars(0), ars(20_000), ars(10_000)]]);
    expect(screen.getByRole('dialog').textContent).toContain(`Saldo después del pago: ${ars(1_134_715 - 30_000)}`);
    fireEvent.click(dialog.getByLabelText('Transferencia'));
    // A transfer asks for its reference ('Referencia'): refused blank on its field, sent trimmed.
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(postPayment).not.toHaveBeenCalled();
    const reference = dialog.getByLabelText('Referencia *') as HTMLInputElement;
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Escriba la referencia del pago (por ejemplo, el número de operación).')).toBeTruthy();
    fireEvent.change(reference, { target: { value: ' OP-778899 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(postPayment).toHaveBeenCalledTimes(1);
    expect(postPayment.mock.calls[0]).toEqual([{ kind: 'loan', id: 7, amount: 30_000, method: 'transfer', reference: 'OP-778899', version: 3, acceptExcess: false, idempotencyKey: expect.any(String) }, expect.anything()]);
    resolvePost(POSTED);
    const receipt = await screen.findByRole('article', { name: 'Recibo de pago N° 41' });
    const text = receipt.textContent ?? '';
    for (const expected of ['Casa central', 'María Fernández (30111222)', 'N° 7', ars(30_000), 'Efectivo', ars(1_104_715), 'Carlos Ruiz', 'Gracias por su pago']) expect(text).toContain(expected);
    expect(within(receipt).getByRole('table', { name: 'Imputación del pago' })).toBeTruthy();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir recibo' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('says what is overpaid, refuses a blank amount, and words a refusal by its code keeping the input', async () => {
    const postPayment = vi.fn(async () => Promise.reject({ kind: 'status', status: 409, code: 'noOpenSession' }));
    const { dialog } = await openButton(LOAN_NOTHING_DUE, { postPayment });
    fireEvent.change(amountBox(dialog), { target: { value: '11400' } });
    expect(previewRows(dialog).at(-1)).toEqual(['Pagado de más', ars(1_140_000 - 1_134_715)]);
    fireEvent.change(amountBox(dialog), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(dialog.getByText('Este campo es obligatorio.')).toBeTruthy();
    fireEvent.change(amountBox(dialog), { target: { value: '0' } });
    expect(dialog.getByText('El monto debe ser mayor que cero.')).toBeTruthy();
    fireEvent.change(amountBox(dialog), { target: { value: '1,001' } });
    expect(dialog.getByText('El monto tiene más decimales de los que admite la moneda.')).toBeTruthy();
    expect(postPayment).not.toHaveBeenCalled();
    fireEvent.change(amountBox(dialog), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Para cobrar en efectivo abra primero su caja, o registre el pago como transferencia.');
    expect(amountBox(dialog).value).toBe('100');
  });
});

describe('Prepago parcial: an amount above what is due', () => {
  it("asks 'Menos cuotas' / 'Cuota menor' / 'Adelantar las próximas cuotas' with each new schedule's figures, and posts the mode chosen", async () => {
    const postPayment = vi.fn(async (_request: unknown) => POSTED);
    const { dialog } = await openButton(LOAN_TWO_DUE, { postPayment });
    // What is due (1.891,20) asks nothing.
    expect(dialog.queryByRole('radiogroup')).toBeNull();
    fireEvent.change(amountBox(dialog), { target: { value: '5000' } });
    const question = dialog.getByRole('radiogroup', { name: `¿Qué hace el excedente de ${ars(310_880)}?` });
    // 6 of 31 days of the third installment's interest (169,88) is 32,88; 3.075,92 of principal is prepaid.
    const fewer = within(question).getByRole('radio', { name: 'Menos cuotas' });
    expect(document.getElementById(fewer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Mantiene la cuota de ${ars(94_560)}: quedan 7 cuotas en lugar de 10.`);
    const lower = within(question).getByRole('radio', { name: 'Cuota menor' });
    expect(document.getElementById(lower.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Mantiene 10 cuotas: la cuota baja de ${ars(94_560)} a ${ars(60_316)}.`);
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(dialog.getByText('Elija qué hace el excedente.')).toBeTruthy();
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(postPayment).not.toHaveBeenCalled();
    fireEvent.click(lower);
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    await vi.waitFor(() => expect(postPayment).toHaveBeenCalledTimes(1));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ amount: 500_000, prepay: 'lowerInstallment' });
  });

  it("asks nothing when no mode applies (the whole principal: 'Liquidar' saves the later interest), and words the server's refusal", async () => {
    const postPayment = vi.fn(async () => Promise.reject({ kind: 'status', status: 422, code: 'prepaySettles' }));
    const { dialog } = await openButton(LOAN_TWO_DUE, { postPayment });
    fireEvent.change(amountBox(dialog), { target: { value: '10000' } });
    const fewer = dialog.getByRole('radio', { name: 'Menos cuotas' }) as HTMLInputElement;
    expect(fewer.disabled).toBe(false);
    // The whole principal: neither mode can make a version, so there is nothing to choose (it pays ahead).
    fireEvent.change(amountBox(dialog), { target: { value: '11000' } });
    expect(dialog.queryByRole('radiogroup')).toBeNull();
    fireEvent.change(amountBox(dialog), { target: { value: '5000' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Menos cuotas' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/^El prepago no se puede aplicar con estas cifras/);
  });
});

describe('Methods and references', () => {
  it("offers only the location's methods, asks a card's voucher, confirms a duplicate naming the earlier receipt, and prints method and reference", async () => {
    const earlier = { payment_id: 38, business_date: '2026-11-20', amount: 12_000 };
    const card = { ...POSTED, payment: { ...POSTED.payment, method: 'card' as const, reference: 'POS-123' }, receipt: { ...POSTED.receipt, method: 'card' as const, reference: 'POS-123' } };
    const postPayment = vi.fn().mockRejectedValueOnce({ kind: 'status', status: 409, code: 'duplicateReference', earlier }).mockResolvedValueOnce(card);
    const { dialog } = await openButton(LOAN_NOTHING_DUE, {
      postPayment,
      currentLocation: async () => ({ location: { ...CENTRAL, payment_methods: ['cash', 'card'] }, business_date: LOAN_NOTHING_DUE.business_date }),
    });
    const methods = within(dialog.getByRole('group', { name: 'Método' }));
    expect(methods.getAllByRole('radio').map((radio) => radio.parentElement?.textContent?.trim())).toEqual(['Efectivo', 'Tarjeta']);
    expect(dialog.queryByLabelText('Referencia *')).toBeNull();
    fireEvent.click(methods.getByLabelText('Tarjeta'));
    fireEvent.change(dialog.getByLabelText('Referencia *'), { target: { value: 'POS-123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    const warning = await dialog.findByRole('alert');
    expect(warning.textContent).toBe(`Ya hay un pago con esta referencia y este método: recibo N° 38 del 20 nov 2026 por ${ars(12_000)}. ¿Registrar este pago igualmente?`);
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ method: 'card', reference: 'POS-123' });
    expect(postPayment.mock.calls[0]?.[0]).not.toHaveProperty('acceptDuplicate');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    const receipt = await screen.findByRole('article', { name: 'Recibo de pago N° 41' });
    expect(postPayment.mock.calls[1]?.[0]).toMatchObject({ method: 'card', reference: 'POS-123', acceptDuplicate: true });
    expect(receipt.textContent).toContain('MétodoTarjetaReferenciaPOS-123');
  });

  it("shows a payment's reference in the record's 'Pagos'", async () => {
    await openApp('/prueba_prestamo', {
      storage: signedInStorage(),
      api: { currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }), paymentsOf: async () => [{ ...PAYMENT, method: 'transfer', reference: 'OP-778899' }] },
      tweakRoutes: withRoute(<PaymentsSection record={loanPayable(LOAN_NOTHING_DUE)} onChanged={vi.fn()} />),
    });
    expect(await screen.findByText(/Transferencia, recibido por/)).toBeTruthy();
    expect(screen.getByText('OP-778899').closest('p')?.textContent).toBe('Referencia: OP-778899');
  });
});

describe("'Monto' as a Spanish cashier types it", () => {
  it("reads '2.000' as two thousand pesos (200.000 minor units), not two, and says what it understood before posting", async () => {
    const postPayment = vi.fn(async (_request: unknown) => POSTED);
    const { dialog } = await openButton(LOAN_NOTHING_DUE, { postPayment });
    fireEvent.change(amountBox(dialog), { target: { value: '2.000' } });
    expect(dialog.getByText("= 2.000,00 ARS")).toBeTruthy();
    // Above the next installment: it asks what the excess does first.
    fireEvent.click(dialog.getByRole('radio', { name: 'Adelantar las próximas cuotas' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    await vi.waitFor(() => expect(postPayment).toHaveBeenCalledTimes(1));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ amount: 200_000 });
  });

  it("takes '10.000,50' (the app's own format, also pasted with its currency) and echoes it '= 10.000,50 ARS' in a live region tied to the input", async () => {
    const postPayment = vi.fn(async (_request: unknown) => POSTED);
    const { dialog } = await openButton(LOAN_NOTHING_DUE, { postPayment });
    fireEvent.change(amountBox(dialog), { target: { value: '$ 10.000,50' } });
    const echo = dialog.getByText('= 10.000,50 ARS');
    expect(echo.getAttribute('aria-live')).toBe('polite');
    expect(amountBox(dialog).getAttribute('aria-describedby')).toContain(echo.id);
    // The whole principal: no prepayment mode applies, so nothing is asked.
    fireEvent.change(amountBox(dialog), { target: { value: '10.000,50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    await vi.waitFor(() => expect(postPayment).toHaveBeenCalledTimes(1));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ amount: 1_000_050 });
  });

  it("refuses '10.5' with how to write decimals instead of guessing, and sends nothing", async () => {
    const postPayment = vi.fn(async (_request: unknown) => POSTED);
    const { dialog } = await openButton(LOAN_NOTHING_DUE, { postPayment });
    fireEvent.change(amountBox(dialog), { target: { value: '10.5' } });
    expect(dialog.queryByText(/^= /)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(dialog.getByText('Para los decimales use «,», por ejemplo 10.000,50.')).toBeTruthy();
    expect(amountBox(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(postPayment).not.toHaveBeenCalled();
  });
});

describe("The loan's 'Pagos'", () => {
  it('lists the payments with their allocation, and reverses one only with a reason, through the open session chosen', async () => {
    const reversePayment = vi.fn(async () => REVERSED_PAYMENT);
    // The box the payment came in through is closed: the reverser chooses among the open sessions.
    const paymentCashRoute = vi.fn(async () => ROUTE_TO_CHOOSE);
    const onChanged = vi.fn();
    await openApp('/prueba_prestamo', {
      storage: signedInStorage(),
      api: { currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }), paymentsOf: async () => [PAYMENT], reversePayment, paymentCashRoute },
      tweakRoutes: withRoute(<PaymentsSection record={loanPayable(LOAN_NOTHING_DUE)} onChanged={onChanged} />),
    });
    expect(await screen.findByRole('heading', { name: `Pago N° 41: ${ars(30_000)}` })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Imputación del pago N° 41' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revertir el pago N° 41' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revertir el pago N° 41' }));
    // Where the cash goes, stated before confirming: the first open session, then the one chosen.
    expect(await dialog.findByText('El efectivo sale de la Caja 1 (sesión de Carlos Ruiz).')).toBeTruthy();
    expect(paymentCashRoute).toHaveBeenCalledWith('loan', 41, expect.anything());
    fireEvent.change(dialog.getByLabelText('Caja del efectivo'), { target: { value: '12' } });
    expect(dialog.getByText('El efectivo sale de la Caja 2 (sesión de Lucía Gómez).')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Revertir' }));
    expect(dialog.getByText('Escriba el motivo de la reversión.')).toBeTruthy();
    expect(reversePayment).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Motivo *'), { target: { value: '  Cobro duplicado ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Revertir' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(reversePayment.mock.calls[0]).toEqual(['loan', { id: 41, reason: 'Cobro duplicado', idempotencyKey: expect.any(String), sessionId: 12 }, expect.anything()]);
  });
});
