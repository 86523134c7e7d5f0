import { rentalFormMachine, type RentalFormTypes } from '../../machines/rentals/rentalForm.ts';
import { recordFormFixtures, recordFormModel, type RecordFormModelEvent } from '../records/recordFormModel.ts';
import { DRAFT_RENTAL } from './rentalForm.fixtures.ts';

export { RENTAL_FORM_INPUT } from './rentalForm.fixtures.ts';

export const { keyed: keyedRentalForm, inert: inertRentalForm } = recordFormModel(rentalFormMachine);

export type RentalFormModelEvent = RecordFormModelEvent<RentalFormTypes>;

export const rentalFormFixtures = recordFormFixtures<RentalFormTypes>({
  fields: {
    property: { type: 'field.changed', field: 'property', value: 'Local 3' },
    rent: { type: 'field.changed', field: 'rent', value: '150000' },
    otherRent: { type: 'field.changed', field: 'rent', value: '160000' },
  },
  saved: DRAFT_RENTAL,
  refusal: 'customerBlocked',
});
