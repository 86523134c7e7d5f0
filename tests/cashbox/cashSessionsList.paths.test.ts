// @vitest-environment node
import { expect } from 'vitest';
import { CASH_SESSIONS_PAGE_SIZE, cashSessionsListMachine } from '../../machines/cashbox/index.ts';
import { connectRecordsList } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { cashSessionsListFixtures } from './cashSessionsList.pathFixtures.ts';
import { inertCashSessionsList } from './cashbox.pathFixtures.ts';

describeModelPaths({
  machine: cashSessionsListMachine,
  replayLogic: inertCashSessionsList,
  fixtures: cashSessionsListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectRecordsList(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(CASH_SESSIONS_PAGE_SIZE);
    expect(view.face === 'forbidden').toBe(snapshot.matches({ failed: 'forbidden' }));
  },
});
