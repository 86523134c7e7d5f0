// @vitest-environment node
import { expect } from 'vitest';
import { connectRentalForm } from '../../machines/rentals/rentalForm.ts';
import { describeRecordFormPaths } from '../records/recordFormModel.ts';
import { RENTAL_FORM_INPUT, rentalFormFixtures, rentalFormModel } from './rentalForm.pathFixtures.ts';

describeRecordFormPaths({
  model: rentalFormModel,
  fixtures: rentalFormFixtures,
  input: RENTAL_FORM_INPUT,
  connect: connectRentalForm,
  checkPreview: (snapshot, view) => {
    // The preview is the terms of what is typed: present exactly when the rent is (the default dates make a year).
    expect(view.preview !== null).toBe(snapshot.context.values.rent !== '');
    if (view.preview !== null) expect(view.preview.terms).toHaveLength(12);
  },
});
