// @vitest-environment node
import { expect } from 'vitest';
import { connectLoanForm } from '../../machines/loans/loanScreens.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLoanForm, keyedLoanForm, LOAN_FORM_INPUT, loanFormFixtures } from './loanScreens.pathFixtures.ts';

describeModelPaths({
  machine: keyedLoanForm,
  replayLogic: inertLoanForm,
  fixtures: loanFormFixtures,
  inputs: { default: LOAN_FORM_INPUT },
  stateKey: ({ context }) => ({
    values: context.values,
    customer: context.customer,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.failure,
    results: context.results.length,
    search: context.search,
  }),
  checkState: (snapshot) => {
    const view = connectLoanForm(snapshot, () => {});
    // The preview is the schedule of what is typed: present exactly when the terms are complete.
    expect(view.preview !== null).toBe(snapshot.context.values.amount !== '' && snapshot.context.values.rate !== '');
    // A blocked customer is said at once, and never reaches the server.
    if (snapshot.context.customer?.blocked === true) expect(view.errors.customer).toBe('blocked');
    if (snapshot.matches({ form: 'saving' })) {
      expect(snapshot.context.customer?.blocked).toBe(false);
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    // A failure without a verdict keeps the key for 'Reintentar'; a refusal drops it.
    if (snapshot.matches({ form: 'failed' })) expect(snapshot.context.idempotencyKey).toBe('key-1');
    if (snapshot.matches({ form: 'refused' })) expect(snapshot.context.idempotencyKey).toBeNull();
    expect(view.askingToLeave).toBe(snapshot.matches({ leave: 'asking' }));
  },
});
