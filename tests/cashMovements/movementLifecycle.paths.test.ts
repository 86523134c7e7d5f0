/**
 * A movement's lifecycle as a model (machines/cashMovements/movementLifecycle.machine.ts): every
 * state and transition reached from `posted`, the guard's both sides included (a reversal row is
 * never reversed). The server refuses what this chart refuses (cashMovements.server.test.ts).
 */
import { expect } from 'vitest';
import { movementLifecycleMachine } from '../../machines/cashMovements/movementLifecycle.machine.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

const fixtures = {
  reverse: { default: { type: 'reverse' } },
} satisfies EventFixtures<{ type: 'reverse' }>;

describeModelPaths({
  machine: movementLifecycleMachine,
  replayLogic: movementLifecycleMachine,
  fixtures,
  inputs: { movement: { isReversal: false }, reversal: { isReversal: true } },
  checkState: (snapshot) => {
    // A reversal row stays posted whatever is sent: the guard refuses, nothing changes.
    if (snapshot.context.isReversal) expect(snapshot.value).toBe('posted');
  },
});
