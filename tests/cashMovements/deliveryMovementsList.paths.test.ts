// @vitest-environment node
import { expect } from 'vitest';
import { DELIVERY_MOVEMENTS_PAGE_SIZE, connectDeliveryMovements, deliveryMovementsListMachine } from '../../machines/cashMovements/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { deliveryMovementsListFixtures, inertDeliveryMovementsList } from './cashMovements.pathFixtures.ts';

describeModelPaths({
  machine: deliveryMovementsListMachine,
  replayLogic: inertDeliveryMovementsList,
  fixtures: deliveryMovementsListFixtures,
  stateKey: ({ context: { query, page, failure } }) => ({ failure, total: page?.total ?? null, page: query.page, searched: query.q !== '', filters: query.filters, sorted: query.sort }),
  checkState: (snapshot) => {
    const view = connectDeliveryMovements(snapshot, () => {});
    expect(view.rows.length).toBeLessThanOrEqual(DELIVERY_MOVEMENTS_PAGE_SIZE);
    // The user choices come with each answer (the fixtures' answers all carry two).
    expect(view.users.length === 0).toBe(snapshot.context.page === null);
  },
});
