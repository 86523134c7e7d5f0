import { RentalDetailSchema, RentalPageSchema, type RentalDetail, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import type { CreateRentalRequest } from '../../../machines/rentals/rentalForm.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Alquileres', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface RentalsApi {
  /**
   * GET /alquileres?q&sort&page&pageSize[&status&overdue&customer] (rental.view; own portfolio without
   * rental.viewAll). The answer is checked as a `RentalPage`, a page with the filter's totals
   * (`connectRentalsList` reads them); it is typed as the plain page its other readers need.
   */
  listRentals(query: ListQuery<RentalListSortColumn>, signal?: AbortSignal): Promise<ListPage<RentalListRow>>;
  /** POST /alquileres with `Idempotency-Key` (rental.create): 201 the draft; 422 `customerBlocked` / `customerNotFound` / a terms refusal. */
  createRental(request: CreateRentalRequest, signal?: AbortSignal): Promise<RentalDetail>;
}

export function createRentalsApi(client: ApiClient): RentalsApi {
  return {
    async listRentals(query, signal) {
      return parseAnswer(RentalPageSchema, await client.request('/alquileres', { query: toSearchParams(query), signal }));
    },
    async createRental({ rental, idempotencyKey }, signal) {
      const answer = await client.request('/alquileres', { method: 'POST', body: rental, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(RentalDetailSchema, answer);
    },
  };
}
