// @vitest-environment node
import { expect } from 'vitest';
import { CASH_MOVEMENTS_PAGE_SIZE, cashMovementsListMachine, connectCashMovements } from '../../machines/cashMovements/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { cashMovementsListFixtures, inertCashMovementsList } from './cashMovements.pathFixtures.ts';

describeModelPaths({
  machine: cashMovementsListMachine,
  replayLogic: inertCashMovementsList,
  fixtures: cashMovementsListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectCashMovements(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(CASH_MOVEMENTS_PAGE_SIZE);
    // The totals are the last answer's (the whole filter's), never summed from the page on screen.
    expect(view.totals === null).toBe(snapshot.context.page === null);
    if (view.totals) expect(view.totals.net).toBe(view.totals.in - view.totals.out);
  },
});
