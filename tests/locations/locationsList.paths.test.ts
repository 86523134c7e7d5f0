// @vitest-environment node
import { expect } from 'vitest';
import { LOCATIONS_PAGE_SIZE, locationsListMachine } from '../../machines/locations/index.ts';
import { connectRecordsList } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLocationsList, locationsListFixtures } from './locations.pathFixtures.ts';

describeModelPaths({
  machine: locationsListMachine,
  replayLogic: inertLocationsList,
  fixtures: locationsListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(LOCATIONS_PAGE_SIZE);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
  },
});
