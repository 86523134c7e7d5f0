import type * as v from 'valibot';
import { listPageSchema } from '../records/listPage.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { oneOfParam } from '../records/urlFilters.ts';
import { LOAN_STATUSES, LoanListRowSchema, type LoanListRow } from './loan.schema.ts';

/** Rows per page of the 'Préstamos' table. */
export const LOANS_PAGE_SIZE = 10;

/** The columns GET /prestamos sorts by (`sort=-balance`…); the server ignores any other. */
export const LOAN_SORT_COLUMNS = ['id', 'customer_name', 'principal', 'balance', 'next_due_date', 'days_in_arrears', 'status'] as const;
export type LoanSortColumn = (typeof LOAN_SORT_COLUMNS)[number];

/** The list's filters, by their query keys (shared-loans contract). */
export const LOAN_STATUS_FILTER = 'status';
/** 'Solo en mora': `arrears=1`, active loans late beyond the location's grace days. */
export const LOAN_ARREARS_FILTER = 'arrears';
/** One customer's loans (the customer's page): `customer=<id>`. */
export const LOAN_CUSTOMER_FILTER = 'customer';

export const LoanPageSchema = listPageSchema(LoanListRowSchema);
export type LoanPage = v.InferOutput<typeof LoanPageSchema>;

/**
 * 'Préstamos': the loans, searched by the customer's name or document, filtered by status and
 * 'Solo en mora', sorted and paged by the server (GET /prestamos). The records-list machine with the
 * area's id; the customer's page runs the same chart with the customer's filter fixed by the app.
 */
export const loansListMachine = createRecordsListMachine<LoanListRow, LoanSortColumn>({ id: 'loansList', pageSize: LOANS_PAGE_SIZE });

/** The filters 'Préstamos' keeps in its URL besides the days late (`?estado&mora`): Analítica's loans by state link here. */
export const LOAN_URL_FILTERS = { [LOAN_STATUS_FILTER]: oneOfParam('estado', LOAN_STATUSES), [LOAN_ARREARS_FILTER]: oneOfParam('mora', ['1']) } as const;
