// @vitest-environment node
import { expect } from 'vitest';
import { connectRentalForm } from '../../machines/rentals/rentalForm.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertRentalForm, keyedRentalForm, RENTAL_FORM_INPUT, rentalFormFixtures } from './rentalForm.pathFixtures.ts';

describeModelPaths({
  machine: keyedRentalForm,
  replayLogic: inertRentalForm,
  fixtures: rentalFormFixtures,
  inputs: { default: RENTAL_FORM_INPUT },
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
    const view = connectRentalForm(snapshot, () => {});
    // The preview is the terms of what is typed: present exactly when the rent is (the default dates make a year).
    expect(view.preview !== null).toBe(snapshot.context.values.rent !== '');
    if (view.preview !== null) expect(view.preview.terms).toHaveLength(12);
    // A blocked tenant is said at once, and never reaches the server.
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
