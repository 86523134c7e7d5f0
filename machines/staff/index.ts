export { STAFF_ENABLED_FILTER, STAFF_PAGE_SIZE, staffListMachine } from './staffList.machine.ts';
export { STAFF_SORT_COLUMNS, StaffPageSchema, StaffUserSchema, type StaffSortColumn, type StaffUser } from './staff.schema.ts';
export type { StaffListContext, StaffListEvent } from './staffList.types.ts';
