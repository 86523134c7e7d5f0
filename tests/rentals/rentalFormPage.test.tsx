/**
 * 'Nuevo alquiler' in the real app with faked effects: 'Nuevo alquiler' on the list by permission,
 * the live preview of the terms (recomputed as the user types; the end follows the start and the
 * frequency until typed), an end that closes no whole period said at once with the nearest ends
 * that do, the focus on the first error, the contract sent once per intent with the body of
 * RentalInputSchema, then the contract's page, and each refusal of the server with its own text.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../machines/permissions.ts';
import type { CreateRentalRequest } from '../../machines/rentals/rentalForm.ts';
import { ANA as ANA_CUSTOMER } from '../customers/customers.fixtures.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { DRAFT_RENTAL } from './rentalForm.fixtures.ts';
import { TWELVE_RENTALS } from './rentalsList.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });
const customersAnswer = async () => ({ items: [ANA_CUSTOMER], total: 1, page: 1, pageSize: 8 });

async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, listCustomers: customersAnswer, ...options.api } });
  return Object.assign(rendered, { api: rendered.deps.api });
}

const userWith = (codes: Permission[]) => signedInStorage({ id: '2', inicio: 'alquileres', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Cobrador', r_permisos: codes }) });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const previewRows = () => within(screen.getByRole('table', { name: 'Vista previa de los periodos' })).getAllByRole('row').slice(1);

async function pickAna() {
  fireEvent.change(await screen.findByLabelText('Buscar cliente'), { target: { value: 'ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  fireEvent.click(await screen.findByRole('button', { name: `Elegir a ${ANA_CUSTOMER.name}` }));
}

describe("the list's 'Nuevo alquiler'", () => {
  it('is a link to the form for a role with rental.create', async () => {
    await openFeature('/alquileres', { api: { listRentals: async (query) => ({ items: TWELVE_RENTALS.slice(0, 2), total: 2, page: 1, pageSize: query.pageSize }) } });
    await screen.findByRole('table', { name: /Contratos de alquiler/ });
    expect(screen.getByRole('link', { name: 'Nuevo alquiler' }).getAttribute('href')).toBe('/alquileres/nuevo');
  });

  it('is not offered without rental.create, and the form itself says why', async () => {
    await openFeature('/alquileres', { storage: userWith(['rental.view']), api: { listRentals: async (query) => ({ items: TWELVE_RENTALS.slice(0, 2), total: 2, page: 1, pageSize: query.pageSize }) } });
    await screen.findByRole('table', { name: /Contratos de alquiler/ });
    expect(screen.queryByRole('link', { name: 'Nuevo alquiler' })).toBeNull();
  });

  it('a role without rental.create that types /alquileres/nuevo is told so instead of getting a form the server would refuse', async () => {
    await openFeature('/alquileres/nuevo', { storage: userWith(['rental.view']) });
    expect(await screen.findByText('Su rol no permite crear contratos de alquiler.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Alquiler/)).toBeNull();
  });
});

describe('Nuevo alquiler', () => {
  it('previews each term as the user types: a year of months by default, 52 weeks once weekly, the count and the total', async () => {
    await openFeature('/alquileres/nuevo');
    await screen.findByLabelText(/^Alquiler/);
    expect(screen.queryByRole('table', { name: 'Vista previa de los periodos' })).toBeNull();
    fireEvent.change(field(/^Alquiler/), { target: { value: '150000' } });
    expect(previewRows()).toHaveLength(12);
    expect(within(previewRows()[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/23 nov 2026/) as unknown as string,
      expect.stringMatching(/22 dic 2026/) as unknown as string,
      expect.stringMatching(/23 nov 2026/) as unknown as string,
      expect.stringMatching(/150\.000,00/) as unknown as string,
    ]);
    expect(screen.getByText('Periodos', { selector: 'dt' }).nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Total del contrato').nextElementSibling?.textContent).toMatch(/1\.800\.000,00/);
    // Weekly: the end follows (52 weeks), and due day 23 is past a week's last day.
    fireEvent.change(screen.getByLabelText('Frecuencia'), { target: { value: 'weekly' } });
    expect(field(/^Fin/).value).toBe('2027-11-21');
    expect(screen.queryByRole('table', { name: 'Vista previa de los periodos' })).toBeNull();
    fireEvent.change(field(/^Día de vencimiento/), { target: { value: '2' } });
    expect(previewRows()).toHaveLength(52);
    expect(screen.getByText('Día del periodo, de 1 a 7.')).toBeTruthy();
  });

  it('says at once that an end closes no whole period, and offers the nearest ends that do', async () => {
    await openFeature('/alquileres/nuevo');
    await screen.findByLabelText(/^Alquiler/);
    fireEvent.change(field(/^Alquiler/), { target: { value: '150000' } });
    fireEvent.change(field(/^Fin/), { target: { value: '2027-12-05' } });
    const end = field(/^Fin/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(end.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toMatch(/^El contrato debe cerrar periodos completos/);
    expect(screen.queryByRole('table', { name: 'Vista previa de los periodos' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Terminar el 22 nov 2027/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Terminar el 22 dic 2027/ }));
    expect(field(/^Fin/).value).toBe('2027-12-22');
    expect(field(/^Fin/).getAttribute('aria-invalid')).toBeNull();
    expect(previewRows()).toHaveLength(13);
  });

  it('moves the focus to the first error of a refused submit, and sends nothing', async () => {
    const { api } = await openFeature('/alquileres/nuevo');
    await screen.findByLabelText(/^Alquiler/);
    fireEvent.click(screen.getByRole('button', { name: 'Crear contrato' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Buscar cliente'));
    expect(screen.getByText('Elija el inquilino.')).toBeTruthy();
    await pickAna();
    fireEvent.click(screen.getByRole('button', { name: 'Crear contrato' }));
    expect(document.activeElement).toBe(field(/^Inmueble/));
    expect(field(/^Alquiler/).getAttribute('aria-invalid')).toBe('true');
    expect(api.createRental).not.toHaveBeenCalled();
  });

  it('creates the draft once per intent, with the contract in minor units and basis points, then opens its page', async () => {
    const requests: CreateRentalRequest[] = [];
    const rendered = await openFeature('/alquileres/nuevo', {
      api: {
        createRental: async (request) => {
          requests.push(request);
          if (requests.length === 1) throw { kind: 'timeout' };
          return DRAFT_RENTAL;
        },
      },
    });
    await pickAna();
    fireEvent.change(field(/^Inmueble/), { target: { value: ' Local 3 ' } });
    fireEvent.change(field(/^Alquiler/), { target: { value: '150000' } });
    fireEvent.change(field(/^Depósito de garantía/), { target: { value: '300000' } });
    fireEvent.change(screen.getByLabelText('Tipo de recargo'), { target: { value: 'percent' } });
    fireEvent.change(field(/^Recargo \(%\)/), { target: { value: '2,5' } });
    fireEvent.change(field(/^Tope del recargo/), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear contrato' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rendered.path()).toBe('/alquileres/51'));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey);
    expect(requests[0]?.rental).toEqual({
      customerId: ANA_CUSTOMER.id,
      property: 'Local 3',
      rent: 150_000_00,
      frequency: 'monthly',
      dueDay: 23,
      deposit: 300_000_00,
      startDate: '2026-11-23',
      endDate: '2027-11-22',
      graceDays: 5,
      lateFeeKind: 'percent',
      lateFeeValue: 250,
      lateFeeCap: 5_000_00,
    });
  });

  it.each([
    ['customerBlocked', 'Este cliente está bloqueado y no puede firmar un contrato de alquiler.'],
    ['customerNotFound', 'Elija otro cliente: el elegido ya no está registrado.'],
    ['notWholePeriods', 'El contrato debe cerrar periodos completos: el fin es el día anterior al inicio de un periodo.'],
    ['tooManyTerms', 'Un contrato tiene como máximo 260 periodos.'],
    ['dueDayOutOfPeriod', 'El día de vencimiento cae fuera del periodo elegido.'],
    ['percentTooHigh', 'El recargo no puede superar el 100 % del alquiler.'],
  ])("says the server's 422 %s in its own words, and waits for a change", async (code, text) => {
    await openFeature('/alquileres/nuevo', { api: { createRental: async () => Promise.reject({ kind: 'status', status: 422, code }) } });
    await pickAna();
    fireEvent.change(field(/^Inmueble/), { target: { value: 'Local 3' } });
    fireEvent.change(field(/^Alquiler/), { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear contrato' }));
    const alert = await screen.findByText(text, { selector: '[role="alert"] p' });
    expect(alert).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Crear contrato' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
