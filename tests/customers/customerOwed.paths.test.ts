// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerOwed, customerOwedMachine } from '../../machines/customers/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { customerOwedFixtures, inertCustomerOwed } from './customerOwed.fixtures.ts';

describeModelPaths({
  machine: customerOwedMachine,
  replayLogic: inertCustomerOwed,
  fixtures: customerOwedFixtures,
  inputs: { default: { customerId: 7 } },
  checkState: (snapshot) => {
    const view = connectCustomerOwed(snapshot, () => {});
    expect(view.owed !== null).toBe(snapshot.matches('shown'));
    if (view.owed !== null) expect(view.owed.total).toBe(view.owed.parts.reduce((sum, part) => sum + part.balance, 0));
  },
});
