import { rentalsListMachine, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** The 'Alquileres' list with the app's effect: one page of GET /alquileres per query. */
export function provideRentalsList(deps: AppDeps) {
  return rentalsListMachine.provide({ actors: { loadPage: fromApi(deps.api.listRentals) } });
}

/** 'Exportar': every contract the current query matches, not just the page on screen. */
export const allRentalsOf = (deps: AppDeps) => (query: ListQuery<RentalListSortColumn>): Promise<RentalListRow[]> => fetchAllRows(deps.api.listRentals, query);
