/**
 * The customer a record is for (a loan, a debt, a fee…), as the forms' customer search lists it:
 * GET /clientes?q sorted by name, a few at a time. Shared by every form that picks a customer.
 */
import type { Customer, CustomerSortColumn } from '../customers/customers.schema.ts';
import type { ListQuery } from './listQuery.ts';

export interface PickedCustomer {
  id: number;
  name: string;
  document: string;
  /** A blocked customer can't take a new record: the form says so and refuses to submit. */
  blocked: boolean;
}

/** How many customers one search of 'Cliente' lists. */
export const CUSTOMER_SEARCH_SIZE = 8;

/** The query of one search of the picker. */
export const customerSearchQuery = (search: string): ListQuery<CustomerSortColumn> => ({
  q: search,
  sort: { column: 'name', direction: 'ascending' },
  page: 1,
  pageSize: CUSTOMER_SEARCH_SIZE,
  filters: {},
});

export const pickedCustomerOf = (customer: Customer): PickedCustomer => ({
  id: customer.id,
  name: customer.name,
  document: customer.document_number,
  blocked: customer.status === 'blocked',
});
