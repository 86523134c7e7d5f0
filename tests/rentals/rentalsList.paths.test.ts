// @vitest-environment node
import { RENTALS_PAGE_SIZE, rentalsListMachine } from '../../machines/rentals/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_RENTALS } from './rentalsList.fixtures.ts';

describeRecordsListModelPaths({
  machine: rentalsListMachine,
  pageSize: RENTALS_PAGE_SIZE,
  rows: TWELVE_RENTALS,
  search: 'inquilino',
  sort: 'customer_name',
  filter: { key: 'status', value: 'active' },
});
