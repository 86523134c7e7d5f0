import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';
import { listPageWithTotalsSchema } from '../records/listPage.schema.ts';
import { connectRecordsListWithTotals, type RecordsListSnapshot, type RecordsListWithTotalsView } from '../records/recordsList.connect.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { oneOfParam } from '../records/urlFilters.ts';
import type { RecordsListEvent } from '../records/recordsList.types.ts';
import { RENTAL_STATUSES, RentalListRowSchema, type RentalListRow } from './rental.schema.ts';

/** Rows per page of the 'Alquileres' table. */
export const RENTALS_PAGE_SIZE = 10;

/** The columns GET /alquileres sorts by; the server ignores any other. */
export const RENTAL_LIST_SORT_COLUMNS = ['id', 'customer_name', 'property', 'rent', 'balance', 'due_now', 'to_run', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type RentalListSortColumn = (typeof RENTAL_LIST_SORT_COLUMNS)[number];

export const RENTAL_STATUS_FILTER = 'status';
/** 'Solo con atraso': `overdue=1`, contracts with a term unpaid past its due date. */
export const RENTAL_OVERDUE_FILTER = 'overdue';
/** `customer=<id>`: one tenant's contracts (the 'Cliente' filter, `?cliente=` in the URL). */
export const RENTAL_CUSTOMER_FILTER = 'customer';

/**
 * What a landlord's back office reads off the filtered contracts (docs/rentals.md, 'The list's
 * totals'): `due_now` Σ due to date (fallen-due rent and late fees: what tenants owe today);
 * `to_run` Σ of the rent not yet due (what the contracts still have to run); `balance` Σ both; `monthly_rent` the rent roll, Σ of the active ones'
 * rent as a monthly figure (a weekly rent × 52 / 12, a biweekly one × 26 / 12, rounded once);
 * `deposits` Σ of the deposits held, taken at signing and not yet settled (active, ended,
 * terminated): what will have to be returned or applied.
 */
export const RentalTotalsSchema = v.object({
  balance: MinorAmountSchema,
  due_now: MinorAmountSchema,
  to_run: MinorAmountSchema,
  monthly_rent: MinorAmountSchema,
  deposits: MinorAmountSchema,
});
export type RentalTotals = v.InferOutput<typeof RentalTotalsSchema>;

/** A page of contracts with the totals of EVERY contract the filters match, not only the page's. */
export const RentalPageSchema = listPageWithTotalsSchema(RentalListRowSchema, RentalTotalsSchema);
export type RentalPage = v.InferOutput<typeof RentalPageSchema>;

/**
 * 'Alquileres': the contracts, searched by the tenant's name or document, filtered by status and
 * 'Solo con atraso', sorted and paged by the server (GET /alquileres). The records-list machine
 * with the area's id; each answer also carries the filter's totals (read by `connectRentalsList`).
 */
export const rentalsListMachine = createRecordsListMachine<RentalListRow, RentalListSortColumn>({ id: 'rentalsList', pageSize: RENTALS_PAGE_SIZE });

export type RentalsListView = RecordsListWithTotalsView<RentalListRow, RentalListSortColumn, RentalTotals>;

/** 'Alquileres': the records list plus the totals its answers carry. */
export const connectRentalsList = (
  snapshot: RecordsListSnapshot<RentalListRow, RentalListSortColumn>,
  send: (event: RecordsListEvent<RentalListSortColumn>) => void,
): RentalsListView => connectRecordsListWithTotals<RentalTotals, RentalListRow, RentalListSortColumn>(snapshot, send);

/** The filters 'Alquileres' keeps in its address (`?estado&mora`), beside the customer's (`?cliente`). */
export const RENTAL_URL_FILTERS = { [RENTAL_STATUS_FILTER]: oneOfParam('estado', RENTAL_STATUSES), [RENTAL_OVERDUE_FILTER]: oneOfParam('mora', ['1']) } as const;
