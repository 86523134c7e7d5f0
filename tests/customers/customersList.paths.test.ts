// @vitest-environment node
import { CUSTOMERS_PAGE_SIZE, customersListMachine } from '../../machines/customers/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_CUSTOMERS } from './customers.fixtures.ts';

describeRecordsListModelPaths({
  machine: customersListMachine,
  pageSize: CUSTOMERS_PAGE_SIZE,
  rows: TWELVE_CUSTOMERS,
  search: 'ana',
  sort: 'name',
  filter: { key: 'status', value: 'blocked' },
});
