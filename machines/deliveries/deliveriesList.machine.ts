import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import type { Delivery, DeliverySortColumn } from './deliveries.schema.ts';

/** Rows per page of the 'Entregas' table. */
export const DELIVERIES_PAGE_SIZE = 10;

/**
 * 'Entregas': the deliveries, newest first, filtered by status, sender and date, sorted and paged
 * by the server (GET /entregas?sort&page&pageSize[&status][&sender][&date]). The records-list
 * machine with the area's id.
 */
export const deliveriesListMachine = createRecordsListMachine<Delivery, DeliverySortColumn>({ id: 'deliveriesList', pageSize: DELIVERIES_PAGE_SIZE });
