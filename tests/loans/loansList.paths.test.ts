// @vitest-environment node
import { LOANS_PAGE_SIZE, loansListMachine } from '../../machines/loans/loanScreens.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_LOANS } from './loanScreens.fixtures.ts';

describeRecordsListModelPaths({
  machine: loansListMachine,
  pageSize: LOANS_PAGE_SIZE,
  rows: TWELVE_LOANS,
  search: 'cliente',
  sort: 'customer_name',
  filter: { key: 'status', value: 'active' },
});
