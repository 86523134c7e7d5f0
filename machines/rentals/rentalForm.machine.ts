import { formFailureOf } from '../records/formFailure.ts';
import { recordFormMachine } from '../records/recordForm.machine.ts';
import { defaultEndDate, emptyRentalValues, RENTAL_FORM_FIELDS, rentalFormErrors, rentalInputOf, termsPreviewOf, type RentalFormField } from './rentalForm.rules.ts';
import { RENTAL_FORM_REFUSALS, type RentalFormFailure, type RentalFormTypes } from './rentalForm.types.ts';

export const rentalFormFailureOf = (error: unknown): RentalFormFailure => formFailureOf(error, RENTAL_FORM_REFUSALS);

/** The field a refusal is about, where the focus goes so the user reads its text next to it. */
export const REFUSAL_FIELD: Record<RentalFormFailure, RentalFormField> = {
  customerBlocked: 'customer',
  customerNotFound: 'customer',
  notWholePeriods: 'endDate',
  tooManyTerms: 'endDate',
  dueDayOutOfPeriod: 'dueDay',
  percentTooHigh: 'lateFeeValue',
  invalid: 'customer',
  forbidden: 'customer',
  unavailable: 'customer',
};

/**
 * 'Nuevo alquiler' (/alquileres/nuevo): the contract's terms and their live preview (`buildTerms`,
 * the function the server derives them with), on the record-form kit
 * (machines/records/recordForm.machine.ts: tenant picker, leave guard, submission with one key per
 * intent). POST /alquileres is its `saveRecord`; a refusal (422 with one of the form's refusal
 * codes, 400) focuses its field.
 */
export const rentalFormMachine = recordFormMachine<RentalFormTypes>({
  id: 'rentalForm',
  refusals: RENTAL_FORM_REFUSALS,
  fields: RENTAL_FORM_FIELDS,
  emptyValues: (input) => emptyRentalValues(input.businessDate),
  errorsOf: (customer, values, input) => rentalFormErrors(customer, values, input),
  previewOf: (values, input) => termsPreviewOf(values, input),
  // A year of whole periods from the start follows the start and the frequency until staff type an end themselves.
  follow: {
    fields: ['endDate'],
    values: (values, field, typed) =>
      (field === 'startDate' || field === 'frequency') && !typed.includes('endDate') ? { ...values, endDate: defaultEndDate(values.startDate, values.frequency) } : values,
  },
  bodyOf: (customer, values, input) => rentalInputOf(customer, values, input),
  refusalField: (failure) => REFUSAL_FIELD[failure],
});
