import { fromPromise } from 'xstate';
import { debtsListMachine, type DebtKind, type DebtListRow, type DebtListSortColumn } from '../../../machines/debts/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import type { AppDeps } from '../../app/deps.ts';

/** The list of one kind with the app's effect: one page (and the filter's totals) of GET /deudas or /honorarios per query. */
export function provideDebtsList(deps: AppDeps, kind: DebtKind) {
  // A DebtPage is a ListPage with the totals (connectDebtsList reads them).
  return debtsListMachine.provide({
    actors: { loadPage: fromPromise<ListPage<DebtListRow>, ListQuery<DebtListSortColumn>>(({ input, signal }) => deps.api.listDebts(kind, input, signal)) },
  });
}

/** 'Exportar': every record of the kind the current query matches, not just the page on screen. */
export const allDebtsOf = (deps: AppDeps, kind: DebtKind) => (query: ListQuery<DebtListSortColumn>): Promise<DebtListRow[]> =>
  fetchAllRows((q: ListQuery<DebtListSortColumn>, signal?: AbortSignal) => deps.api.listDebts(kind, q, signal), query);
