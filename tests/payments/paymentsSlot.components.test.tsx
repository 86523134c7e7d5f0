/**
 * The one payments slot on records of other kinds than loans (a test route in the signed-in
 * layout, as src/app mounts the slot in a rental's or a fee's page): 'Registrar pago' is named by
 * the record's kind, previews the allocation over the record's own schedule (a term's late fee
 * before its rent), posts to the record's kind and id, and shows only with the kind's create
 * permission on a record whose chart takes a payment; 'Pagos' lists the record's own payments.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PayableRef, PaymentRequest, PaymentReversalRequest } from '../../machines/payments/index.ts';
import type { PayableRecord, PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { Permission } from '../../machines/permissions.ts';
import { paymentsSlot } from '../../src/features/payments/PaymentsSection.tsx';
import { RegisterPaymentButton } from '../../src/features/payments/RegisterPaymentButton.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage, type RenderAppOptions } from '../support/renderApp.tsx';
import { LOAN_TWO_DUE_RECORD, PAYMENT, POSTED } from './loanPayments.fixtures.ts';
import { FEE_RECORD, RENTAL_RECORD } from './payable.fixtures.ts';

setupFeatureTests();

const ars = (minor: number) =>
  new Intl.NumberFormat('es', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(minor / 100);

const roleWith = (codes: Permission[]) => signedInStorage({ rol: JSON.stringify({ id_rol: 5, r_nombre: 'Encargado', r_permisos: codes }) });

function openAt(element: ReactNode, api: RenderAppOptions['api'] = {}, storage = signedInStorage()) {
  return openApp('/prueba_registro', {
    storage,
    api: { currentLocation: async () => ({ location: CENTRAL, business_date: '2027-01-20' }), ...api },
    tweakRoutes: (routes) => {
      const [root] = routes as [RouteObject];
      const layout = root.children?.find((route) => route.id === 'app');
      if (!layout) throw new Error('the application layout route is missing');
      layout.children = [...(layout.children ?? []), { path: 'prueba_registro', element }];
    },
  });
}

async function openDialog(record: PayableRecord, title: string, api: RenderAppOptions['api'] = {}) {
  await openAt(<RegisterPaymentButton record={record} onChanged={() => {}} />, api);
  fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const amountBox = (dialog: ReturnType<typeof within>) => dialog.getByLabelText('Monto *') as HTMLInputElement;
const previewRows = (dialog: ReturnType<typeof within>) =>
  [...dialog.getByRole('table', { name: 'Vista previa de la imputación' }).querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));

describe("'Registrar pago' of a rental", () => {
  it("starts from the terms fallen due, pays a term's late fee before its rent, and posts to the contract", async () => {
    const postPayment = vi.fn(async () => ({ payment: { ...PAYMENT, kind: 'rental' as const, target_id: 3 }, receipt: { ...POSTED.receipt, kind: 'rental' as const, target_id: 3 } }));
    const dialog = await openDialog(RENTAL_RECORD, 'Registrar pago del alquiler N° 3', { postPayment });
    // December (partly paid, overdue) and January (due today): 530,00 + 500,00.
    expect(amountBox(dialog).value).toBe('1.030,00');
    fireEvent.change(amountBox(dialog), { target: { value: '400' } });
    // What is left of December's late fee (30,00) first, then its rent.
    // A term's parts in the rental's words: 'Recargo' then 'Alquiler' (a rental has no interest).
    expect(dialog.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Período', 'Recargo', 'Alquiler']);
    expect(previewRows(dialog)).toEqual([['1', ars(3_000), ars(37_000)]]);
    expect(screen.getByRole('dialog').textContent).toContain(`Saldo después del pago: ${ars(153_000 - 40_000)}`);
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect(postPayment.mock.calls[0]).toEqual([{ kind: 'rental', id: 3, amount: 40_000, method: 'cash', version: 6, acceptExcess: false, idempotencyKey: expect.any(String) }, expect.anything()]);
    const receipt = await screen.findByRole('article', { name: 'Recibo de pago N° 41' });
    expect(receipt.textContent).toContain('AlquilerN° 3');
  });

  it('words a refusal and a reload by the kind', async () => {
    const postPayment = vi.fn(async () => Promise.reject({ kind: 'status', status: 409, code: 'notAllowed' }));
    const dialog = await openDialog(RENTAL_RECORD, 'Registrar pago del alquiler N° 3', { postPayment });
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('El estado del alquiler ya no admite pagos. Cierre y vuelva a abrir el alquiler.');
  });
});

describe("'Registrar pago' of a fee", () => {
  it('posts to the fee, and reloads the fee when it changed meanwhile', async () => {
    const postPayment = vi.fn(async (_request: PaymentRequest) => Promise.reject({ kind: 'status', status: 409, code: 'stale' }));
    const recordForPayment = vi.fn(async (_record: PayableRef) => ({ ...FEE_RECORD, version: 3 }));
    const dialog = await openDialog(FEE_RECORD, 'Registrar pago del honorario N° 4', { postPayment, recordForPayment });
    // Nothing fell due: the one installment, 800,00.
    expect(amountBox(dialog).value).toBe('800,00');
    fireEvent.click(dialog.getByRole('button', { name: 'Registrar pago' }));
    expect((await dialog.findByRole('status')).textContent).toBe('El honorario cambió mientras tanto: las cifras se actualizaron. Revise el monto y confirme.');
    expect(postPayment.mock.calls[0]?.[0]).toMatchObject({ kind: 'fee', id: 4, amount: 80_000, version: 2 });
    expect(recordForPayment.mock.calls[0]?.[0]).toEqual({ kind: 'fee', id: 4 });
  });
});

describe('Who sees it', () => {
  it("shows 'Registrar pago' only with the kind's create permission", async () => {
    await openAt(
      <>
        <RegisterPaymentButton record={LOAN_TWO_DUE_RECORD} onChanged={() => {}} />
        <RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />
        <RegisterPaymentButton record={RENTAL_RECORD} onChanged={() => {}} />
      </>,
      {},
      roleWith(['loanPayment.create', 'rentPayment.view', 'feePayment.view']),
    );
    await screen.findByRole('button', { name: 'Registrar pago' });
    // The loan's only: neither feePayment.create nor rentPayment.create.
    expect(screen.getAllByRole('button', { name: 'Registrar pago' })).toHaveLength(1);
  });

  it('shows it for every kind the role may pay, and never on a record whose chart takes no payment', async () => {
    await openAt(
      <>
        <RegisterPaymentButton record={FEE_RECORD} onChanged={() => {}} />
        <RegisterPaymentButton record={RENTAL_RECORD} onChanged={() => {}} />
        <RegisterPaymentButton record={{ ...RENTAL_RECORD, id: 8, payable: false }} onChanged={() => {}} />
      </>,
      {},
      roleWith(['feePayment.create', 'rentPayment.create']),
    );
    await screen.findAllByRole('button', { name: 'Registrar pago' });
    expect(screen.getAllByRole('button', { name: 'Registrar pago' })).toHaveLength(2);
  });
});

describe("'Pagos' of a fee", () => {
  it("lists the fee's own payments, reversible with the fee's reverse permission", async () => {
    const paymentsOf = vi.fn(async (_record: PayableRef) => [{ ...PAYMENT, kind: 'fee' as const, target_id: 4 }]);
    await openAt(paymentsSlot({ record: FEE_RECORD, reload: () => {} }), { paymentsOf }, roleWith(['feePayment.view', 'feePayment.reverse']));
    expect(await screen.findByRole('heading', { name: `Pago N° 41: ${ars(30_000)}` })).toBeTruthy();
    expect(paymentsOf.mock.calls[0]?.[0]).toEqual({ kind: 'fee', id: 4 });
    expect(screen.getByRole('button', { name: 'Revertir el pago N° 41' })).toBeTruthy();
    // No feePayment.create: no 'Registrar pago'.
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it("words the reversal by the payment: a transfer moved no cash, a refusal names the fee", async () => {
    const reversePayment = vi.fn(async (_kind: PaymentKind, _request: PaymentReversalRequest) => Promise.reject({ kind: 'status', status: 409, code: 'notAllowed' }));
    const paymentsOf = async () => [{ ...PAYMENT, kind: 'fee' as const, target_id: 4, method: 'transfer' as const }];
    await openAt(paymentsSlot({ record: FEE_RECORD, reload: () => {} }), { paymentsOf, reversePayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Revertir el pago N° 41' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Revertir el pago N° 41' });
    expect(shown.textContent).toContain(`Los demás pagos se reimputarán sin este pago de ${ars(30_000)}, que no movió efectivo.`);
    const dialog = within(shown);
    fireEvent.change(dialog.getByLabelText('Motivo *'), { target: { value: 'Transferencia rechazada' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Revertir' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('El estado del honorario no permite revertir este pago.');
    expect(reversePayment.mock.calls[0]?.[0]).toBe('fee');
  });

  it('says when the fee has no payments yet', async () => {
    await openAt(paymentsSlot({ record: FEE_RECORD, reload: () => {} }), { paymentsOf: async () => [] }, roleWith(['feePayment.view', 'loanPayment.reverse']));
    expect(await screen.findByText('Este honorario todavía no tiene pagos.')).toBeTruthy();
  });
});
