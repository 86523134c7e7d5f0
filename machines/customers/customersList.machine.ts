import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { oneOfParam } from '../records/urlFilters.ts';
import { CUSTOMER_STATUS_FILTER, CUSTOMER_STATUSES, type Customer, type CustomerSortColumn } from './customers.schema.ts';

/** Rows per page of the 'Clientes' table. */
export const CUSTOMERS_PAGE_SIZE = 10;

/**
 * 'Clientes': the customers, searched by name or document, filtered by status, sorted and paged
 * by the server (GET /clientes?q&sort&page&pageSize[&status]). The records-list machine with the
 * area's id.
 */
export const customersListMachine = createRecordsListMachine<Customer, CustomerSortColumn>({ id: 'customersList', pageSize: CUSTOMERS_PAGE_SIZE });

/** The filter 'Clientes' keeps in its address (`?estado`). */
export const CUSTOMER_URL_FILTERS = { [CUSTOMER_STATUS_FILTER]: oneOfParam('estado', CUSTOMER_STATUSES) } as const;
