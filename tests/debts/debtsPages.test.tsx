/**
 * The Deudas and Honorarios screens in the real app with faked effects: each kind asks its own
 * route and links to its own pages, the filters and totals, 'Nuevo …' by permission, the form's
 * preview of the installments (the last one takes the remainder), a fee without installments, the
 * record sent once per intent and the record's page after it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DebtKind } from '../../machines/debts/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { ANA as ANA_CUSTOMER } from '../customers/customers.fixtures.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { SAVED_DEBT } from './debtForm.fixtures.ts';
import { debtPageOf, TWELVE_DEBTS } from './debtsList.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });

async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, ...options.api } });
  return Object.assign(rendered, { api: rendered.deps.api });
}

const userWith = (codes: Permission[]) =>
  signedInStorage({ id: '2', inicio: 'deudas', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Cobrador', r_permisos: codes }) });

const FEES = TWELVE_DEBTS.slice(0, 3).map((row) => ({ ...row, kind: 'fee' as const, concept: 'Asesoría' }));
const answerOf = (rows: typeof TWELVE_DEBTS) => async (_kind: DebtKind, query: Parameters<typeof debtPageOf>[1]) => debtPageOf(rows, query);
const totals = () => within(screen.getByRole('group', { name: 'Totales del filtro' })).getAllByRole('definition').map((value) => value.textContent);
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function pickAna() {
  fireEvent.change(await screen.findByLabelText('Buscar cliente'), { target: { value: 'ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  fireEvent.click(await screen.findByRole('button', { name: `Elegir a ${ANA_CUSTOMER.name}` }));
}

describe('the lists', () => {
  it("'Solo vencidas' asks for overdue=1 and the totals follow the filter, not the page", async () => {
    const rendered = await openFeature('/deudas', { api: { listDebts: answerOf(TWELVE_DEBTS) } });
    await screen.findByRole('table', { name: /Deudas de clientes/ });
    // 1..12 × 1.000,00 over both pages; the balance of the three open ones (4, 8, 12).
    expect(totals()).toEqual([expect.stringMatching(/^78\.000,00/), expect.stringMatching(/^24\.000,00/)]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo vencidas' }));
    await waitFor(() => expect(totals()).toEqual([expect.stringMatching(/^24\.000,00/), expect.stringMatching(/^24\.000,00/)]));
    expect(rendered.api.listDebts.mock.calls.at(-1)?.slice(0, 2)).toEqual(['debt', expect.objectContaining({ filters: { overdue: '1' } })]);
    expect(screen.getByRole('link', { name: 'Nueva deuda' }).getAttribute('href')).toBe('/deudas/nuevo');
  });

  it("'Honorarios' asks for fees, says them in the masculine and links to /honorarios", async () => {
    const rendered = await openFeature('/honorarios', { api: { listDebts: answerOf(FEES) } });
    const table = await screen.findByRole('table', { name: /Honorarios cobrados a clientes/ });
    expect(rendered.api.listDebts.mock.calls[0]?.[0]).toBe('fee');
    expect(within(table).getByRole('link', { name: '1' }).getAttribute('href')).toBe('/honorarios/1');
    expect(within(table).getAllByText('Pagado').length).toBeGreaterThan(0);
    expect(screen.getByText('3 honorarios encontrados.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo honorario' }).getAttribute('href')).toBe('/honorarios/nuevo');
  });

  it('?cliente= filters by that customer, says whose records they are, and "Ver todos los clientes" lifts it', async () => {
    const rendered = await openFeature('/deudas?cliente=100', { api: { listDebts: answerOf(TWELVE_DEBTS), getCustomer: async () => ({ ...ANA_CUSTOMER, id: 100, name: 'Deudor 01' }) } });
    const table = await screen.findByRole('table', { name: /Deudas de clientes/ });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1']));
    expect(rendered.api.listDebts.mock.calls.at(-1)?.[1].filters).toEqual({ customer: '100' });
    // The 'Cliente' filter names the customer (read by id) instead of its search box.
    const filter = screen.getByRole('group', { name: 'Cliente' });
    await waitFor(() => expect(within(filter).getByText('Deudor 01')).toBeTruthy());
    expect(rendered.api.getCustomer.mock.calls[0]?.[0]).toBe(100);
    expect(totals()).toEqual([expect.stringMatching(/^1\.?000,00/), expect.stringMatching(/^0,00/)]);
    fireEvent.click(within(filter).getByRole('button', { name: 'Ver todos los clientes' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10));
    expect(rendered.api.listDebts.mock.calls.at(-1)?.[1].filters).toEqual({});
    expect(rendered.app.router.state.location.search).toBe('');
    expect(within(screen.getByRole('group', { name: 'Cliente' })).getByLabelText('Buscar cliente')).toBeTruthy();
  });

  it("'Cuotas' says paid / installments of each debt after its amount, in words for a screen reader", async () => {
    await openFeature('/deudas', { api: { listDebts: answerOf(TWELVE_DEBTS) } });
    const table = await screen.findByRole('table', { name: /Deudas de clientes/ });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.indexOf('Cuotas')).toBe(headers.findIndex((header) => header?.startsWith('Importe')) + 1);
    // The first debt: paid, 1 installment; the fourth: open, none of 2 paid.
    const cell = (id: number) => within(within(table).getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement).getAllByRole('cell')[3]!;
    expect(cell(1).textContent).toBe('1/11 de 1 cuotas pagadas');
    expect(within(cell(4)).getByText('0/1').getAttribute('aria-hidden')).toBe('true');
    expect(within(cell(5)).getByText('2 de 2 cuotas pagadas').className).toBe('visually-hidden');
  });

  it("a fee list has no 'Cuotas' column", async () => {
    await openFeature('/honorarios', { api: { listDebts: answerOf(FEES) } });
    const table = await screen.findByRole('table', { name: /Honorarios cobrados a clientes/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Cuotas');
  });

  it("'Cliente' searches the customers, filters the list by the one chosen and puts it in the URL", async () => {
    const rendered = await openFeature('/deudas', {
      api: { listDebts: answerOf(TWELVE_DEBTS), listCustomers: async () => ({ items: [{ ...ANA_CUSTOMER, id: 100, name: 'Deudor 01' }], total: 1, page: 1, pageSize: 8 }) },
    });
    const table = await screen.findByRole('table', { name: /Deudas de clientes/ });
    const filter = screen.getByRole('group', { name: 'Cliente' });
    fireEvent.change(within(filter).getByLabelText('Buscar cliente'), { target: { value: 'deudor' } });
    fireEvent.keyDown(within(filter).getByLabelText('Buscar cliente'), { key: 'Enter' });
    fireEvent.click(await within(filter).findByRole('button', { name: 'Elegir a Deudor 01' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((row) => row.textContent)).toEqual(['1']));
    expect(rendered.api.listDebts.mock.calls.at(-1)?.[1].filters).toEqual({ customer: '100' });
    expect(rendered.app.router.state.location.search).toBe('?cliente=100');
    // Known from the search: not read again.
    expect(rendered.api.getCustomer).not.toHaveBeenCalled();
  });

  it("a role without fee.create gets no 'Nuevo honorario' (debt.create is another kind's)", async () => {
    await openFeature('/honorarios', { storage: userWith(['fee.view', 'debt.create']), api: { listDebts: answerOf(FEES) } });
    await screen.findByRole('table', { name: /Honorarios cobrados a clientes/ });
    expect(screen.queryByRole('link', { name: 'Nuevo honorario' })).toBeNull();
  });
});

describe('the form', () => {
  it('previews 1000,00 in 3 monthly installments: 333,33 twice and 333,34, the total exact', async () => {
    await openFeature('/deudas/nuevo', { api: { listCustomers: async () => ({ items: [ANA_CUSTOMER], total: 1, page: 1, pageSize: 8 }) } });
    await screen.findByLabelText(/^Monto/);
    fireEvent.change(field(/^Monto/), { target: { value: '1000' } });
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '3' } });
    const table = await screen.findByRole('table', { name: 'Vista previa de las cuotas' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      expect.stringMatching(/^333,33/),
      expect.stringMatching(/^333,33/),
      expect.stringMatching(/^333,34/),
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]?.textContent).toMatch(/23 feb 2027/);
    expect(screen.getByText('Total a pagar').nextElementSibling?.textContent).toMatch(/^1\.?000,00/);
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El número de cuotas va de 1 a 60.')).toBeTruthy();
  });

  it('0,02 in 3 installments is refused before sending (one would be 0,00), and no preview shows zeros', async () => {
    const sent: unknown[] = [];
    await openFeature('/deudas/nuevo', {
      api: {
        listCustomers: async () => ({ items: [ANA_CUSTOMER], total: 1, page: 1, pageSize: 8 }),
        createDebt: async (...args) => {
          sent.push(args);
          return SAVED_DEBT;
        },
      },
    });
    await screen.findByLabelText(/^Monto/);
    await pickAna();
    fireEvent.change(field(/^Concepto/), { target: { value: 'Saldo' } });
    fireEvent.change(field(/^Monto/), { target: { value: '0,02' } });
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '3' } });
    expect(screen.queryByRole('table', { name: 'Vista previa de las cuotas' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Con ese monto alguna cuota quedaría en cero. Elija menos cuotas o un monto mayor.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('a fee has one due date and no installments; it is sent once as kind fee and opens its page', async () => {
    const sent: unknown[][] = [];
    const rendered = await openFeature('/honorarios/nuevo', {
      api: {
        listCustomers: async () => ({ items: [ANA_CUSTOMER], total: 1, page: 1, pageSize: 8 }),
        createDebt: async (...args) => {
          sent.push(args);
          return { ...SAVED_DEBT, id: 77, kind: 'fee', installments: 1 };
        },
      },
    });
    await screen.findByLabelText(/^Monto/);
    expect(screen.queryByLabelText(/^Número de cuotas/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Vista previa de las cuotas' })).toBeNull();
    await pickAna();
    fireEvent.change(field(/^Concepto/), { target: { value: 'Asesoría legal' } });
    fireEvent.change(field(/^Monto/), { target: { value: '250,50' } });
    fireEvent.change(field(/^Vencimiento/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.path()).toBe('/honorarios/77'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe('fee');
    expect(sent[0]?.[1]).toEqual({
      input: { customerId: ANA_CUSTOMER.id, concept: 'Asesoría legal', amount: 250_50, firstDueDate: '2026-12-01', installments: 1, frequency: 'monthly', note: '' },
      idempotencyKey: expect.any(String),
    });
  });

  it('422 firstDuePassed says so on its own and moves the focus to the date', async () => {
    await openFeature('/deudas/nuevo', {
      api: {
        listCustomers: async () => ({ items: [ANA_CUSTOMER], total: 1, page: 1, pageSize: 8 }),
        createDebt: async () => Promise.reject({ kind: 'status', status: 422, code: 'firstDuePassed' }),
      },
    });
    await pickAna();
    fireEvent.change(field(/^Concepto/), { target: { value: 'Materiales' } });
    fireEvent.change(field(/^Monto/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'El vencimiento ya pasó' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Primer vencimiento/)));
  });
});
