/**
 * 'Total adeudado' on a customer's page (/clientes/7), on `customerOwed`: loading, each kind's part
 * and the total as money, or its own failure with 'Reintentar' while the customer stays shown. The
 * customer answers at once; the total's GET is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { customerOwedMachine, type CustomerOwed } from '../../machines/customers/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { ANA } from './customers.fixtures.ts';
import { customerOwedFixtures, type CustomerOwedModelEvent } from './customerOwed.fixtures.ts';

const byAnswer = new WeakMap<object, Held<CustomerOwed, [number, AbortSignal?]>>();
function heldOwedApi() {
  const held = new Held<CustomerOwed, [number, AbortSignal?]>('customerOwed');
  byAnswer.set(held.call, held);
  return {
    getCustomer: async () => ANA,
    customerOwed: held.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-24' }),
  };
}
function owedCalls(ui: UiRun): Held<CustomerOwed, [number, AbortSignal?]> {
  const answer = ui.deps.api.customerOwed.getMockImplementation();
  const held = answer ? byAnswer.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldOwedApi()');
  return held;
}

const region = () => within(screen.getByRole('region', { name: 'Total adeudado' }));
const customerShown = () => expect(screen.getByRole('heading', { name: 'Datos del cliente' })).toBeTruthy();

defineUiPaths<typeof customerOwedMachine, CustomerOwedModelEvent>({
  machine: customerOwedMachine,
  name: 'customer owed',
  variants: { default: { input: { customerId: 7 } } },
  setup: () => ({ route: '/clientes/7', deps: { storage: signedInStorage(), api: heldOwedApi() } }),
  events: customerOwedFixtures,
  executors: {
    'owed.retried': () => {
      fireEvent.click(region().getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadOwed': ({ event, ui }) => owedCalls(ui).resolve(event.output),
    'xstate.error.actor.loadOwed': ({ event, ui }) => owedCalls(ui).reject(event.error),
  },
  states: {
    loading: ({ ui }) => {
      customerShown();
      expect(region().getByText('Cargando lo adeudado…')).toBeTruthy();
      expect(owedCalls(ui).last()?.[0]).toBe(7);
    },
    shown: async () => {
      // The amounts wait for the location's currency (one answer away).
      await eventually(() => (/ARS/.test(region().getAllByRole('definition')[0]?.textContent ?? '') ? true : undefined), () => 'the amounts in ARS');
      const terms = region().getAllByRole('term').map((term) => term.textContent);
      const values = region().getAllByRole('definition').map((value) => value.textContent ?? '');
      expect(terms).toEqual(['Préstamos', 'Alquileres (adeudado a la fecha)', 'Deudas', 'Honorarios', 'Total', 'Alquileres: resto de los contratos (aún no vencido, fuera del total)']);
      expect(values[0]).toMatch(/^1\.?250,00/);
      expect(values[1]).toMatch(/^3\.?000,00/);
      expect(values[4]).toMatch(/^4\.?300,00/);
      expect(values[5]).toMatch(/^9\.?000,00/);
    },
    failed: () => {
      customerShown();
      expect(region().getByText('No se pudo calcular lo adeudado')).toBeTruthy();
    },
  },
});
