import { CASH_DELIVERY_STATUSES } from '../cash/cash.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { dateParam, oneOfParam } from '../records/urlFilters.ts';
import type { Delivery, DeliverySortColumn } from './deliveries.schema.ts';

/** Rows per page of the 'Entregas' table. */
export const DELIVERIES_PAGE_SIZE = 10;

/**
 * 'Entregas': the deliveries, newest first, filtered by status, sender and date, sorted and paged
 * by the server (GET /entregas?sort&page&pageSize[&status][&sender][&date]). The records-list
 * machine with the area's id.
 */
export const deliveriesListMachine = createRecordsListMachine<Delivery, DeliverySortColumn>({ id: 'deliveriesList', pageSize: DELIVERIES_PAGE_SIZE });

/** The filters 'Entregas' keeps in its URL (`?estado&fecha`): Analítica's 'Entregas pendientes' links here. */
export const DELIVERY_URL_FILTERS = { status: oneOfParam('estado', CASH_DELIVERY_STATUSES), date: dateParam('fecha') } as const;
