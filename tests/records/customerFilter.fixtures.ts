import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { customerFilterMachine, type CustomerFilterEvent } from '../../machines/records/index.ts';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** The customer of the first of TWELVE_DEBTS ('Deudor 01', customer 100). */
export const DEUDOR: PickedCustomer = { id: 100, name: 'Deudor 01', document: '30111222', blocked: false };

export const inertCustomerFilter = customerFilterMachine.provide({
  actors: { searchCustomers: neverSettles<PickedCustomer[], string>(), loadCustomer: neverSettles<PickedCustomer, number>() },
});

export type CustomerFilterModelEvent =
  | CustomerFilterEvent
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>
  | DoneActorEvent<PickedCustomer, 'loadCustomer'>
  | ErrorActorEvent<unknown, 'loadCustomer'>;

export const customerFilterFixtures = {
  'customer.searched': { deudor: { type: 'customer.searched', search: 'deudor' } },
  'customer.picked': { deudor: { type: 'customer.picked', customer: DEUDOR } },
  'customer.cleared': { default: { type: 'customer.cleared' } },
  // The URL: a link naming the customer (or back to it), and back to every customer.
  'filter.synced': { deudor: { type: 'filter.synced', customerId: DEUDOR.id }, none: { type: 'filter.synced', customerId: null } },
  'xstate.done.actor.searchCustomers': { found: doneEvent('searchCustomers', [DEUDOR]) },
  'xstate.error.actor.searchCustomers': { network: errorEvent('searchCustomers', { kind: 'network' }) },
  'xstate.done.actor.loadCustomer': { deudor: doneEvent('loadCustomer', DEUDOR) },
  'xstate.error.actor.loadCustomer': { '404': errorEvent('loadCustomer', { kind: 'status', status: 404 }) },
} satisfies EventFixtures<CustomerFilterModelEvent>;
