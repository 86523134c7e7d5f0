import { formFailureOf } from '../records/formFailure.ts';
import { recordFormMachine } from '../records/recordForm.machine.ts';
import { DEBT_FORM_FIELDS, debtCreateOf, debtFormErrors, debtPreviewOf, emptyDebtValues } from './debtForm.rules.ts';
import { DEBT_FORM_REFUSALS, type DebtFormFailure, type DebtFormTypes } from './debtForm.types.ts';

export const debtFormFailureOf = (error: unknown): DebtFormFailure => formFailureOf(error, DEBT_FORM_REFUSALS);

/**
 * 'Nueva deuda' (/deudas/nuevo) and 'Nuevo honorario' (/honorarios/nuevo), one machine by `kind`:
 * the record and the live preview of its installments (`debtDues`, the function the server stores
 * them with), on the record-form kit (machines/records/recordForm.machine.ts: picker, leave guard,
 * submission with one key per intent). POST /deudas | /honorarios is its `saveRecord`; a refusal
 * (422 `customerBlocked`, `customerNotFound`, `firstDuePassed`, 400) focuses its field.
 */
export const debtFormMachine = recordFormMachine<DebtFormTypes>({
  id: 'debtForm',
  refusals: DEBT_FORM_REFUSALS,
  fields: DEBT_FORM_FIELDS,
  emptyValues: (input) => emptyDebtValues(input.businessDate),
  errorsOf: (customer, values, input) => debtFormErrors(input.kind, customer, values, input, input.businessDate),
  previewOf: (values, input) => debtPreviewOf(input.kind, values, input, input.businessDate),
  bodyOf: (customer, values, input) => (customer === null ? null : { kind: input.kind, input: debtCreateOf(input.kind, customer, values, input) }),
  refusalField: (failure) => (failure === 'firstDuePassed' ? 'firstDueDate' : 'customer'),
});
