// @vitest-environment node
import { ROLES_PAGE_SIZE, rolesListMachine } from '../../machines/roles/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_ROLES } from './roles.fixtures.ts';

describeRecordsListModelPaths({
  machine: rolesListMachine,
  pageSize: ROLES_PAGE_SIZE,
  rows: TWELVE_ROLES,
  search: 'caja',
  sort: 'r_nombre',
  filter: { key: 'users', value: 'used' },
});
