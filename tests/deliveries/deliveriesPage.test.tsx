/** The 'Entregas' screen in the real app with faked effects: the list, what each role is offered, and the dialogs' requests. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../machines/deliveries/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { DISPUTED, HERE, PENDING } from './deliveries.fixtures.ts';

setupFeatureTests();

const listOf = (deliveries: Delivery[]) => async (query: { pageSize: number }) => ({ items: deliveries.slice(0, query.pageSize), total: deliveries.length, page: 1, pageSize: query.pageSize });

/** Signed in as user `id` whose role holds exactly these codes. */
const signedInAs = (id: number, codes: Permission[]) =>
  signedInStorage({ id: String(id), inicio: 'entregas', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Prueba', r_permisos: codes }) });
const CASHIER = signedInAs(2, ['delivery.view', 'delivery.receive']);
const COLLECTOR = signedInAs(3, ['delivery.view', 'delivery.create']);
const ADMIN = signedInAs(1, ['delivery.view', 'delivery.create', 'delivery.receive', 'delivery.resolve']);

async function openDeliveries(options: FakeDepsOptions) {
  const rendered = await openApp('/entregas', { ...options, api: { currentLocation: async () => HERE, listDeliveries: listOf([PENDING, DISPUTED]), ...options.api } });
  const table = await screen.findByRole('table', { name: /Entregas de efectivo/ });
  return { ...rendered, table };
}
const rowOf = (table: HTMLElement, id: number) => within(table).getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

describe('Entregas', () => {
  it('lists the deliveries with their amounts and statuses translated', async () => {
    const { table } = await openDeliveries({ storage: CASHIER });
    const disputed = rowOf(table, 8);
    expect(within(disputed).getByText('En disputa')).toBeTruthy();
    expect(disputed.textContent).toContain('400,00');
    expect(disputed.textContent).toContain('-50,00');
    expect(within(rowOf(table, 7)).getByText('Pendiente')).toBeTruthy();
    expect(screen.getByText('2 entregas encontradas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('offers each role only what the chart and its codes allow', async () => {
    const cashier = await openDeliveries({ storage: CASHIER });
    expect(within(rowOf(cashier.table, 7)).getByRole('button', { name: 'Recibir la entrega N° 7 de Lucía Gómez' })).toBeTruthy();
    expect(within(rowOf(cashier.table, 8)).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva entrega' })).toBeNull();
    cashier.unmount();

    const collector = await openDeliveries({ storage: COLLECTOR });
    expect(within(rowOf(collector.table, 7)).getByRole('button', { name: /^Cancelar la entrega N° 7 / })).toBeTruthy();
    expect(within(rowOf(collector.table, 7)).queryByRole('button', { name: /^Recibir la entrega N° / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nueva entrega' })).toBeTruthy();
    collector.unmount();

    const admin = await openDeliveries({ storage: ADMIN });
    expect(within(rowOf(admin.table, 8)).getByRole('button', { name: /^Resolver la entrega N° 8 / })).toBeTruthy();
    expect(within(rowOf(admin.table, 7)).queryByRole('button', { name: /^Cancelar la entrega N° 7 / })).toBeNull();
  });

  it("'Recibir' shows the difference before confirming and sends the received amount with a key", async () => {
    let asked: unknown = null;
    const rendered = await openDeliveries({
      storage: CASHIER,
      api: {
        receiveDelivery: async (request) => {
          asked = request;
          return { ...PENDING, status: 'disputed', received_amount: 420_00, difference: -30_00, version: 2 };
        },
      },
    });
    fireEvent.click(within(rowOf(rendered.table, 7)).getByRole('button', { name: /^Recibir la entrega N° / }));
    const amount = within(dialog()).getByLabelText('Monto recibido') as HTMLInputElement;
    // Empty: the cashier counts and types what arrived, never confirms the declared figure.
    expect(amount.value).toBe('');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmar recepción' }));
    expect(asked).toBeNull();
    fireEvent.change(amount, { target: { value: '450,00' } });
    expect(within(dialog()).getByText('Coincide con lo declarado.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '420,00' } });
    expect(within(dialog()).getByText(/^Diferencia: -30,00/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmar recepción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toMatchObject({ id: 7, input: { received_amount: 420_00, version: 1 }, idempotencyKey: expect.any(String) });
    // The list starts again with the server's view of the rows.
    await waitFor(() => expect(rendered.deps.api.listDeliveries.mock.calls.length).toBeGreaterThan(1));
  });

  it("'Nueva entrega' shows what the collector holds and refuses more, as the server would", async () => {
    let asked: unknown = null;
    await openDeliveries({
      storage: COLLECTOR,
      api: {
        heldCash: async () => ({ session_id: 12, expected: 1_500_00, pending: 500_00, available: 1_000_00 }),
        declareDelivery: async (request) => {
          asked = request;
          return { ...PENDING, id: 9, declared_amount: 1_000_00 };
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nueva entrega' }));
    await within(dialog()).findByText(/^Efectivo que puede entregar: 1.000,00/);
    const amount = within(dialog()).getByLabelText('Monto') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1000,01' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Declarar entrega' }));
    expect(within(dialog()).getByText('El monto supera el efectivo que tiene.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toBeNull();
    // '1.000' as a Spanish collector types a thousand: a thousand pesos, not one (issue #29), said before it is sent.
    fireEvent.change(amount, { target: { value: '1.000' } });
    expect(within(dialog()).getByText('= 1.000,00 ARS')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Nota'), { target: { value: 'Ruta norte' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Declarar entrega' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toMatchObject({ input: { amount: 1_000_00, note: 'Ruta norte' } });
  });

  it('keeps what was typed when the server answers 409, and says why', async () => {
    const rendered = await openDeliveries({ storage: ADMIN, api: { resolveDelivery: async () => Promise.reject({ kind: 'status', status: 409 }) } });
    fireEvent.click(within(rowOf(rendered.table, 8)).getByRole('button', { name: 'Resolver la entrega N° 8 de Lucía Gómez' }));
    // No resolution is proposed: writing the shortage off must be chosen, like the debt.
    expect((within(dialog()).getByLabelText('Resolución') as HTMLSelectElement).value).toBe('');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Resolver' }));
    expect(within(dialog()).getByText('Explique la resolución.')).toBeTruthy();
    expect(within(dialog()).getByText('Elija cómo se resuelve la diferencia.')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Resolución'), { target: { value: 'collectorDebt' } });
    fireEvent.change(within(dialog()).getByLabelText('Nota'), { target: { value: 'Lo repone el lunes' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Resolver' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(/^Alguien cambió esta entrega/);
    expect((within(dialog()).getByLabelText('Nota') as HTMLTextAreaElement).value).toBe('Lo repone el lunes');
    expect((within(dialog()).getByLabelText('Resolución') as HTMLSelectElement).value).toBe('collectorDebt');
  });

  it("says the server's reason when it gives one (a receiver with no open session), not the generic 409 text", async () => {
    const rendered = await openDeliveries({
      storage: CASHIER,
      api: { receiveDelivery: async () => Promise.reject({ kind: 'status', status: 409, code: 'noOpenSession' }) },
    });
    fireEvent.click(within(rowOf(rendered.table, 7)).getByRole('button', { name: /^Recibir la entrega N° / }));
    fireEvent.change(within(dialog()).getByLabelText('Monto recibido'), { target: { value: '450,00' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmar recepción' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Abra su caja antes de continuar: el efectivo se registra en su sesión de caja.');
  });
});
