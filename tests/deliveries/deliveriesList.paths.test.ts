// @vitest-environment node
import { DELIVERIES_PAGE_SIZE, deliveriesListMachine } from '../../machines/deliveries/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_DELIVERIES } from './deliveries.fixtures.ts';

describeRecordsListModelPaths({
  machine: deliveriesListMachine,
  pageSize: DELIVERIES_PAGE_SIZE,
  rows: TWELVE_DELIVERIES,
  search: '105',
  sort: 'declared_amount',
  filter: { key: 'status', value: 'pending' },
});
