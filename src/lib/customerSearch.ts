import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import type { AppDeps } from '../app/deps.ts';

/** How many customers one search of a form's customer picker lists. */
export const CUSTOMER_SEARCH_SIZE = 8;

/** The customer search of a record form ('Nuevo préstamo', 'Nuevo alquiler'): GET /clientes?q, as the picker shows them. */
export const searchCustomersWith = (deps: AppDeps) => async (search: string, signal?: AbortSignal): Promise<PickedCustomer[]> => {
  const page = await deps.api.listCustomers({ q: search, sort: { column: 'name', direction: 'ascending' }, page: 1, pageSize: CUSTOMER_SEARCH_SIZE, filters: {} }, signal);
  return page.items.map((customer) => ({ id: customer.id, name: customer.name, document: customer.document_number, blocked: customer.status === 'blocked' }));
};
