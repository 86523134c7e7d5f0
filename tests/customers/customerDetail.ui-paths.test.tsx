/**
 * A customer's page (/clientes/7) through the UI, on `customerDetail`: the record loading, shown,
 * refused (404, 403: said plainly, no retry) or failed (500: 'Reintentar'). Every GET is held
 * until a step answers it. Its 'Historial' is the shared panel (tests/history/).
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectCustomerDetail, customerDetailMachine, type Customer } from '../../machines/customers/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { customerDetailFixtures, type CustomerDetailModelEvent } from './customers.pathFixtures.ts';

type Detail = SnapshotFrom<typeof customerDetailMachine>;

interface DetailCalls {
  getCustomer: Held<Customer, [number, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, DetailCalls>();
function heldDetailApi() {
  const calls: DetailCalls = { getCustomer: new Held('getCustomer') };
  byAnswer.set(calls.getCustomer.call, calls);
  return { getCustomer: calls.getCustomer.call };
}
function callsOf(ui: UiRun): DetailCalls {
  const answer = ui.deps.api.getCustomer.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDetailApi()');
  return calls;
}

const viewOf = (state: Detail) => connectCustomerDetail(state, () => {});

/** Only this outcome of the record is on screen. */
function onlyOutcome(shown: 'loading' | 'ready' | 'refused' | 'failed'): void {
  expect(screen.queryByText('Cargando cliente…') !== null, 'loading').toBe(shown === 'loading');
  expect(screen.queryByRole('heading', { name: 'Datos del cliente' }) !== null, 'record').toBe(shown === 'ready');
  expect(screen.queryByRole('heading', { name: /^(No existe ese cliente|Sin acceso)$/ }) !== null, 'refused').toBe(shown === 'refused');
  expect(screen.queryByRole('heading', { name: 'No se pudo cargar el cliente' }) !== null, 'failed').toBe(shown === 'failed');
}

defineUiPaths<typeof customerDetailMachine, CustomerDetailModelEvent>({
  machine: customerDetailMachine,
  name: 'customer detail',
  variants: { default: { input: { id: 7 } } },
  setup: () => ({ route: '/clientes/7', deps: { storage: signedInStorage(), api: heldDetailApi() } }),
  events: customerDetailFixtures,
  executors: {
    'customer.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.resolve(event.output),
    'xstate.error.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.reject(event.error),
  },
  states: {
    loading: async ({ state }) => {
      if (viewOf(state).retrying) {
        expect(screen.getByRole('button', { name: 'Reintentando…' }).hasAttribute('disabled')).toBe(true);
        return;
      }
      await eventually(() => screen.queryByText('Cargando cliente…') ?? undefined, () => 'the loading status');
      onlyOutcome('loading');
    },
    failed: () => {
      onlyOutcome('failed');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    refused: ({ state }) => {
      onlyOutcome('refused');
      const name = state.context.failure === 'notFound' ? 'No existe ese cliente' : 'Sin acceso';
      expect(screen.getByRole('heading', { name })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    },
    ready: ({ state }) => {
      onlyOutcome('ready');
      expect(screen.getByRole('heading', { level: 1, name: state.context.customer?.name })).toBeTruthy();
    },
  },
});
