import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  customerDetailMachine,
  customerFormMachine,
  customersListMachine,
  type Customer,
  type CustomerDetailEvent,
  type CustomerFormEvent,
  type CustomerSortColumn,
  type SaveCustomerRequest,
} from '../../machines/customers/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { ANA, ANA_CHANGED, TWELVE_CUSTOMERS } from './customers.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedCustomerForm = customerFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertCustomerForm = keyedCustomerForm.provide({
  actors: { saveCustomer: neverSettles<Customer, SaveCustomerRequest>(), loadCustomer: neverSettles<Customer, number>() },
});

export const inertCustomerDetail = customerDetailMachine.provide({
  actors: { loadCustomer: neverSettles<Customer, number>() },
});

export const inertCustomersList = customersListMachine.provide({
  actors: { loadPage: neverSettles<ListPage<Customer>, ListQuery<CustomerSortColumn>>() },
});

export type CustomerFormModelEvent =
  | CustomerFormEvent
  | DoneActorEvent<Customer, 'saveCustomer'>
  | ErrorActorEvent<unknown, 'saveCustomer'>
  | DoneActorEvent<Customer, 'loadCustomer'>
  | ErrorActorEvent<unknown, 'loadCustomer'>;

export const customerFormFixtures = {
  'field.changed': {
    name: { type: 'field.changed', field: 'name', value: 'Luis Gómez' },
    document: { type: 'field.changed', field: 'document_number', value: '20999888' },
    phone: { type: 'field.changed', field: 'phone', value: '555-0123' },
  },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'conflict.keepMine': { default: { type: 'conflict.keepMine' } },
  'conflict.takeStored': { default: { type: 'conflict.takeStored' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveCustomer': { saved: doneEvent('saveCustomer', { ...ANA, name: 'Luis Gómez' }) },
  'xstate.error.actor.saveCustomer': {
    '409': errorEvent('saveCustomer', { kind: 'status', status: 409 }),
    '422': errorEvent('saveCustomer', { kind: 'status', status: 422 }),
    '403': errorEvent('saveCustomer', { kind: 'status', status: 403 }),
    timeout: errorEvent('saveCustomer', { kind: 'timeout' }),
  },
  'xstate.done.actor.loadCustomer': { stored: doneEvent('loadCustomer', ANA_CHANGED) },
  'xstate.error.actor.loadCustomer': { network: errorEvent('loadCustomer', { kind: 'network' }) },
} satisfies EventFixtures<CustomerFormModelEvent>;

export type CustomerDetailModelEvent =
  | CustomerDetailEvent
  | DoneActorEvent<Customer, 'loadCustomer'>
  | ErrorActorEvent<unknown, 'loadCustomer'>;

export const customerDetailFixtures = {
  'customer.retried': { default: { type: 'customer.retried' } },
  'xstate.done.actor.loadCustomer': { ana: doneEvent('loadCustomer', ANA) },
  'xstate.error.actor.loadCustomer': {
    '404': errorEvent('loadCustomer', { kind: 'status', status: 404 }),
    '403': errorEvent('loadCustomer', { kind: 'status', status: 403 }),
    '500': errorEvent('loadCustomer', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<CustomerDetailModelEvent>;

export const CUSTOMERS_SEARCH_PAUSED = 'xstate.after.searchDebounce.customersList.list.debouncing';

const first = { q: '', sort: { column: null, direction: 'ascending' }, page: 1, pageSize: 10, filters: {} } as const;
const pageOf = (items: Customer[], page: number): ListPage<Customer> => ({ items: items.slice((page - 1) * 10, page * 10), total: items.length, page, pageSize: 10 });

export const customersListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { ana: { type: 'search.changed', search: 'ana' } },
  'sort.changed': { name: { type: 'sort.changed', column: 'name' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    blocked: { type: 'filter.changed', key: 'status', value: 'blocked' },
    all: { type: 'filter.changed', key: 'status', value: null },
  },
  [CUSTOMERS_SEARCH_PAUSED]: { default: { type: CUSTOMERS_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', pageOf(TWELVE_CUSTOMERS, 1)),
    second: doneEvent('loadPage', pageOf(TWELVE_CUSTOMERS, 2)),
    none: doneEvent('loadPage', pageOf([], 1)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<
  | RecordsListEvent<CustomerSortColumn>
  | DoneActorEvent<ListPage<Customer>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof CUSTOMERS_SEARCH_PAUSED }
>;
export { first as FIRST_CUSTOMERS_QUERY };
