/**
 * The customer search's UI steps (CUSTOMER_SEARCH_REGION), shared by the record forms' UI path
 * suites (recordFormUiPaths.ts) and the lists' 'Cliente' filter (customerFilter.ui-paths): the two
 * gestures, and GET /clientes held until the path answers it with the fixture's customers.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { Customer } from '../../machines/customers/index.ts';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { UiRun } from '../paths/kit.ts';
import type { Held } from '../paths/run.ts';

export type HeldCustomerSearch = Held<ListPage<Customer>, [ListQuery<string>, AbortSignal?]>;

/** A customer as GET /clientes answers it, for the picker's fixture. */
export const customerOf = (picked: PickedCustomer): Customer => ({
  id: picked.id,
  document_type: 'dni',
  document_number: picked.document,
  name: picked.name,
  phone: '',
  address: '',
  status: picked.blocked ? 'blocked' : 'active',
  version: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
});

/** 'Buscar cliente' + 'Buscar', 'Elegir a …', and the held search's answers, given how a run finds its held search. */
export function customerSearchExecutors(searchOf: (ui: UiRun) => HeldCustomerSearch) {
  return {
    'customer.searched': ({ event }: { event: { search: string } }) => {
      fireEvent.change(screen.getByLabelText('Buscar cliente'), { target: { value: event.search } });
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    },
    'customer.picked': ({ event }: { event: { customer: PickedCustomer } }) => {
      fireEvent.click(screen.getByRole('button', { name: `Elegir a ${event.customer.name}` }));
    },
    'xstate.done.actor.searchCustomers': ({ event, ui }: { event: { output: PickedCustomer[] }; ui: UiRun }) =>
      searchOf(ui).resolve({ items: event.output.map(customerOf), total: event.output.length, page: 1, pageSize: 8 }),
    'xstate.error.actor.searchCustomers': ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => searchOf(ui).reject(event.error),
  };
}
