import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';
import { listPageWithTotalsSchema } from '../records/listPage.schema.ts';
import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { oneOfParam } from '../records/urlFilters.ts';
import { DEBT_STATUSES, DebtListRowSchema, type DebtListRow } from './debt.schema.ts';

/** Rows per page of the 'Deudas' and 'Honorarios' tables. */
export const DEBTS_PAGE_SIZE = 10;

/** The columns GET /deudas and GET /honorarios sort by (server/debts/repository.ts); the server ignores any other. */
export const DEBT_LIST_SORT_COLUMNS = ['id', 'debtor_name', 'concept', 'amount', 'balance', 'next_due_date', 'days_past_due', 'status'] as const;
export type DebtListSortColumn = (typeof DEBT_LIST_SORT_COLUMNS)[number];

export const DEBT_STATUS_FILTER = 'status';
/** 'Solo vencidas': `overdue=1`, open records with an installment due before the business date. */
export const DEBT_OVERDUE_FILTER = 'overdue';
/** `customer=<id>`: one customer's records (the customer's page links here). */
export const DEBT_CUSTOMER_FILTER = 'customer';

/** Σ amount and Σ balance of EVERY record the filters match, not only the page. */
export const DebtTotalsSchema = v.object({ amount: MinorAmountSchema, balance: MinorAmountSchema });
export type DebtTotals = v.InferOutput<typeof DebtTotalsSchema>;

export const DebtPageSchema = listPageWithTotalsSchema(DebtListRowSchema, DebtTotalsSchema);
export type DebtPage = v.InferOutput<typeof DebtPageSchema>;

/**
 * 'Deudas' and 'Honorarios': the records of one kind, searched by the debtor's name or document and
 * the concept, filtered by status, 'Solo vencidas' and customer, sorted and paged by the server
 * (GET /deudas, GET /honorarios). ONE machine for both kinds (the screen provides the kind's call);
 * each answer also carries the totals of the whole filtered set (read by `connectDebtsList`).
 */
export const debtsListMachine = createRecordsListMachine<DebtListRow, DebtListSortColumn>({ id: 'debtsList', pageSize: DEBTS_PAGE_SIZE });

/** The filters 'Deudas' / 'Honorarios' keep in their address (`?estado&mora`), beside the customer's (`?cliente`). */
export const DEBT_URL_FILTERS = { [DEBT_STATUS_FILTER]: oneOfParam('estado', DEBT_STATUSES), [DEBT_OVERDUE_FILTER]: oneOfParam('mora', ['1']) } as const;
