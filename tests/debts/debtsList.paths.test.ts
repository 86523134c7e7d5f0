// @vitest-environment node
import { DEBTS_PAGE_SIZE, debtsListMachine } from '../../machines/debts/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_DEBTS } from './debtsList.fixtures.ts';

describeRecordsListModelPaths({
  machine: debtsListMachine,
  pageSize: DEBTS_PAGE_SIZE,
  rows: TWELVE_DEBTS,
  search: 'deudor',
  sort: 'debtor_name',
  filter: { key: 'status', value: 'open' },
});
