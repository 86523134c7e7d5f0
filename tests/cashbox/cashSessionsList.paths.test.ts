// @vitest-environment node
import { CASH_SESSIONS_PAGE_SIZE, cashSessionsListMachine } from '../../machines/cashbox/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_SESSIONS } from './cashSessionsList.pathFixtures.ts';

describeRecordsListModelPaths({
  machine: cashSessionsListMachine,
  pageSize: CASH_SESSIONS_PAGE_SIZE,
  rows: TWELVE_SESSIONS,
  search: 'carlos',
  sort: 'difference',
  filter: { key: 'status', value: 'closed' },
});
