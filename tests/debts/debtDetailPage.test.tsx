/**
 * A debt's and a fee's page in the real app with faked effects: each kind's route and words, the
 * debtor (a customer, or a collector and the delivery of a shortfall), the schedule, the actions
 * the status and the user's codes allow, cancelling with its required reason and refusals,
 * undoing a write-off, 'Historial', and the payments slot (a fake one: the payments feature fills
 * it in src/app) handed the record and a reload.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DebtDetail } from '../../machines/debts/index.ts';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';
import type { Permission } from '../../machines/permissions.ts';
import { DebtsArea } from '../../src/features/debts/DebtsArea.tsx';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { CANCELLED_DEBT, COLLECTOR_DEBT, OPEN_DEBT, OPEN_FEE, PARTLY_PAID_DEBT, WRITTEN_OFF_DEBT } from './debtDetail.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });

async function openFeature(path: string, options: FakeDepsOptions & { tweakRoutes?: (routes: RouteObject[]) => void } = {}) {
  return openApp(path, { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, ...options.api } });
}

/** A signed-in user whose role holds exactly these codes. */
const userWith = (codes: Permission[]) =>
  signedInStorage({ id: '2', inicio: 'caja', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Cajero', r_permisos: codes }) });

/** `/prueba/{id}`: the debts' area with a fake payments slot, as src/app composes it with the payments feature's. */
const withSlot = (slot: (props: { record: PayableRecord; reload(): void }) => ReactNode) => (routes: RouteObject[]) => {
  const [root] = routes as [RouteObject];
  const layout = root.children?.find((route) => route.id === 'app');
  if (!layout) throw new Error('the application layout route is missing');
  layout.children = [...(layout.children ?? []), { path: 'prueba/*', element: <DebtsArea kind="debt" payments={slot} /> }];
};

const fieldText = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const buttons = () => screen.queryAllByRole('button', { name: /^(Anular|Castigar|Deshacer castigo)$/ }).filter((button) => !button.closest('[role="dialog"]')).map((b) => b.textContent);

describe("a debt's page", () => {
  it('shows the debt: its number, the customer linked to their page, terms, balance and each installment', async () => {
    const rendered = await openFeature('/deudas/12', { api: { getDebt: async () => OPEN_DEBT } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deuda N° 12' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector('a[href="/deudas"]')?.textContent).toBe('Deudas');
    expect(screen.getByRole('link', { name: 'Ana Pérez' }).getAttribute('href')).toBe('/clientes/7');
    expect(fieldText('Concepto')).toBe('Reparación de la heladera del local');
    expect(fieldText('Estado')).toBe('Pendiente');
    expect(fieldText('Importe')).toMatch(/^45\.?000,00\sARS$/);
    expect(fieldText('Número de cuotas')).toBe('3');
    expect(fieldText('Frecuencia')).toBe('Mensual');
    expect(fieldText('Nota')).toBe('Acordado en el local');
    expect(fieldText('Registro')).toMatch(/^Ana Torres · /);
    expect(screen.queryByText('Anulación', { selector: 'dt' })).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Cronograma' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]?.textContent).toMatch(/15\.?000,00\sARS/);
    expect(rendered.deps.api.getDebt).toHaveBeenCalledWith({ kind: 'debt', id: 12 }, expect.anything());
    expect(buttons()).toEqual(['Anular', 'Castigar']);
  });

  it('a collector’s debt names the staff member and the delivery it came from, not a customer', async () => {
    await openFeature('/deudas/13', { api: { getDebt: async () => COLLECTOR_DEBT } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(fieldText('Cobrador')).toBe('Lucía Gómez');
    expect(screen.getByRole('link', { name: 'Entrega N° 4' }).getAttribute('href')).toBe('/entregas');
    expect(screen.queryByText('Cliente', { selector: 'dt' })).toBeNull();
  });

  it('cancels with a required reason: the server gets the kind, the version seen and the reason; the page shows the answer', async () => {
    const run = vi.fn(async () => CANCELLED_DEBT);
    await openFeature('/deudas/12', { api: { getDebt: async () => OPEN_DEBT, runDebtAction: run } });
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular' });
    expect(within(dialog).getByText('¿Anular esta deuda? No se pagó nada: dejará de deberse. Escriba el motivo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText('Escriba el motivo.')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Duplicada por error' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'debt', id: 12, action: 'cancel', version: 1, reason: 'Duplicada por error' }), expect.anything());
    expect(fieldText('Estado')).toBe('Anulada');
    expect(fieldText('Anulación')).toMatch(/^Ana Torres · /);
    expect(fieldText('Motivo')).toBe('Duplicada por error');
    expect(buttons()).toEqual([]);
  });

  it("reads 'Historial' again once an action went through, so the new step is listed", async () => {
    const recordHistory = vi.fn(async () => []);
    await openFeature('/deudas/12', { api: { getDebt: async () => WRITTEN_OFF_DEBT, runDebtAction: async () => ({ ...OPEN_DEBT, version: 3 }), recordHistory } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    await waitFor(() => expect(recordHistory).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer castigo' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Deshacer castigo' })).getByRole('button', { name: 'Deshacer castigo' }));
    await waitFor(() => expect(recordHistory).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['somethingPaid', 'Ya se registraron pagos: revierta los pagos antes de anular.'],
    ['notAllowed', 'El estado actual ya no permite esta acción.'],
  ])('says the refusal %s in its own words and keeps the typed reason', async (code, text) => {
    const run = vi.fn(async () => Promise.reject({ kind: 'status', status: 409, code }));
    await openFeature('/deudas/12', { api: { getDebt: async () => OPEN_DEBT, runDebtAction: run } });
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular' });
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'Duplicada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Motivo/) as HTMLTextAreaElement).value).toBe('Duplicada');
  });

  it('once something is paid, says why there is no Anular and still offers Castigar', async () => {
    await openFeature('/deudas/12', { api: { getDebt: async () => PARTLY_PAID_DEBT } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(buttons()).toEqual(['Castigar']);
    expect(screen.getByText('Esta deuda tiene pagos: para anularla, revierta antes los pagos.')).toBeTruthy();
  });

  it('undoes a write-off without asking for a reason', async () => {
    const run = vi.fn(async () => ({ ...OPEN_DEBT, version: 3 }));
    await openFeature('/deudas/12', { api: { getDebt: async () => WRITTEN_OFF_DEBT, runDebtAction: run } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(fieldText('Estado')).toBe('Castigada');
    expect(fieldText('Motivo')).toBe('Incobrable: sin contacto');
    expect(buttons()).toEqual(['Deshacer castigo']);
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer castigo' }));
    const dialog = screen.getByRole('dialog', { name: 'Deshacer castigo' });
    expect(within(dialog).queryByLabelText(/^Motivo/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deshacer castigo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'debt', action: 'undoWriteOff', version: 2, reason: '' }), expect.anything());
    expect(fieldText('Estado')).toBe('Pendiente');
  });

  it('a role without debt.cancel sees the debt and no action', async () => {
    await openFeature('/deudas/12', { storage: userWith(['debt.view', 'debt.viewAll', 'debtPayment.create']), api: { getDebt: async () => OPEN_DEBT } });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(buttons()).toEqual([]);
  });

  it('a debt that is not there (or not in the portfolio) is said plainly, with the way back', async () => {
    await openFeature('/deudas/99', { api: { getDebt: async () => Promise.reject({ kind: 'status', status: 404 }) } });
    expect(await screen.findByRole('heading', { name: 'No existe esa deuda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Deudas' }).getAttribute('href')).toBe('/deudas');
  });

  it("'Historial' says the debt's changes in the page's words: amounts as money, statuses by name", async () => {
    const recordHistory = vi.fn(async () => [
      { id: 2, at: '2026-11-24T10:00:00Z', user_name: 'Carlos Ruiz', action: 'record' as const, before: { status: 'open', balance: 4_500_000, version: 1 }, after: { status: 'open', balance: 4_000_000, version: 2, payment_id: 9, amount: 500_000, method: 'cash' } },
      { id: 1, at: '2026-11-23T10:00:00Z', user_name: 'Ana Torres', action: 'create' as const, before: null, after: { status: 'open', frequency: 'monthly', first_due_date: '2026-12-03', kind: 'debt', officer_id: 1 } },
    ]);
    await openFeature('/deudas/12', { api: { getDebt: async () => OPEN_DEBT, recordHistory } });
    const history = await screen.findByRole('region', { name: 'Historial' });
    await within(history).findByText(/^Saldo: /, undefined, { timeout: 10_000 });
    expect(recordHistory).toHaveBeenCalledWith({ area: 'deudas', id: 12 }, expect.anything());
    const text = (history.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toMatch(/Saldo: 45\.?000,00 ARS → 40\.?000,00 ARS/);
    expect(text).toMatch(/Importe: — → 5\.?000,00 ARS/);
    expect(text).toMatch(/Método: — → Efectivo/);
    expect(text).toMatch(/Estado: — → Pendiente/);
    expect(text).toMatch(/Frecuencia: — → Mensual/);
    expect(text).toMatch(/Primer vencimiento: — → 3 dic 2026/);
    expect(text).not.toMatch(/version|officer_id|kind/);
  });
});

describe("a fee's page", () => {
  it('reads /honorarios/{id}, says "Honorario" and shows its one installment', async () => {
    const rendered = await openFeature('/honorarios/20', { api: { getDebt: async () => OPEN_FEE } });
    await screen.findByRole('heading', { level: 2, name: 'Datos del honorario' });
    expect(screen.getByRole('heading', { level: 1, name: 'Honorario N° 20' })).toBeTruthy();
    expect(rendered.deps.api.getDebt).toHaveBeenCalledWith({ kind: 'fee', id: 20 }, expect.anything());
    expect(within(screen.getByRole('table', { name: 'Cronograma' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Frecuencia', { selector: 'dt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Castigar' }));
    expect(within(screen.getByRole('dialog', { name: 'Castigar' })).getByText('¿Castigar este honorario? Lo adeudado se sigue debiendo. Escriba el motivo.')).toBeTruthy();
  });

  it('a role with debt.cancel but not fee.cancel gets no action on a fee', async () => {
    await openFeature('/honorarios/20', { storage: userWith(['fee.view', 'debt.view', 'debt.cancel']), api: { getDebt: async () => OPEN_FEE } });
    await screen.findByRole('heading', { level: 2, name: 'Datos del honorario' });
    expect(buttons()).toEqual([]);
  });
});

describe('the payments slot', () => {
  it('is handed the record as the payments read it, and its reload() reads the debt again', async () => {
    const seen: PayableRecord[] = [];
    let reload = () => {};
    const slot = ({ record, reload: again }: { record: PayableRecord; reload(): void }) => {
      seen.push(record);
      reload = again;
      return <p>Pagos de prueba: {record.balance}</p>;
    };
    const answers: DebtDetail[] = [OPEN_DEBT, PARTLY_PAID_DEBT];
    const getDebt = vi.fn(async () => answers.shift() ?? PARTLY_PAID_DEBT);
    await openFeature('/prueba/12', { api: { getDebt }, tweakRoutes: withSlot(slot) });
    expect(await screen.findByText('Pagos de prueba: 4500000')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ kind: 'debt', id: 12, version: 1, schedule: OPEN_DEBT.schedule, balance: 4_500_000, overpaid: 0, payable: true, refundable: false });
    reload();
    expect(await screen.findByText('Pagos de prueba: 4000000')).toBeTruthy();
    expect(getDebt).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)?.version).toBe(2);
  });

  it('tells the slot a written-off debt takes no payment', async () => {
    const seen: PayableRecord[] = [];
    const slot = ({ record }: { record: PayableRecord }) => {
      seen.push(record);
      return null;
    };
    await openFeature('/prueba/12', { api: { getDebt: async () => WRITTEN_OFF_DEBT }, tweakRoutes: withSlot(slot) });
    await screen.findByRole('heading', { level: 2, name: 'Datos de la deuda' });
    expect(seen.at(-1)?.payable).toBe(false);
  });
});
