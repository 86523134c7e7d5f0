import type * as v from 'valibot';
import { listPageSchema } from '../records/listPage.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { RentalListRowSchema, type RentalListRow } from './rental.schema.ts';

/** Rows per page of the 'Alquileres' table. */
export const RENTALS_PAGE_SIZE = 10;

/** The columns GET /alquileres sorts by; the server ignores any other. */
export const RENTAL_LIST_SORT_COLUMNS = ['id', 'customer_name', 'property', 'rent', 'balance', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type RentalListSortColumn = (typeof RENTAL_LIST_SORT_COLUMNS)[number];

export const RENTAL_STATUS_FILTER = 'status';
/** 'Solo con atraso': `overdue=1`, contracts with a term unpaid past its due date. */
export const RENTAL_OVERDUE_FILTER = 'overdue';

export const RentalPageSchema = listPageSchema(RentalListRowSchema);
export type RentalPage = v.InferOutput<typeof RentalPageSchema>;

/**
 * 'Alquileres': the contracts, searched by the tenant's name or document, filtered by status and
 * 'Solo con atraso', sorted and paged by the server (GET /alquileres). The records-list machine
 * with the area's id.
 */
export const rentalsListMachine = createRecordsListMachine<RentalListRow, RentalListSortColumn>({ id: 'rentalsList', pageSize: RENTALS_PAGE_SIZE });
