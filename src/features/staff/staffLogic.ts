import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { staffListMachine, type StaffSortColumn, type StaffUser } from '../../../machines/staff/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** The 'Usuarios' list with the app's effect: one page of GET /usuarios per query. */
export function provideStaffList(deps: AppDeps) {
  return staffListMachine.provide({
    actors: { loadPage: fromApi(deps.api.listStaff) },
  });
}

/** 'Exportar': every account the current query matches, not just the page on screen. */
export const allStaffOf = (deps: AppDeps) => (query: ListQuery<StaffSortColumn>): Promise<StaffUser[]> =>
  fetchAllRows(deps.api.listStaff, query);
