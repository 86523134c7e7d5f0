// @vitest-environment node
import { expect } from 'vitest';
import { connectDebtForm } from '../../machines/debts/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { DEBT_FORM_INPUT, debtFormFixtures, inertDebtForm, keyedDebtForm } from './debtForm.fixtures.ts';

describeModelPaths({
  machine: keyedDebtForm,
  replayLogic: inertDebtForm,
  fixtures: debtFormFixtures,
  inputs: { default: DEBT_FORM_INPUT },
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
    const view = connectDebtForm(snapshot, () => {});
    // The preview is the installments of what is typed: present exactly when the amount is (the rest has valid defaults).
    expect(view.preview !== null).toBe(snapshot.context.values.amount !== '');
    if (view.preview !== null) expect(view.preview.reduce((sum, due) => sum + due.amount, 0)).toBe(Number(snapshot.context.values.amount) * 100);
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
