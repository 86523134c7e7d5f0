import { rentalFormErrors, rentalFormMachine, type RentalFormTypes } from '../../machines/rentals/rentalForm.ts';
import { recordFormFixtures, recordFormModel, type RecordFormModelEvent } from '../records/recordFormModel.ts';
import { DRAFT_RENTAL } from './rentalForm.fixtures.ts';

export { RENTAL_FORM_INPUT } from './rentalForm.fixtures.ts';

/** The rental form's model; its state key judges the values with the rental's rules (as the machine's `errorsOf`). */
export const rentalFormModel = recordFormModel(rentalFormMachine, ({ customer, values, input }) => rentalFormErrors(customer, values, input));
export const { keyed: keyedRentalForm, stateKey: rentalFormStateKey } = rentalFormModel;

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
