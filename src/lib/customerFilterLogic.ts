import { fromPromise } from 'xstate';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { customerFilterMachine } from '../../machines/records/customerFilter.machine.ts';
import type { AppDeps } from '../app/deps.ts';
import { searchCustomersWith } from './customerSearch.ts';

/** A records list's customer filter with the app's effects: the picker's GET /clientes?q, and GET /clientes/{id} for a customer the URL names. */
export function provideCustomerFilter(deps: AppDeps) {
  const search = searchCustomersWith(deps);
  return customerFilterMachine.provide({
    actors: {
      searchCustomers: fromPromise<PickedCustomer[], string>(({ input, signal }) => search(input, signal)),
      loadCustomer: fromPromise<PickedCustomer, number>(async ({ input, signal }) => {
        const customer = await deps.api.getCustomer(input, signal);
        return { id: customer.id, name: customer.name, document: customer.document_number, blocked: customer.status === 'blocked' };
      }),
    },
  });
}
