/**
 * A customer's page (/clientes/7) through the UI, on `customerDetail`: the record loading, shown,
 * refused (404, 403: said plainly, no retry) or failed (500: 'Reintentar'); and, for a role with
 * `audit.view`, 'Historial' loading on its own, shown (who, when, field before → after) or failed
 * with its own 'Reintentar'. A role without `audit.view` never asks for it. Every GET is held
 * until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectCustomerDetail, customerDetailMachine, type AuditEntry, type Customer } from '../../machines/customers/index.ts';
import { defineUiPaths, passedThrough, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { customerDetailFixtures, type CustomerDetailModelEvent } from './customers.pathFixtures.ts';

type Detail = SnapshotFrom<typeof customerDetailMachine>;

interface DetailCalls {
  getCustomer: Held<Customer, [number, AbortSignal?]>;
  customerHistory: Held<AuditEntry[], [number, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, DetailCalls>();
function heldDetailApi() {
  const calls: DetailCalls = { getCustomer: new Held('getCustomer'), customerHistory: new Held('customerHistory') };
  byAnswer.set(calls.getCustomer.call, calls);
  return { getCustomer: calls.getCustomer.call, customerHistory: calls.customerHistory.call };
}
function callsOf(ui: UiRun): DetailCalls {
  const answer = ui.deps.api.getCustomer.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDetailApi()');
  return calls;
}

const viewOf = (state: Detail) => connectCustomerDetail(state, () => {});
const historyRegion = () => screen.queryByRole('region', { name: 'Historial' });

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
  variants: {
    auditor: { input: { id: 7, canSeeHistory: true } },
    clerk: { input: { id: 7, canSeeHistory: false } },
  },
  setup: ({ name }) => ({
    route: '/clientes/7',
    deps: {
      storage: name === 'clerk'
        ? signedInStorage({ rol: JSON.stringify({ id_rol: 5, r_nombre: 'Vendedor', r_permisos: ['customer.view'] }) })
        : signedInStorage(),
      api: heldDetailApi(),
    },
  }),
  events: customerDetailFixtures,
  executors: {
    'customer.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'history.retried': () => {
      fireEvent.click(within(historyRegion() as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.resolve(event.output),
    'xstate.error.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.reject(event.error),
    'xstate.done.actor.loadHistory': ({ event, ui }) => callsOf(ui).customerHistory.resolve(event.output),
    'xstate.error.actor.loadHistory': ({ event, ui }) => callsOf(ui).customerHistory.reject(event.error),
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
    'ready.deciding': passedThrough('decides at once whether the role may read the history'),
    'ready.historyHidden': ({ ui }) => {
      expect(historyRegion()).toBeNull();
      expect(callsOf(ui).customerHistory.calls).toHaveLength(0);
    },
    'ready.historyLoading': () => {
      expect(within(historyRegion() as HTMLElement).getByText('Cargando historial…').getAttribute('role')).toBe('status');
    },
    'ready.historyShown': ({ state }) => {
      const region = historyRegion() as HTMLElement;
      const lines = viewOf(state).historyLines;
      expect(within(region).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL')).toHaveLength(lines.length);
      expect(within(region).getByText(/^Teléfono:/).textContent).toBe('Teléfono: 555-0000 → 555-0101');
    },
    'ready.historyFailed': () => {
      const region = historyRegion() as HTMLElement;
      expect(within(region).getByText('No se pudo cargar el historial.')).toBeTruthy();
      // The record stays on screen.
      expect(screen.getByRole('heading', { name: 'Datos del cliente' })).toBeTruthy();
    },
  },
});
