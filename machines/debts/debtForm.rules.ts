/**
 * 'Nueva deuda' / 'Nuevo honorario': what the form holds, each field's error (mirroring
 * DebtCreateSchema and the server's refusals), the installments its values make (the live preview:
 * `debtDues`, the function the server stores them with) and the body it sends. Pure.
 */
import { addMonths, compareBusinessDates } from '../money/businessDate.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import { readAmount, type AmountError, type AmountFormat } from '../money/parseAmount.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import { DEBT_LIMITS, type DebtCreate, type DebtFrequency, type DebtKind } from './debt.schema.ts';
import { debtDues, debtSharesOwe, type DebtDue } from './dues.ts';

export interface DebtFormValues {
  concept: string;
  amount: string;
  /** YYYY-MM-DD. */
  firstDueDate: string;
  /** A debt only: a fee is always one installment. */
  installments: string;
  frequency: DebtFrequency;
  note: string;
}

export type DebtTextField = keyof DebtFormValues;
export type DebtFormField = DebtTextField | 'customer';

export type DebtCustomerError = 'required' | 'blocked';
export type ConceptError = 'required' | 'tooLong';
export type DebtAmountError = AmountError | 'tooLarge';
/** `tooSmallShare`: the amount cannot give every installment one minor unit (debtSharesOwe). */
export type DebtInstallmentsError = 'required' | 'notInteger' | 'outOfRange' | 'tooSmallShare';
export type DebtDueDateError = 'required' | 'invalid' | 'beforeToday';

export interface DebtFieldErrors {
  customer?: DebtCustomerError;
  concept?: ConceptError;
  amount?: DebtAmountError;
  firstDueDate?: DebtDueDateError;
  installments?: DebtInstallmentsError;
  note?: 'tooLong';
}

/** The order errors are met in, for the focus of a refused submit. */
export const DEBT_FORM_FIELDS: readonly DebtFormField[] = ['customer', 'concept', 'amount', 'firstDueDate', 'installments', 'frequency', 'note'];

/** Due a month after the business date, in one installment, until staff say otherwise. */
export function emptyDebtValues(businessDate: BusinessDate): DebtFormValues {
  return { concept: '', amount: '', firstDueDate: addMonths(businessDate, 1), installments: '1', frequency: 'monthly', note: '' };
}

function installmentsErrorOf(kind: DebtKind, text: string): DebtInstallmentsError | null {
  if (kind === 'fee') return null;
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^[0-9]{1,4}$/.test(trimmed)) return 'notInteger';
  const n = Number(trimmed);
  return n < DEBT_LIMITS.minInstallments || n > DEBT_LIMITS.maxInstallments ? 'outOfRange' : null;
}

function dueDateErrorOf(text: string, businessDate: BusinessDate): DebtDueDateError | null {
  if (text.trim() === '') return 'required';
  if (!isBusinessDate(text)) return 'invalid';
  // The server refuses a first due date before its business date (422 firstDuePassed).
  return compareBusinessDates(text, businessDate) < 0 ? 'beforeToday' : null;
}

function amountOf(text: string, format: AmountFormat): { ok: true; minor: number } | { ok: false; error: DebtAmountError } {
  const amount = readAmount(text, format);
  if (!amount.ok) return amount;
  if (amount.minor < 1) return { ok: false, error: 'required' };
  return amount.minor > DEBT_LIMITS.maxAmount ? { ok: false, error: 'tooLarge' } : amount;
}

/** Every field's error (none for a field that is right). */
export function debtFormErrors(kind: DebtKind, customer: PickedCustomer | null, values: DebtFormValues, format: AmountFormat, businessDate: BusinessDate): DebtFieldErrors {
  const errors: DebtFieldErrors = {};
  if (customer === null) errors.customer = 'required';
  else if (customer.blocked) errors.customer = 'blocked';
  const concept = values.concept.trim();
  if (concept === '') errors.concept = 'required';
  else if (concept.length > DEBT_LIMITS.concept) errors.concept = 'tooLong';
  const amount = amountOf(values.amount, format);
  if (!amount.ok) errors.amount = amount.error;
  const due = dueDateErrorOf(values.firstDueDate, businessDate);
  if (due !== null) errors.firstDueDate = due;
  const installments = installmentsErrorOf(kind, values.installments);
  if (installments !== null) errors.installments = installments;
  else if (amount.ok && !debtSharesOwe(amount.minor, installmentsOf(kind, values))) errors.installments = 'tooSmallShare';
  if (values.note.length > DEBT_LIMITS.note) errors.note = 'tooLong';
  return errors;
}

export const firstInvalidDebtField = (errors: DebtFieldErrors): DebtFormField | null => DEBT_FORM_FIELDS.find((field) => field in errors) ?? null;

/** A fee is one installment whatever the (hidden) field says. */
const installmentsOf = (kind: DebtKind, values: DebtFormValues): number => (kind === 'fee' ? 1 : Number(values.installments.trim()));

/** The installments the values make (what the server will store), or null while one of them is not right yet. */
export function debtPreviewOf(kind: DebtKind, values: DebtFormValues, format: AmountFormat, businessDate: BusinessDate): DebtDue[] | null {
  const amount = amountOf(values.amount, format);
  if (!amount.ok || dueDateErrorOf(values.firstDueDate, businessDate) !== null || installmentsErrorOf(kind, values.installments) !== null) return null;
  if (!debtSharesOwe(amount.minor, installmentsOf(kind, values))) return null;
  return debtDues({ amount: amount.minor, installments: installmentsOf(kind, values), frequency: values.frequency, firstDueDate: values.firstDueDate });
}

/** The body of POST /deudas | /honorarios (reachable only with valid values). */
export function debtCreateOf(kind: DebtKind, customer: PickedCustomer, values: DebtFormValues, format: AmountFormat): DebtCreate {
  const amount = amountOf(values.amount, format);
  if (!amount.ok) throw new Error('debtForm: a record is sent only with a valid amount');
  return {
    customerId: customer.id,
    concept: values.concept.trim(),
    amount: amount.minor,
    firstDueDate: values.firstDueDate,
    installments: installmentsOf(kind, values),
    frequency: values.frequency,
    note: values.note.trim(),
  };
}
