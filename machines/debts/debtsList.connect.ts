import { connectRecordsList, type RecordsListSnapshot, type RecordsListView } from '../records/recordsList.connect.ts';
import type { RecordsListEvent } from '../records/recordsList.types.ts';
import type { DebtListRow } from './debt.schema.ts';
import type { DebtListSortColumn, DebtTotals } from './debtsList.machine.ts';

export interface DebtsListView extends RecordsListView<DebtListRow, DebtListSortColumn> {
  /** Σ amount and Σ balance of every record the filters match (the last answer's); null before one. */
  totals: DebtTotals | null;
}

/** 'Deudas' / 'Honorarios': the records list plus the totals its answers carry. */
export function connectDebtsList(
  snapshot: RecordsListSnapshot<DebtListRow, DebtListSortColumn>,
  send: (event: RecordsListEvent<DebtListSortColumn>) => void,
): DebtsListView {
  // The page is a DebtPage (the API slice checked it against DebtPageSchema).
  const page = snapshot.context.page as (typeof snapshot.context.page & { totals?: DebtTotals }) | null;
  return { ...connectRecordsList(snapshot, send), totals: page?.totals ?? null };
}
