/**
 * A rental payment's receipt (#30): a tenant reads its balance as debt, so it says what was due to
 * date and, apart and labelled, what the contract still had to run, never one 'Saldo pendiente' of
 * the whole contract. A loan's receipt keeps its 'Saldo pendiente'.
 */
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../machines/payments/index.ts';
import { PaymentReceipt } from '../../src/features/payments/PaymentReceipt.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage, type RenderAppOptions } from '../support/renderApp.tsx';
import { POSTED } from './loanPayments.fixtures.ts';

setupFeatureTests();

const RENTAL_RECEIPT: Receipt = { ...POSTED.receipt, kind: 'rental', target_id: 2, allocation: [], remaining: 1_665_000_00, due_now: 0, to_run: 1_665_000_00 };
const money = (minor: number) => `$ ${(minor / 100).toFixed(2)}`;

function withRoute(element: React.ReactNode): RenderAppOptions['tweakRoutes'] {
  return (routes) => {
    const [root] = routes as [RouteObject];
    const layout = root.children?.find((route) => route.id === 'app');
    if (!layout) throw new Error('the application layout route is missing');
    layout.children = [...(layout.children ?? []), { path: 'prueba_recibo', element }];
  };
}

const open = async (receipt: Receipt) => {
  await openApp('/prueba_recibo', {
    storage: signedInStorage(),
    api: { currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }) },
    tweakRoutes: withRoute(<PaymentReceipt receipt={receipt} money={money} />),
  });
  const article = await screen.findByRole('article', { name: `Recibo de pago N° ${receipt.payment_id}` });
  return within(article).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('the receipt of a rental payment', () => {
  it('says nothing is due right after paying the month, and the rest of the contract apart', async () => {
    const pairs = await open(RENTAL_RECEIPT);
    expect(pairs).toContainEqual(['Adeudado a la fecha', money(0)]);
    expect(pairs).toContainEqual(['Resto del contrato (aún no vencido)', money(1_665_000_00)]);
    expect(pairs.map(([term]) => term)).not.toContain('Saldo pendiente');
  });

  it("a loan's receipt keeps its 'Saldo pendiente'", async () => {
    const pairs = await open(POSTED.receipt);
    expect(pairs).toContainEqual(['Saldo pendiente', money(1_104_715)]);
  });
});
