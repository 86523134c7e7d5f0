// @vitest-environment node
import { expect } from 'vitest';
import { connectCustomerForm } from '../../machines/customers/index.ts';
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
    const { context } = snapshot;
    const view = connectCustomerForm(snapshot, () => {});
    // A key exists only for a new customer's submission in flight or to be retried.
    if (context.idempotencyKey !== null) expect(context.original).toBeNull();
    if (snapshot.matches({ form: 'saving' }) && context.original === null) expect(context.idempotencyKey).not.toBeNull();
    if (snapshot.matches({ form: 'failed' })) expect(view.notice).toBe('failed');
    // The typed values are never lost by a failure or a conflict.
    if (snapshot.matches({ form: 'conflict' })) expect(view.locked).toBe(true);
    if (snapshot.matches({ form: 'duplicate' })) expect(view.errors.document_number).toBe('duplicate');
    expect(view.askingToLeave).toBe(snapshot.matches({ leave: 'asking' }));
  },
});
