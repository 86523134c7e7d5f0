import { CASH_SESSION_STATUSES } from '../cash/cash.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { oneOfParam } from '../records/urlFilters.ts';
import type { CashSession, CashSessionSortColumn } from './cashbox.schema.ts';

/** Rows per page of 'Sesiones anteriores'. */
export const CASH_SESSIONS_PAGE_SIZE = 10;

/**
 * 'Sesiones anteriores' on the 'Caja' page: the sessions with their figures, filtered by status,
 * sorted and paged by the server (GET /caja/sesiones). The records-list machine with the area's id.
 */
export const cashSessionsListMachine = createRecordsListMachine<CashSession, CashSessionSortColumn>({ id: 'cashSessionsList', pageSize: CASH_SESSIONS_PAGE_SIZE });

/** The filter the sessions list keeps in the 'Caja' page's address (`?estado`): Analítica's 'Efectivo en caja' links to the open ones. */
export const CASH_SESSION_URL_FILTERS = { status: oneOfParam('estado', CASH_SESSION_STATUSES) } as const;
