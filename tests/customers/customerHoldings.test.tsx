/**
 * 'Lo que tiene el cliente' on a customer's page: each kind's records of that customer (asked for
 * with `customer=<id>`), each a link to its page, and only the kinds the role may see.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TWELVE_DEBTS } from '../debts/debtsList.fixtures.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { TWELVE_RENTALS } from '../rentals/rentalsList.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ANA } from './customers.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });
const page = <T,>(items: T[], pageSize: number) => ({ items, total: items.length, page: 1, pageSize });

async function openCustomer(options: FakeDepsOptions = {}) {
  const rendered = await openApp('/clientes/7', { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, getCustomer: async () => ANA, ...options.api } });
  return rendered.deps.api;
}

describe("a customer's holdings", () => {
  it('lists their rentals, debts and fees beside the loans, each a link, asking for that customer only', async () => {
    const [debt, fee] = [{ ...TWELVE_DEBTS[0]!, id: 31 }, { ...TWELVE_DEBTS[1]!, id: 32, kind: 'fee' as const }];
    const api = await openCustomer({
      api: {
        listRentals: async (query) => page([{ ...TWELVE_RENTALS[0]!, id: 21 }], query.pageSize),
        listDebts: async (kind, query) => ({ ...page(kind === 'fee' ? [fee] : [debt], query.pageSize), totals: { amount: 0, balance: 0 } }),
      },
    });
    expect((await screen.findByRole('link', { name: 'Alquiler N° 21' })).getAttribute('href')).toBe('/alquileres/21');
    expect((await screen.findByRole('link', { name: 'Deuda N° 31' })).getAttribute('href')).toBe('/deudas/31');
    expect((await screen.findByRole('link', { name: 'Honorario N° 32' })).getAttribute('href')).toBe('/honorarios/32');
    expect(api.listRentals.mock.calls[0]?.[0].filters).toEqual({ customer: '7' });
    expect(api.listDebts.mock.calls.map(([kind, query]) => [kind, query.filters])).toEqual(expect.arrayContaining([['debt', { customer: '7' }], ['fee', { customer: '7' }]]));
  });

  it('a rental says what is due to date and, apart, what the contract still has to run', async () => {
    await openCustomer({ api: { listRentals: async (query) => page([{ ...TWELVE_RENTALS[3]!, id: 21 }], query.pageSize) } });
    const link = await screen.findByRole('link', { name: 'Alquiler N° 21' });
    await waitFor(() => expect(link.closest('li')?.textContent).toMatch(/adeudado a la fecha 100\.?000,00.*resto del contrato 200\.?000,00/));
  });

  it('shows only the kinds the role may see', async () => {
    const role = { id_rol: 5, r_nombre: 'Cobranzas', r_permisos: ['customer.view', 'debt.view'] };
    const api = await openCustomer({ storage: signedInStorage({ rol: JSON.stringify(role) }) });
    expect(await screen.findByRole('heading', { name: 'Deudas' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Alquileres' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Préstamos' })).toBeNull();
    expect(api.listRentals).not.toHaveBeenCalled();
  });
});
