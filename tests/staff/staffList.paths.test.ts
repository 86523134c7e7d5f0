// @vitest-environment node
import { STAFF_PAGE_SIZE, staffListMachine } from '../../machines/staff/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_USERS } from './staffList.fixtures.ts';

describeRecordsListModelPaths({
  machine: staffListMachine,
  pageSize: STAFF_PAGE_SIZE,
  rows: TWELVE_USERS,
  search: 'cajero',
  sort: 'name',
  filter: { key: 'enabled', value: 'true' },
});
