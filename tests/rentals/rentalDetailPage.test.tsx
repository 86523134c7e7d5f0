/**
 * A contract's page in the real app with faked effects: the payments slot gets the contract as a
 * receivable and its reload() reads the contract again; only the actions the role may take; the
 * renewal's date checked before anything is sent; the settlement previewed in the settle dialog and
 * shown once settled; a refusal in its own words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { RentalActionRequest, RentalDetail } from '../../machines/rentals/rentalScreens.ts';
import { RentalDetailPage } from '../../src/features/rentals/RentalDetailPage.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ACTIVE_RENTAL, CLOSED_RENTAL, DRAFT_RENTAL, ENDED_RENTAL } from './rentalDetail.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });

/** The page with a fake payments slot (the payments feature fills it in the app), at a test route of its own. */
async function openWithSlot(rental: RentalDetail, slot: (props: { record: PayableRecord; reload(): void }) => React.ReactNode, options: FakeDepsOptions = {}) {
  return openApp('/contrato_con_pagos', {
    storage: signedInStorage(),
    ...options,
    api: { currentLocation: LOCATION, getRental: async () => rental, ...options.api },
    tweakRoutes: (routes) => {
      const [root] = routes as [RouteObject];
      const layout = root.children?.find((route) => route.id === 'app');
      if (!layout) throw new Error('the application layout route is missing');
      layout.children = [...(layout.children ?? []), { path: 'contrato_con_pagos', element: <RentalDetailPage id={rental.id} payments={slot} /> }];
    },
  });
}

async function openRental(rental: RentalDetail, options: FakeDepsOptions = {}) {
  const rendered = await openApp(`/alquileres/${rental.id}`, { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, getRental: async () => rental, ...options.api } });
  await screen.findByRole('heading', { name: 'Datos del contrato' });
  return rendered;
}

const userWith = (codes: Permission[]) => signedInStorage({ id: '2', inicio: 'alquileres', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Cajero', r_permisos: codes }) });
const offered = () =>
  screen.queryAllByRole('button', { name: /^(Firmar contrato|Descartar borrador|Renovar|Finalizar|Rescindir|Liquidar depósito)$/ }).filter((button) => !button.closest('[role="dialog"]')).map((button) => button.textContent);
const figure = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling?.textContent ?? '';

describe("the contract's page", () => {
  it('hands the payments slot the contract as a receivable, and its reload() reads the contract again', async () => {
    const seen: PayableRecord[] = [];
    const rendered = await openWithSlot(ACTIVE_RENTAL, ({ record, reload }) => {
      seen.push(record);
      return (
        <section aria-label="Pagos de prueba">
          <button type="button" onClick={reload}>Pago registrado</button>
        </section>
      );
    });
    const slot = await screen.findByRole('region', { name: 'Pagos de prueba' });
    expect(seen.at(-1)).toEqual({ kind: 'rental', id: 7, version: 2, schedule: ACTIVE_RENTAL.terms, balance: 300_000_00, overpaid: 0, payable: true, refundable: false });
    expect(rendered.deps.api.getRental).toHaveBeenCalledTimes(1);
    fireEvent.click(within(slot).getByRole('button', { name: 'Pago registrado' }));
    await waitFor(() => expect(rendered.deps.api.getRental).toHaveBeenCalledTimes(2));
  });

  it("offers only what the chart and the role allow: 'Finalizar' once the business date reached the end", async () => {
    await openRental(ACTIVE_RENTAL);
    expect(offered()).toEqual(['Renovar', 'Rescindir']);
  });

  it("offers 'Finalizar' on the contract's last day", async () => {
    await openRental({ ...ACTIVE_RENTAL, business_date: ACTIVE_RENTAL.end_date });
    expect(offered()).toEqual(['Renovar', 'Finalizar', 'Rescindir']);
  });

  it('a role with rental.create but not rental.terminate may renew an active contract, nothing else', async () => {
    await openRental(ACTIVE_RENTAL, { storage: userWith(['rental.view', 'rental.create']) });
    expect(offered()).toEqual(['Renovar']);
  });

  it('checks the renewal date before sending: a whole period after the end, then sends only it', async () => {
    const runRentalAction = vi.fn(async (request: RentalActionRequest) => ({ ...ACTIVE_RENTAL, version: 3, end_date: request.date }));
    await openRental(ACTIVE_RENTAL, { api: { runRentalAction } });
    fireEvent.click(screen.getByRole('button', { name: 'Renovar' }));
    const dialog = screen.getByRole('dialog', { name: 'Renovar' });
    const date = within(dialog).getByLabelText(/^Nueva fecha de fin/) as HTMLInputElement;
    expect(date.min).toBe('2027-03-01');
    fireEvent.change(date, { target: { value: '2027-03-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(within(dialog).getByText('La nueva fecha de fin debe cerrar un período completo.')).toBeTruthy();
    expect(runRentalAction).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '2027-03-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runRentalAction.mock.calls[0]?.[0]).toMatchObject({ id: 7, action: 'renew', version: 2, date: '2027-03-31' });
  });

  it('previews the settlement in the settle dialog, and shows it once settled', async () => {
    const runRentalAction = vi.fn(async () => CLOSED_RENTAL);
    await openRental(ENDED_RENTAL, { api: { runRentalAction } });
    expect(screen.queryByRole('region', { name: 'Liquidación del depósito' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Liquidar depósito' }));
    const dialog = screen.getByRole('dialog', { name: 'Liquidar depósito' });
    expect(figure(dialog, 'Aplicado del depósito')).toMatch(/100\.000,00/);
    expect(figure(dialog, 'Devuelto al inquilino')).toMatch(/0,00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    const settlement = await screen.findByRole('region', { name: 'Liquidación del depósito' });
    expect(figure(settlement, 'Aplicado del depósito')).toMatch(/100\.000,00/);
    expect(figure(settlement, 'Queda adeudado')).toMatch(/0,00/);
    expect(offered()).toEqual([]);
  });

  it('says why signing was refused: the deposit needs an open cash box', async () => {
    const runRentalAction = vi.fn(async () => Promise.reject({ kind: 'status', status: 409, code: 'noOpenSession' }));
    await openRental(DRAFT_RENTAL, { api: { runRentalAction } });
    expect(offered()).toEqual(['Firmar contrato', 'Descartar borrador']);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    const dialog = screen.getByRole('dialog', { name: 'Firmar contrato' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Abra su caja antes: el depósito de garantía entra o sale de su caja abierta.');
  });
});
