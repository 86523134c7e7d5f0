// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerForm } from '../../machines/customers/index.ts';
import { expectVersionedForm } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { ANA } from './customers.fixtures.ts';
import { customerFormFixtures, customerFormStateKey, inertCustomerForm, keyedCustomerForm } from './customers.pathFixtures.ts';

describeModelPaths({
  machine: keyedCustomerForm,
  replayLogic: inertCustomerForm,
  fixtures: customerFormFixtures,
  inputs: { create: { customer: null }, edit: { customer: ANA } },
  // What the chart distinguishes, never what was typed (docs/testing.md); the replay still compares the whole context.
  stateKey: customerFormStateKey,
  checkState: (snapshot) => {
    const view = connectCustomerForm(snapshot, () => {});
    expectVersionedForm(snapshot, view);
    if (snapshot.matches({ form: 'duplicate' })) expect(view.errors.document_number).toBe('duplicate');
  },
});
