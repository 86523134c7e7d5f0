import { formFailureOf } from '../records/formFailure.ts';
import { recordFormMachine } from '../records/recordForm.machine.ts';
import { applicationOf, defaultFirstDueDate, emptyLoanValues, LOAN_FORM_FIELDS, loanFormErrors, previewOf } from './loanForm.rules.ts';
import { LOAN_FORM_REFUSALS, type LoanFormFailure, type LoanFormTypes } from './loanForm.types.ts';

export const loanFormFailureOf = (error: unknown): LoanFormFailure => formFailureOf(error, LOAN_FORM_REFUSALS);

/**
 * 'Nuevo préstamo' (/prestamos/nuevo): the application and its live 'Vista previa del cronograma'
 * (`buildSchedule`, the function the server stores the schedule with), on the record-form kit
 * (machines/records/recordForm.machine.ts: picker, leave guard, submission with one key per
 * intent). POST /prestamos is its `saveRecord`; a refusal (422 `customerBlocked`,
 * `customerNotFound`, 400) focuses the customer.
 */
export const loanFormMachine = recordFormMachine<LoanFormTypes>({
  id: 'loanForm',
  refusals: LOAN_FORM_REFUSALS,
  fields: LOAN_FORM_FIELDS,
  emptyValues: (input) => emptyLoanValues(input.businessDate),
  errorsOf: (customer, values, input) => loanFormErrors(customer, values, input, input.businessDate),
  previewOf: (values, input) => previewOf(values, input, input.businessDate),
  // One period after the business date follows the frequency until staff pick a date themselves.
  follow: {
    fields: ['firstDueDate'],
    values: (values, field, typed, input) =>
      field === 'frequency' && !typed.includes('firstDueDate') ? { ...values, firstDueDate: defaultFirstDueDate(input.businessDate, values.frequency) } : values,
  },
  bodyOf: (customer, values, input) => (customer === null ? null : applicationOf(customer, values, input, input.businessDate)),
});
