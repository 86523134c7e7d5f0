// @vitest-environment node
import { expect } from 'vitest';
import { CUSTOMERS_PAGE_SIZE, customersListMachine } from '../../machines/customers/index.ts';
import { connectRecordsList } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { customersListFixtures, inertCustomersList } from './customers.pathFixtures.ts';

describeModelPaths({
  machine: customersListMachine,
  replayLogic: inertCustomersList,
  fixtures: customersListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(CUSTOMERS_PAGE_SIZE);
    expect(snapshot.context.query.pageSize).toBe(CUSTOMERS_PAGE_SIZE);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
  },
});
