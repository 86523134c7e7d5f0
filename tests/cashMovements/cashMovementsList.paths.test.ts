// @vitest-environment node
import { expect } from 'vitest';
import { CASH_MOVEMENTS_PAGE_SIZE, cashMovementsListMachine, connectCashMovements } from '../../machines/cashMovements/index.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import { describeRecordsListView } from '../records/recordsListPaths.ts';
import { movementPageOf, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';

describeRecordsListView({
  machine: cashMovementsListMachine,
  pageSize: CASH_MOVEMENTS_PAGE_SIZE,
  rows: SIXTY_MOVEMENTS,
  search: 'venta',
  sort: 'amount',
  filter: { key: 'type', value: 'expense' },
  // The ledger's answers carry the totals of the whole filter.
  pageOf: (rows, page) => movementPageOf(rows, { ...emptyQuery(CASH_MOVEMENTS_PAGE_SIZE), page }),
  checkState: (snapshot) => {
    const view = connectCashMovements(snapshot, () => {});
    // The totals are the last answer's (the whole filter's), never summed from the page on screen.
    expect(view.totals === null).toBe(snapshot.context.page === null);
    if (view.totals) expect(view.totals.net).toBe(view.totals.in - view.totals.out);
  },
});
