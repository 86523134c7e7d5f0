// @vitest-environment node
import { LOCATIONS_PAGE_SIZE, locationsListMachine } from '../../machines/locations/index.ts';
import { describeRecordsListModelPaths } from '../records/recordsListPaths.ts';
import { TWELVE_LOCATIONS } from './locations.fixtures.ts';

describeRecordsListModelPaths({
  machine: locationsListMachine,
  pageSize: LOCATIONS_PAGE_SIZE,
  rows: TWELVE_LOCATIONS,
  search: 'norte',
  sort: 'name',
  filter: { key: 'country', value: 'UY' },
});
