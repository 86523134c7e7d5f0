import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import type { RoleRow, RoleSortColumn } from './roles.schema.ts';

/** Rows per page of the 'Roles' table. */
export const ROLES_PAGE_SIZE = 10;

/**
 * 'Roles': the roles, searched by name, sorted and paged by the server
 * (GET /roles?q&sort&page&pageSize). The records-list machine with the area's id.
 */
export const rolesListMachine = createRecordsListMachine<RoleRow, RoleSortColumn>({ id: 'rolesList', pageSize: ROLES_PAGE_SIZE });
