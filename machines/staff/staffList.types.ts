import type { RecordsListContext, RecordsListEvent } from '../records/recordsList.types.ts';
import type { StaffSortColumn, StaffUser } from './staff.schema.ts';

export type { StaffSortColumn, StaffUser } from './staff.schema.ts';

export type StaffListContext = RecordsListContext<StaffUser, StaffSortColumn>;
export type StaffListEvent = RecordsListEvent<StaffSortColumn>;
