/**
 * Where 'Devolver saldo a favor' shows (a record's payments slot): only on a record holding a
 * credit its chart lets be refunded, and only for a role with `credit.refund`; and the overpayment
 * warning of 'Registrar pago' on a fee (the shared dialog of every kind): 'Corregir el monto' goes
 * back without posting, 'Confirmar' posts with the acknowledgement.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { amountInputText } from '../../machines/money/parseAmount.ts';
import type { PaymentRequest } from '../../machines/payments/index.ts';
import { ES_ARS } from '../support/amounts.ts';
import type { Permission } from '../../machines/permissions.ts';
import { CreditRefundButton } from '../../src/features/payments/CreditRefundButton.tsx';
import { RegisterPaymentButton } from '../../src/features/payments/RegisterPaymentButton.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage, type RenderAppOptions } from '../support/renderApp.tsx';
import { LOAN_OVERPAID_RECORD, LOAN_TWO_DUE_RECORD, PAYMENT, POSTED } from './loanPayments.fixtures.ts';
import { FEE_RECORD } from './payable.fixtures.ts';

setupFeatureTests();

const roleWith = (codes: Permission[]) => signedInStorage({ rol: JSON.stringify({ id_rol: 5, r_nombre: 'Encargado', r_permisos: codes }) });

function openAt(element: ReactNode, api: RenderAppOptions['api'] = {}, storage = signedInStorage()) {
  return openApp('/prueba_saldo', {
    storage,
    api: { currentLocation: async () => ({ location: CENTRAL, business_date: '2027-01-20' }), ...api },
    tweakRoutes: (routes) => {
      const [root] = routes as [RouteObject];
      const layout = root.children?.find((route) => route.id === 'app');
      if (!layout) throw new Error('the application layout route is missing');
      layout.children = [...(layout.children ?? []), { path: 'prueba_saldo', element }];
    },
  });
}

describe("'Devolver saldo a favor'", () => {
  it('shows on an overpaid record for a role with credit.refund', async () => {
    await openAt(<CreditRefundButton record={LOAN_OVERPAID_RECORD} onChanged={() => {}} />, {}, roleWith(['loan.view', 'credit.refund']));
    expect(await screen.findByRole('button', { name: 'Devolver saldo a favor' })).toBeTruthy();
  });

  it('is not offered without credit.refund', async () => {
    await openAt(
      <>
        <CreditRefundButton record={LOAN_OVERPAID_RECORD} onChanged={() => {}} />
        <h1>listo</h1>
      </>,
      {},
      roleWith(['loan.view', 'loanPayment.create']),
    );
    await screen.findByRole('heading', { name: 'listo' });
    expect(screen.queryByRole('button', { name: 'Devolver saldo a favor' })).toBeNull();
  });

  it('is not offered on a record without credit', async () => {
    await openAt(
      <>
        <CreditRefundButton record={LOAN_TWO_DUE_RECORD} onChanged={() => {}} />
        <h1>listo</h1>
      </>,
    );
    await screen.findByRole('heading', { name: 'listo' });
    expect(screen.queryByRole('button', { name: 'Devolver saldo a favor' })).toBeNull();
  });
});

describe("'Registrar pago' above the balance", () => {
  it("asks to confirm naming the excess; 'Corregir el monto' posts nothing, 'Confirmar' posts with acceptExcess", async () => {
    const postPayment = vi.fn(async (_request: PaymentRequest) => ({ payment: { ...PAYMENT, kind: 'fee' as const, target_id: 4 }, receipt: { ...POSTED.receipt, kind: 'fee' as const, target_id: 4 } }));
    await openAt(<RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />, { postPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registrar pago del honorario N° 4' }));
    // The fee owes 800,00: 1000 exceeds it by 200,00.
    fireEvent.change(dialog.getByLabelText('Monto *'), { target: { value: '1000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/^El pago supera el saldo en .*200,00.*: quedará un saldo a favor del cliente\. ¿Confirmar\?$/);
    expect(postPayment).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Corregir el monto' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    expect((dialog.getByLabelText('Monto *') as HTMLInputElement).readOnly).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ kind: 'fee', id: 4, amount: 100_000, acceptExcess: true });
    expect(await screen.findByRole('article', { name: 'Recibo de pago N° 41' })).toBeTruthy();
  });

  it('posts an amount up to the balance at once, without acknowledgement', async () => {
    const postPayment = vi.fn(async (_request: PaymentRequest) => POSTED);
    await openAt(<RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />, { postPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registrar pago del honorario N° 4' }));
    fireEvent.change(dialog.getByLabelText('Monto *'), { target: { value: '800' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ amount: 80_000, acceptExcess: false });
  });
});

describe("'Liquidar' (a loan's early settlement)", () => {
  const quoteSchedule = LOAN_TWO_DUE_RECORD.schedule.map((row, index) => (index === 0 ? row : { ...row, interest: 0, total: row.principal, outstanding: row.principal - row.paid }));
  const settling = { ...LOAN_TWO_DUE_RECORD, payoff: { amount: quoteSchedule.reduce((sum, row) => sum + row.outstanding, 0), schedule: quoteSchedule } };

  it('is offered only with a quote; the amount is the quote, not typed, and the payment settles', async () => {
    const postPayment = vi.fn(async (_request: PaymentRequest) => POSTED);
    await openAt(
      <>
        <RegisterPaymentButton record={LOAN_TWO_DUE_RECORD} onChanged={() => {}} settle />
        <RegisterPaymentButton record={settling} onChanged={() => {}} settle />
      </>,
      { postPayment },
    );
    expect(await screen.findAllByRole('button', { name: 'Liquidar' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Liquidar' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Liquidar el préstamo N° ${settling.id}` }));
    const amount = dialog.getByLabelText('Monto *') as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect(dialog.getByText(/^Cancelación anticipada: el monto es lo que cancela el préstamo hoy/)).toBeTruthy();
    expect(dialog.getByText(/^Saldo después del pago: /).textContent).toMatch(/0,00/);
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ kind: 'loan', id: settling.id, amount: settling.payoff.amount, settle: true, acceptExcess: false });
  });
  it("with a 'Fecha valor', takes the quote at that date the server answers and posts it", async () => {
    const atValueDate = settling.payoff.amount - 1_000;
    const postPayment = vi.fn(async (request: PaymentRequest): Promise<typeof POSTED> => {
      if (request.amount !== atValueDate) throw { kind: 'status', status: 409, code: 'quoteChanged', quote: atValueDate };
      return POSTED;
    });
    const recordForPayment = vi.fn(async () => settling);
    await openAt(<RegisterPaymentButton record={settling} onChanged={() => {}} settle />, { postPayment, recordForPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Liquidar' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Liquidar el préstamo N° ${settling.id}` }));
    fireEvent.change(dialog.getByLabelText('Fecha valor'), { target: { value: '2027-01-18' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    // The page's quote (today's) is refused with the quote at the value date, which the dialog takes.
    await waitFor(() => expect((dialog.getByLabelText('Monto *') as HTMLInputElement).value).toBe(amountInputText(atValueDate, ES_ARS, 2)));
    fireEvent.click(dialog.getByRole('button', { name: 'Liquidar' }));
    await waitFor(() => expect(postPayment).toHaveBeenCalledTimes(2));
    expect(postPayment.mock.calls[1]?.[0]).toMatchObject({ amount: atValueDate, settle: true, valueDate: '2027-01-18' });
  });
});

describe("'Fecha valor'", () => {
  it('is not offered to a role without payment.backdate', async () => {
    await openAt(<RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />, {}, roleWith(['fee.view', 'feePayment.create']));
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Monto *')).toBeTruthy();
    expect(dialog.queryByLabelText('Fecha valor')).toBeNull();
  });

  it('is offered with payment.backdate; a date the server refuses is said in words, and what was typed stays', async () => {
    const postPayment = vi.fn(async (_request: PaymentRequest): Promise<typeof POSTED> => {
      throw { kind: 'status', status: 422, code: 'valueDateTooOld' };
    });
    await openAt(<RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />, { postPayment }, roleWith(['fee.view', 'feePayment.create', 'payment.backdate']));
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Fecha valor'), { target: { value: '2027-01-02' } });
    fireEvent.change(dialog.getByLabelText('Monto *'), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/^La fecha valor no se acepta/);
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ amount: 10_000, valueDate: '2027-01-02' });
    expect((dialog.getByLabelText('Fecha valor') as HTMLInputElement).value).toBe('2027-01-02');
  });
});

describe('a recovery (a written-off loan)', () => {
  const writtenOff = { ...LOAN_TWO_DUE_RECORD, recovery: true };

  it('is not offered without loanPayment.recover, though the role takes loan payments', async () => {
    await openAt(
      <>
        <RegisterPaymentButton record={writtenOff} onChanged={() => {}} />
        <RegisterPaymentButton record={LOAN_TWO_DUE_RECORD} onChanged={() => {}} />
      </>,
      {},
      roleWith(['loan.view', 'loanPayment.create']),
    );
    // The active loan's button is there; the written-off one's is not.
    expect(await screen.findAllByRole('button', { name: 'Registrar pago' })).toHaveLength(1);
  });

  it('with loanPayment.recover the dialog says so', async () => {
    await openAt(<RegisterPaymentButton record={writtenOff} onChanged={() => {}} />, {}, roleWith(['loan.view', 'loanPayment.create', 'loanPayment.recover']));
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Préstamo castigado: el pago se registra como recupero y el préstamo sigue castigado.')).toBeTruthy();
  });
});
