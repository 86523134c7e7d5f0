/**
 * 'Movimientos' never offers 'Revertir' on a movement a loan produced: a payment is reversed in
 * 'Pagos de préstamos' (so the loan is replayed with it), a disbursement on the loan; the row says
 * where instead. A hand-recorded income keeps its button.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { INCOME, movementPageOf } from './cashMovements.fixtures.ts';

setupFeatureTests();

const PAYMENT_IN: Movement = { ...INCOME, id: 13, type: 'loanPayment', concept: 'Pago del préstamo N° 7', source_kind: 'loanPayment', source_id: 41 };
const DELIVERY_OUT: Movement = { ...INCOME, id: 15, type: 'deliveryOut', direction: 'out', concept: 'Entrega N° 3', source_kind: 'delivery', source_id: 3 };
const RENT_IN: Movement = { ...INCOME, id: 16, type: 'rentPayment', concept: 'Pago del alquiler N° 2', source_kind: 'rentPayment', source_id: 9 };
const DISBURSEMENT: Movement = { ...INCOME, id: 14, type: 'disbursement', direction: 'out', concept: 'Desembolso', source_kind: 'loan', source_id: 7 };

describe("'Movimientos' and a loan's movements", () => {
  it('says where a loan payment or a disbursement is undone instead of offering Revertir', async () => {
    await openApp('/movimientos', { storage: signedInStorage(), api: { listMovements: async (query) => movementPageOf([DISBURSEMENT, PAYMENT_IN, INCOME], query) } });
    const table = await screen.findByRole('table', { name: /^Movimientos de caja/ });
    const row = (id: number) => within(table).getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;
    expect(within(row(13)).queryByRole('button', { name: /Revertir/ })).toBeNull();
    expect(row(13).textContent).toContain('Se revierte en Pagos de préstamos');
    expect(within(row(14)).queryByRole('button', { name: /Revertir/ })).toBeNull();
    expect(row(14).textContent).toContain('Se gestiona en el préstamo');
    expect(within(row(12)).getByRole('button', { name: 'Revertir el movimiento N° 12' })).toBeTruthy();
  });

  it("says a delivery's half is managed on the delivery and a rent payment in 'Pagos de alquiler', with no Revertir", async () => {
    await openApp('/movimientos', { storage: signedInStorage(), api: { listMovements: async (query) => movementPageOf([DELIVERY_OUT, RENT_IN, INCOME], query) } });
    const table = await screen.findByRole('table', { name: /^Movimientos de caja/ });
    const row = (id: number) => within(table).getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;
    expect(within(row(15)).queryByRole('button', { name: /Revertir/ })).toBeNull();
    expect(row(15).textContent).toContain('Se gestiona en la entrega');
    expect(within(row(16)).queryByRole('button', { name: /Revertir/ })).toBeNull();
    expect(row(16).textContent).toContain('Se revierte en Pagos de alquiler');
  });
});
