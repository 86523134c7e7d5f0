/**
 * Every business list's filters kept in its address (machines/records/urlFilters.ts, useUrlFilters): a link
 * opens the list filtered (Analítica's figures link there), what the address holds that a filter
 * cannot take is ignored, a filter chosen on the page is written to the address, and back undoes it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_URL_FILTERS } from '../../machines/cashMovements/index.ts';
import { PAYMENT_URL_FILTERS } from '../../machines/payments/index.ts';
import { listHref, paramsWithFilter, urlFiltersOf } from '../../machines/records/index.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage, type RenderedApp } from '../support/renderApp.tsx';

setupFeatureTests();

describe('the rule', () => {
  it('reads each filter\'s parameter, and drops a value its filter cannot take', () => {
    const params = new URLSearchParams('desde=2026-11-01&hasta=2026-02-30&estado=posted&usuario=0&otra=1&metodo=card');
    expect(urlFiltersOf(params, PAYMENT_URL_FILTERS)).toEqual({ from: '2026-11-01', to: null, status: 'posted', user: null, method: 'card' });
    expect(urlFiltersOf(new URLSearchParams('metodo=bitcoin'), PAYMENT_URL_FILTERS).method).toBeNull();
    expect(urlFiltersOf(new URLSearchParams('tipo=robbery&caja=12'), MOVEMENT_URL_FILTERS)).toMatchObject({ type: null, box: '12' });
  });

  it('sets and removes one parameter, keeping the others', () => {
    const params = new URLSearchParams('q=ana&estado=posted');
    expect(paramsWithFilter(params, PAYMENT_URL_FILTERS, 'from', '2026-11-01').toString()).toBe('q=ana&estado=posted&desde=2026-11-01');
    expect(paramsWithFilter(params, PAYMENT_URL_FILTERS, 'status', '').toString()).toBe('q=ana');
    expect(paramsWithFilter(params, PAYMENT_URL_FILTERS, 'status', null).toString()).toBe('q=ana');
    expect(paramsWithFilter(params, PAYMENT_URL_FILTERS, 'unknown', 'x').toString()).toBe('q=ana&estado=posted');
    expect(params.toString()).toBe('q=ana&estado=posted');
  });

  it('writes a list\'s address in the spec\'s order, leaving out what is not set', () => {
    expect(listHref('/pagos_deudas', PAYMENT_URL_FILTERS, { status: 'posted', from: '2026-11-01' })).toBe('/pagos_deudas?desde=2026-11-01&estado=posted');
    expect(listHref('/movimientos', MOVEMENT_URL_FILTERS, {})).toBe('/movimientos');
  });
});

const location = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-24' });
const open = (path: string) => openApp(path, { storage: signedInStorage(), api: { currentLocation: location } });
const lastFilters = (calls: readonly (readonly unknown[])[], at: number) => (calls.at(-1)?.[at] as { filters: Record<string, string> } | undefined)?.filters;

const LISTS = [
  {
    path: '/pagos_alquiler?desde=2026-11-01&hasta=2026-11-24&estado=posted&usuario=ana',
    filters: { from: '2026-11-01', to: '2026-11-24', status: 'posted' },
    calls: (r: RenderedApp) => [r.deps.api.listPayments.mock.calls, 1] as const,
  },
  {
    path: '/movimientos?desde=2026-11-01&hasta=2026-11-24&tipo=disbursement&caja=2&direccion=sideways',
    filters: { from: '2026-11-01', to: '2026-11-24', type: 'disbursement', box: '2' },
    calls: (r: RenderedApp) => [r.deps.api.listMovements.mock.calls, 0] as const,
  },
  {
    path: '/entregas?estado=pending&fecha=2026-13-01',
    filters: { status: 'pending' },
    calls: (r: RenderedApp) => [r.deps.api.listDeliveries.mock.calls, 0] as const,
  },
  {
    path: '/caja?estado=open',
    filters: { status: 'open' },
    calls: (r: RenderedApp) => [r.deps.api.listCashSessions.mock.calls, 0] as const,
  },
  {
    path: '/prestamos?estado=active&mora=1',
    filters: { status: 'active', arrears: '1' },
    calls: (r: RenderedApp) => [r.deps.api.listLoans.mock.calls, 0] as const,
  },
  {
    path: '/clientes?estado=blocked',
    filters: { status: 'blocked' },
    calls: (r: RenderedApp) => [r.deps.api.listCustomers.mock.calls, 0] as const,
  },
  {
    path: '/honorarios?estado=paid&mora=2',
    filters: { status: 'paid' },
    calls: (r: RenderedApp) => [r.deps.api.listDebts.mock.calls, 1] as const,
  },
  {
    path: '/alquileres?estado=draft&mora=1',
    filters: { status: 'draft', overdue: '1' },
    calls: (r: RenderedApp) => [r.deps.api.listRentals.mock.calls, 0] as const,
  },
  {
    path: '/movimientos_entrega?desde=2026-11-01&usuario=3&estado=disputed',
    filters: { from: '2026-11-01', user: '3', status: 'disputed' },
    calls: (r: RenderedApp) => [r.deps.api.listDeliveryMovements.mock.calls, 0] as const,
  },
];

describe.each(LISTS)('$path', ({ path, filters, calls }) => {
  it('asks the server for the address\'s filters, without what they cannot take', async () => {
    const rendered = await open(path);
    await waitFor(() => {
      const [made, at] = calls(rendered);
      expect(lastFilters(made, at)).toEqual(filters);
    });
  });
});

describe('a filter chosen on the page', () => {
  it("a payments list's method comes from the address, its reference is typed and sent on Enter (not kept in the address)", async () => {
    const rendered = await open('/pagos_prestamos?metodo=wallet');
    await waitFor(() => expect(lastFilters(rendered.deps.api.listPayments.mock.calls, 1)).toEqual({ method: 'wallet' }));
    const reference = (await screen.findByLabelText('Referencia')) as HTMLInputElement;
    expect((screen.getByLabelText('Método') as HTMLSelectElement).value).toBe('wallet');
    const asked = rendered.deps.api.listPayments.mock.calls.length;
    fireEvent.change(reference, { target: { value: ' OP-77 ' } });
    expect(rendered.deps.api.listPayments.mock.calls).toHaveLength(asked);
    fireEvent.keyDown(reference, { key: 'Enter' });
    await waitFor(() => expect(lastFilters(rendered.deps.api.listPayments.mock.calls, 1)).toEqual({ method: 'wallet', reference: 'OP-77' }));
    expect(rendered.app.router.state.location.search).toBe('?metodo=wallet');
  });

  it('is written to the address, and back takes it away again', async () => {
    const rendered = await open('/pagos_prestamos?estado=posted');
    await waitFor(() => expect(lastFilters(rendered.deps.api.listPayments.mock.calls, 1)).toEqual({ status: 'posted' }));
    const from = await screen.findByLabelText('Desde');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('posted');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    await waitFor(() => expect(rendered.app.router.state.location.search).toBe('?estado=posted&desde=2026-11-10'));
    await waitFor(() => expect(lastFilters(rendered.deps.api.listPayments.mock.calls, 1)).toEqual({ status: 'posted', from: '2026-11-10' }));
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: '' } });
    await waitFor(() => expect(rendered.app.router.state.location.search).toBe('?desde=2026-11-10'));
    act(() => rendered.app.router.history.go(-2));
    await waitFor(() => expect(lastFilters(rendered.deps.api.listPayments.mock.calls, 1)).toEqual({ status: 'posted' }));
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('');
  });
});
