import type { SnapshotFrom } from 'xstate';
import type { PickedCustomer } from './customerPick.ts';
import type { CustomerFilterEvent, CustomerFilterMachine } from './customerFilter.machine.ts';

export type CustomerFilterSnapshot = SnapshotFrom<CustomerFilterMachine>;

/** What the list's customer filter shows and what each control sends (the picker's view, plus the filter's own). */
export interface CustomerFilterView {
  /** The customer the list is filtered by, once known (the picker then shows it, not the search). */
  customer: PickedCustomer | null;
  /** Filtered by a customer not known (yet): their number is all that can be said. */
  pendingId: number | null;
  results: PickedCustomer[];
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty answer says 'Ningún cliente coincide…'). */
  searched: boolean;
  /** A filter is never locked: there is nothing being saved. */
  locked: false;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
  /** The URL's `?cliente=` changed (or was read): the filter follows it. */
  sync(customerId: number | null): void;
}

export function connectCustomerFilter(snapshot: CustomerFilterSnapshot, send: (event: CustomerFilterEvent) => void): CustomerFilterView {
  const { context } = snapshot;
  const known = snapshot.matches({ customer: 'known' });
  return {
    customer: known ? context.customer : null,
    pendingId: known ? null : context.customerId,
    results: context.results,
    searching: snapshot.matches({ search: 'searching' }),
    searchFailed: snapshot.matches({ search: 'failed' }),
    searched: context.search !== '' && snapshot.matches({ search: 'idle' }),
    locked: false,
    searchCustomers: (search) => send({ type: 'customer.searched', search }),
    pick: (customer) => send({ type: 'customer.picked', customer }),
    clearCustomer: () => send({ type: 'customer.cleared' }),
    sync: (customerId) => send({ type: 'filter.synced', customerId }),
  };
}
