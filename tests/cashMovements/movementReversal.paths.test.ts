// @vitest-environment node
import { expect } from 'vitest';
import { connectMovementReversal, reasonErrorOf } from '../../machines/cashMovements/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { INCOME } from './cashMovements.fixtures.ts';
import { inertMovementReversal, keyedMovementReversal, movementReversalFixtures } from './cashMovements.pathFixtures.ts';

describeModelPaths({
  machine: keyedMovementReversal,
  replayLogic: inertMovementReversal,
  fixtures: movementReversalFixtures,
  inputs: { income: { target: INCOME } },
  checkState: (snapshot) => {
    const view = connectMovementReversal(snapshot, () => {});
    // What will be posted: the other direction, the same amount, into the same box.
    expect(view.preview).toEqual({ direction: 'out', amount: INCOME.amount, boxName: INCOME.box_name, reverses: INCOME.id });
    // Nothing is posted without a valid reason; a post always carries a key.
    if (snapshot.matches('posting')) {
      expect(reasonErrorOf(snapshot.context.reason)).toBeNull();
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    expect(view.busy).toBe(snapshot.matches('posting'));
  },
});
