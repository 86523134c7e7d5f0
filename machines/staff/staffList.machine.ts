import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import type { StaffSortColumn, StaffUser } from './staff.schema.ts';

/** Rows per page of the 'Usuarios' table. */
export const STAFF_PAGE_SIZE = 10;

/** The `enabled` filter GET /usuarios accepts: `true` or `false`; absent = every account. */
export const STAFF_ENABLED_FILTER = 'enabled';

/**
 * 'Usuarios': the staff accounts for the administrator, searched, sorted and paged by the server
 * (GET /usuarios?q&sort&page&pageSize[&enabled]). The records-list machine with the area's id.
 */
export const staffListMachine = createRecordsListMachine<StaffUser, StaffSortColumn>({ id: 'staffList', pageSize: STAFF_PAGE_SIZE });
