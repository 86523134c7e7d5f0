import { rolesListMachine, type RoleRow, type RoleSortColumn } from '../../../machines/roles/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** The 'Roles' list with the app's effect: one page of GET /roles per query. */
export function provideRolesList(deps: AppDeps) {
  return rolesListMachine.provide({ actors: { loadPage: fromApi(deps.api.listRoles) } });
}

/** 'Exportar': every role the current query matches, not just the page on screen. */
export const allRolesOf = (deps: AppDeps) => (query: ListQuery<RoleSortColumn>): Promise<RoleRow[]> => fetchAllRows(deps.api.listRoles, query);
