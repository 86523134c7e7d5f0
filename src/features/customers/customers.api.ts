import {
  CustomerOwedSchema,
  CustomerPageSchema,
  CustomerSchema,
  type Customer,
  type CustomerOwed,
  type CustomerInput,
  type CustomerSortColumn,
  type CustomerUpdate,
} from '../../../machines/customers/index.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Clientes', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface CustomersApi {
  /** GET /clientes?q&sort&page&pageSize[&status] (customer.view). */
  listCustomers(query: ListQuery<CustomerSortColumn>, signal?: AbortSignal): Promise<ListPage<Customer>>;
  /** GET /clientes/{id} (customer.view; 404 when there is none). */
  getCustomer(id: number, signal?: AbortSignal): Promise<Customer>;
  /** POST /clientes with `Idempotency-Key` (customer.create): a replay of the key answers the first answer. */
  createCustomer(request: { input: CustomerInput; idempotencyKey: string }, signal?: AbortSignal): Promise<Customer>;
  /** PUT /clientes/{id} (customer.edit): 409 when `update.version` is stale, 422 when the document is another customer's. */
  updateCustomer(request: { id: number; update: CustomerUpdate }, signal?: AbortSignal): Promise<Customer>;
  /** GET /clientes/{id}/adeudado (customer.view): what the customer owes, by kind, as far as the caller may see. */
  customerOwed(id: number, signal?: AbortSignal): Promise<CustomerOwed>;
}

const customerPath = (id: number) => `/clientes/${encodeURIComponent(String(id))}`;

export function createCustomersApi(client: ApiClient): CustomersApi {
  return {
    async listCustomers(query, signal) {
      return parseAnswer(CustomerPageSchema, await client.request('/clientes', { query: toSearchParams(query), signal }));
    },
    async getCustomer(id, signal) {
      return parseAnswer(CustomerSchema, await client.request(customerPath(id), { signal }));
    },
    async createCustomer({ input, idempotencyKey }, signal) {
      const answer = await client.request('/clientes', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(CustomerSchema, answer);
    },
    async updateCustomer({ id, update }, signal) {
      return parseAnswer(CustomerSchema, await client.request(customerPath(id), { method: 'PUT', body: update, signal }));
    },
    async customerOwed(id, signal) {
      return parseAnswer(CustomerOwedSchema, await client.request(`${customerPath(id)}/adeudado`, { signal }));
    },
  };
}
