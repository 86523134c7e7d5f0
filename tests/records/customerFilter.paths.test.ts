// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerFilter, customerFilterMachine } from '../../machines/records/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { customerFilterFixtures, inertCustomerFilter } from './customerFilter.fixtures.ts';

describeModelPaths({
  machine: customerFilterMachine,
  replayLogic: inertCustomerFilter,
  fixtures: customerFilterFixtures,
  checkState: (snapshot) => {
    const view = connectCustomerFilter(snapshot, () => {});
    // Filtered by a customer: shown by name once known, else by number; never both, never neither.
    expect(view.customer !== null || view.pendingId !== null).toBe(snapshot.context.customerId !== null);
    expect(view.customer !== null && view.pendingId !== null).toBe(false);
    if (view.customer !== null) expect(view.customer.id).toBe(snapshot.context.customerId);
  },
});
