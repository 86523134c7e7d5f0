// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerForm } from '../../machines/customers/index.ts';
import { expectVersionedForm } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { ANA } from './customers.fixtures.ts';
import { customerFormFixtures, inertCustomerForm, keyedCustomerForm } from './customers.pathFixtures.ts';

describeModelPaths({
  machine: keyedCustomerForm,
  replayLogic: inertCustomerForm,
  fixtures: customerFormFixtures,
  inputs: { create: { customer: null }, edit: { customer: ANA } },
  // What the guards and the view read; the replay still compares the whole context.
  stateKey: ({ context }) => ({
    // Two field fixtures: a handful of value sets, each kept apart so every path replays exactly.
    values: context.values,
    initial: context.initial,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.failure,
    stored: context.stored?.version ?? null,
    version: context.original?.version ?? null,
    rejected: context.rejectedDocument,
  }),
  checkState: (snapshot) => {
    const view = connectCustomerForm(snapshot, () => {});
    expectVersionedForm(snapshot, view);
    if (snapshot.matches({ form: 'duplicate' })) expect(view.errors.document_number).toBe('duplicate');
  },
});
