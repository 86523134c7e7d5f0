import { connectRecordsListWithTotals, type RecordsListSnapshot, type RecordsListWithTotalsView } from '../records/recordsList.connect.ts';
import type { RecordsListEvent } from '../records/recordsList.types.ts';
import type { DebtListRow } from './debt.schema.ts';
import type { DebtListSortColumn, DebtTotals } from './debtsList.machine.ts';

/** Σ amount and Σ balance of every record the filters match (the last answer's) under `totals`; null before one. */
export type DebtsListView = RecordsListWithTotalsView<DebtListRow, DebtListSortColumn, DebtTotals>;

/** 'Deudas' / 'Honorarios': the records list plus the totals its answers carry. */
export const connectDebtsList = (
  snapshot: RecordsListSnapshot<DebtListRow, DebtListSortColumn>,
  send: (event: RecordsListEvent<DebtListSortColumn>) => void,
): DebtsListView => connectRecordsListWithTotals<DebtTotals, DebtListRow, DebtListSortColumn>(snapshot, send);
