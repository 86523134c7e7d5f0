import { RentalPageSchema, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Alquileres', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface RentalsApi {
  /** GET /alquileres?q&sort&page&pageSize[&status&overdue&customer] (rental.view; own portfolio without rental.viewAll). */
  listRentals(query: ListQuery<RentalListSortColumn>, signal?: AbortSignal): Promise<ListPage<RentalListRow>>;
}

export function createRentalsApi(client: ApiClient): RentalsApi {
  return {
    async listRentals(query, signal) {
      return parseAnswer(RentalPageSchema, await client.request('/alquileres', { query: toSearchParams(query), signal }));
    },
  };
}
