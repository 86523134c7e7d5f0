// @vitest-environment node
import { expect } from 'vitest';
import { connectDeliveryMovements, DELIVERY_MOVEMENTS_PAGE_SIZE, deliveryMovementsListMachine } from '../../machines/cashMovements/index.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import { describeRecordsListView } from '../records/recordsListPaths.ts';
import { deliveryPageOf, THIRTY_DELIVERY_MOVEMENTS } from './cashMovements.fixtures.ts';

describeRecordsListView({
  machine: deliveryMovementsListMachine,
  pageSize: DELIVERY_MOVEMENTS_PAGE_SIZE,
  rows: THIRTY_DELIVERY_MOVEMENTS,
  search: 'lucía',
  sort: 'amount',
  filter: { key: 'status', value: 'received' },
  // Each answer carries the user choices (two, whatever the rows).
  pageOf: (rows, page) => deliveryPageOf(rows, { ...emptyQuery(DELIVERY_MOVEMENTS_PAGE_SIZE), page }),
  checkState: (snapshot) => {
    const view = connectDeliveryMovements(snapshot, () => {});
    expect(view.users.length === 0).toBe(snapshot.context.page === null);
  },
});
