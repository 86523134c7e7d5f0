/**
 * 'Nuevo préstamo': what the form holds, what each field's error is, and the terms (hence the
 * schedule preview) its values make. Pure; the machine and the screen read it.
 */
import { addDays, addMonths, compareBusinessDates } from '../money/businessDate.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import { readAmount, type AmountError as TypedAmountError, type AmountFormat } from '../money/parseAmount.ts';
import {
  LOAN_LIMITS,
  termsProblem,
  type LoanApplication,
  type LoanFrequency,
  type LoanMethod,
  type LoanTerms,
  type RatePeriod,
  type TermsProblem,
} from './loan.schema.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import { typedRate, type TypedRateError } from './rate.ts';
import { buildSchedule, type Schedule } from './schedule.ts';

/** The customer the application is for (shared with every form for a customer). */
export type { PickedCustomer };

/** The typed fields (the selects hold their codes). */
export interface LoanFormValues {
  amount: string;
  rate: string;
  ratePeriod: RatePeriod;
  installments: string;
  frequency: LoanFrequency;
  method: LoanMethod;
  /** YYYY-MM-DD ('' until typed or defaulted). */
  firstDueDate: string;
  note: string;
}

export type LoanTextField = keyof LoanFormValues;
export type LoanFormField = LoanTextField | 'customer';

export type CustomerError = 'required' | 'blocked';
export type InstallmentsError = 'required' | 'notInteger' | 'outOfRange';
export type FirstDueDateError = 'required' | 'invalid' | 'beforeToday';
export type NoteError = 'tooLong';
/** Valid fields whose schedule would not keep its shape (loan.schema.ts termsProblem): said on the amount or on the rate. */
export type AmountError = TypedAmountError | 'tooSmallForTerms';
export type RateError = TypedRateError | 'tooSteepForTerms';

export interface LoanFieldErrors {
  customer?: CustomerError;
  amount?: AmountError;
  rate?: RateError;
  installments?: InstallmentsError;
  firstDueDate?: FirstDueDateError;
  note?: NoteError;
}

/** The order errors are met in, for the focus of a refused submit. */
export const LOAN_FORM_FIELDS: readonly LoanFormField[] = ['customer', 'amount', 'rate', 'ratePeriod', 'installments', 'frequency', 'method', 'firstDueDate', 'note'];

/** One period after the business date: when a first installment usually falls due. */
export function defaultFirstDueDate(businessDate: BusinessDate, frequency: LoanFrequency): BusinessDate {
  switch (frequency) {
    case 'monthly':
      return addMonths(businessDate, 1);
    case 'biweekly':
      return addDays(businessDate, 14);
    case 'weekly':
      return addDays(businessDate, 7);
    case 'daily':
      return addDays(businessDate, 1);
  }
}

export function emptyLoanValues(businessDate: BusinessDate): LoanFormValues {
  return { amount: '', rate: '', ratePeriod: 'month', installments: '12', frequency: 'monthly', method: 'french', firstDueDate: defaultFirstDueDate(businessDate, 'monthly'), note: '' };
}

/** The installments field: 1 to 360, digits only (the import reads its column with it too). */
export function installmentsErrorOf(text: string): InstallmentsError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^[0-9]{1,4}$/.test(trimmed)) return 'notInteger';
  const n = Number(trimmed);
  return n < LOAN_LIMITS.minInstallments || n > LOAN_LIMITS.maxInstallments ? 'outOfRange' : null;
}

function firstDueDateErrorOf(text: string, businessDate: BusinessDate): FirstDueDateError | null {
  if (text.trim() === '') return 'required';
  if (!isBusinessDate(text)) return 'invalid';
  return compareBusinessDates(text, businessDate) < 0 ? 'beforeToday' : null;
}

/** Every field's error (none for a field that is right). */
export function loanFormErrors(customer: PickedCustomer | null, values: LoanFormValues, format: AmountFormat, businessDate: BusinessDate): LoanFieldErrors {
  const errors: LoanFieldErrors = {};
  if (customer === null) errors.customer = 'required';
  else if (customer.blocked) errors.customer = 'blocked';
  const amount = readAmount(values.amount, format);
  if (!amount.ok) errors.amount = amount.error;
  else if (amount.minor < 1) errors.amount = 'required';
  const rate = typedRate(values.rate);
  if (!rate.ok) errors.rate = rate.error;
  const installments = installmentsErrorOf(values.installments);
  if (installments !== null) errors.installments = installments;
  const due = firstDueDateErrorOf(values.firstDueDate, businessDate);
  if (due !== null) errors.firstDueDate = due;
  if (values.note.length > LOAN_LIMITS.note) errors.note = 'tooLong';
  const problem = termsProblemOf(values, format, businessDate);
  if (problem === 'tooSmall') errors.amount = 'tooSmallForTerms';
  if (problem === 'tooSteep') errors.rate = 'tooSteepForTerms';
  return errors;
}

export const firstInvalidField = (errors: LoanFieldErrors): LoanFormField | null =>
  LOAN_FORM_FIELDS.find((field) => field in errors) ?? null;

/** The terms the values make, or null while one of them is not right yet (the preview waits). */
export function termsOf(values: LoanFormValues, format: AmountFormat, businessDate: BusinessDate): LoanTerms | null {
  const amount = readAmount(values.amount, format);
  const rate = typedRate(values.rate);
  if (!amount.ok || amount.minor < 1 || !rate.ok) return null;
  if (installmentsErrorOf(values.installments) !== null || firstDueDateErrorOf(values.firstDueDate, businessDate) !== null) return null;
  return {
    principal: amount.minor,
    rateMillionths: rate.millionths,
    ratePeriod: values.ratePeriod,
    installments: Number(values.installments.trim()),
    frequency: values.frequency,
    method: values.method,
    firstDueDate: values.firstDueDate,
  };
}

/** Why valid fields still make no acceptable schedule (the server would answer 422 with the same code), or null. */
export function termsProblemOf(values: LoanFormValues, format: AmountFormat, businessDate: BusinessDate): TermsProblem | null {
  const terms = termsOf(values, format, businessDate);
  return terms === null ? null : termsProblem(terms);
}

/** 'Vista previa del cronograma': the schedule the server will store, or null while the terms are incomplete or refused. */
export function previewOf(values: LoanFormValues, format: AmountFormat, businessDate: BusinessDate): Schedule | null {
  const terms = termsOf(values, format, businessDate);
  if (terms === null || termsProblem(terms) !== null) return null;
  try {
    return buildSchedule(terms);
  } catch {
    // Terms the schema accepts always build; an amount beyond the arithmetic's range shows no preview.
    return null;
  }
}

/** The body of POST /prestamos (reachable only with valid values). */
export function applicationOf(customer: PickedCustomer, values: LoanFormValues, format: AmountFormat, businessDate: BusinessDate): LoanApplication {
  const terms = termsOf(values, format, businessDate);
  if (terms === null) throw new Error('loanForm: an application is sent only with valid terms');
  return { ...terms, customerId: customer.id, note: values.note.trim() };
}
