// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerDetail, customerDetailMachine } from '../../machines/customers/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { customerDetailFixtures, inertCustomerDetail } from './customers.pathFixtures.ts';

describeModelPaths({
  machine: customerDetailMachine,
  replayLogic: inertCustomerDetail,
  fixtures: customerDetailFixtures,
  inputs: { default: { id: 7 } },
  checkState: (snapshot) => {
    const view = connectCustomerDetail(snapshot, () => {});
    expect(view.customer !== null).toBe(snapshot.matches('ready'));
    expect(view.refused !== null).toBe(snapshot.matches('refused'));
  },
});
