import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import type { Location, LocationSortColumn } from './locations.schema.ts';

/** Rows per page of the locations table. */
export const LOCATIONS_PAGE_SIZE = 10;

/** The business's locations (GET /ubicaciones?q&sort&page&pageSize): the records-list machine with the area's id. */
export const locationsListMachine = createRecordsListMachine<Location, LocationSortColumn>({ id: 'locationsList', pageSize: LOCATIONS_PAGE_SIZE });
