// @vitest-environment node
import { expect } from 'vitest';
import { DELIVERIES_PAGE_SIZE, deliveriesListMachine } from '../../machines/deliveries/index.ts';
import { connectRecordsList } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { deliveriesListFixtures, inertDeliveriesList } from './deliveries.pathFixtures.ts';

describeModelPaths({
  machine: deliveriesListMachine,
  replayLogic: inertDeliveriesList,
  fixtures: deliveriesListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(DELIVERIES_PAGE_SIZE);
    expect(snapshot.context.query.pageSize).toBe(DELIVERIES_PAGE_SIZE);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
  },
});
