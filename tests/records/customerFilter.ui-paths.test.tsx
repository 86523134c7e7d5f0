/**
 * A records list's 'Cliente' filter through the UI, on `customerFilter`, on 'Deudas' (/deudas;
 * 'Alquileres' uses the same control and hook): the customer search (held GET /clientes), 'Elegir'
 * (the list asks for that customer's records and the URL says `?cliente=`), 'Ver todos los
 * clientes', and a URL naming a customer (held GET /clientes/{id}: by number until it answers, by
 * name after, by number still when it cannot be read). The list answers at once from TWELVE_DEBTS.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Customer } from '../../machines/customers/index.ts';
import type { DebtKind } from '../../machines/debts/index.ts';
import { customerFilterMachine } from '../../machines/records/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { debtPageOf, TWELVE_DEBTS } from '../debts/debtsList.fixtures.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { customerFilterFixtures, type CustomerFilterModelEvent } from './customerFilter.fixtures.ts';
import { customerOf, customerSearchExecutors, type HeldCustomerSearch } from './customerSearchUi.ts';

type Filter = SnapshotFrom<typeof customerFilterMachine>;

interface FilterCalls {
  listCustomers: HeldCustomerSearch;
  getCustomer: Held<Customer, [number, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, FilterCalls>();
function heldFilterApi() {
  const calls: FilterCalls = { listCustomers: new Held('listCustomers'), getCustomer: new Held('getCustomer') };
  byAnswer.set(calls.getCustomer.call, calls);
  return {
    listCustomers: calls.listCustomers.call,
    getCustomer: calls.getCustomer.call,
    listDebts: async (_kind: DebtKind, query: ListQuery<never>) => debtPageOf(TWELVE_DEBTS, query),
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
  };
}
function callsOf(ui: UiRun): FilterCalls {
  const answer = ui.deps.api.getCustomer.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldFilterApi()');
  return calls;
}

/** The list's last request: every customer, or the one filtered by. */
const lastFilters = (ui: UiRun) => ui.deps.api.listDebts.mock.calls.at(-1)?.[1].filters;
const rowHeaders = () => within(screen.getByRole('table', { name: /^Deudas de clientes/ })).getAllByRole('rowheader').map((cell) => cell.textContent);
/** The filter shows once the list has its table (the list answers at once). */
const filterShown = () => eventually(() => screen.queryByRole('group', { name: 'Cliente' }) ?? undefined, () => "the 'Cliente' filter");
const filtered = (state: Filter) => state.context.customerId !== null;
const search = customerSearchExecutors((ui) => callsOf(ui).listCustomers);

defineUiPaths<typeof customerFilterMachine, CustomerFilterModelEvent>({
  machine: customerFilterMachine,
  name: 'customer filter',
  variants: { default: { input: undefined } },
  setup: () => ({ route: '/deudas', deps: { storage: signedInStorage(), api: heldFilterApi() } }),
  events: customerFilterFixtures,
  executors: {
    ...search,
    'customer.searched': async (step) => {
      await filterShown();
      search['customer.searched'](step);
    },
    'customer.cleared': async () => {
      await filterShown();
      fireEvent.click(screen.getByRole('button', { name: 'Ver todos los clientes' }));
    },
    'filter.synced': async ({ event, ui }) => {
      await ui.goTo(event.customerId === null ? '/deudas' : `/deudas?cliente=${event.customerId}`);
    },
    'xstate.done.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.resolve(customerOf(event.output)),
    'xstate.error.actor.loadCustomer': ({ event, ui }) => callsOf(ui).getCustomer.reject(event.error),
  },
  preconditions: {
    // The search and its results show while the list is not filtered.
    'customer.searched': (state) => !filtered(state),
    'customer.picked': (state, event) => !filtered(state) && state.matches({ search: 'idle' }) && state.context.results.some((found) => found.id === event.customer.id),
    'customer.cleared': (state) => filtered(state),
    // The address bar changes the filter: a link to the customer while it shows another (or none), or back to every customer.
    'filter.synced': (state, event) => event.customerId !== state.context.customerId,
  },
  states: {
    'search.idle': async ({ state }) => {
      await filterShown();
      expect(screen.queryByText('Buscando clientes…')).toBeNull();
      if (!filtered(state) && state.context.results.length > 0) {
        expect(within(screen.getByRole('list', { name: 'Clientes encontrados' })).getAllByRole('listitem')).toHaveLength(state.context.results.length);
      }
    },
    'search.searching': async ({ state }) => {
      await filterShown();
      if (!filtered(state)) expect(screen.getByText('Buscando clientes…')).toBeTruthy();
    },
    'search.failed': async ({ state }) => {
      await filterShown();
      if (!filtered(state)) expect(screen.getByText('No se pudo buscar clientes. Intente nuevamente.')).toBeTruthy();
    },
    'customer.none': async ({ ui }) => {
      await filterShown();
      expect(screen.getByLabelText('Buscar cliente')).toBeTruthy();
      await eventually(() => (rowHeaders().length === 10 ? true : undefined), () => 'every debt, ten a page');
      expect(lastFilters(ui)).toEqual({});
      expect(ui.app.router.state.location.search).toBe('');
    },
    'customer.loading': async ({ ui }) => {
      await filterShown();
      expect(screen.getByText('Cliente N° 100').getAttribute('role')).toBe('status');
      expect(callsOf(ui).getCustomer.last()?.[0]).toBe(100);
      await eventually(() => (rowHeaders().join() === '1' ? true : undefined), () => "the customer's one debt");
      expect(lastFilters(ui)).toEqual({ customer: '100' });
    },
    'customer.known': async ({ ui }) => {
      await filterShown();
      expect(within(screen.getByRole('group', { name: 'Cliente' })).getByText('Deudor 01')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ver todos los clientes' })).toBeTruthy();
      expect(screen.queryByLabelText('Buscar cliente')).toBeNull();
      await eventually(() => (rowHeaders().join() === '1' ? true : undefined), () => "the customer's one debt");
      expect(lastFilters(ui)).toEqual({ customer: '100' });
      expect(ui.app.router.state.location.search).toBe('?cliente=100');
    },
    'customer.unknown': async ({ ui }) => {
      await filterShown();
      expect(screen.getByText('Cliente N° 100')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ver todos los clientes' })).toBeTruthy();
      expect(lastFilters(ui)).toEqual({ customer: '100' });
    },
  },
});
