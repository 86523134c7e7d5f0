/**
 * 'Nuevo alquiler': what the form holds, each field's error (the checks of `RentalInputSchema` and
 * of the server's `rentalTermsProblem`, so a refusal is said before the server makes it), the end
 * dates that close whole periods, and the terms its values make (the live preview). Pure; the
 * machine and the screen read it.
 */
import { compareBusinessDates } from '../money/businessDate.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import { readAmount, type AmountError, type AmountFormat } from '../money/parseAmount.ts';
import { typedPercent } from '../money/percent.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import { PERIOD_DAYS, RENTAL_LIMITS, type LateFeeKind, type RentalFrequency, type RentalInput } from './rental.schema.ts';
import { buildTerms, periodEndAfter, termCount, type RentalTerm } from './terms.ts';

/** The typed fields (the selects hold their codes). */
export interface RentalFormValues {
  property: string;
  rent: string;
  frequency: RentalFrequency;
  dueDay: string;
  deposit: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  graceDays: string;
  lateFeeKind: LateFeeKind;
  /** An amount (fixed) or a percent of the rent (percent: '5' or '2,5'). */
  lateFeeValue: string;
  /** Optional: '' is no cap. */
  lateFeeCap: string;
}

export type RentalTextField = keyof RentalFormValues;
export type RentalFormField = RentalTextField | 'customer';

export type CustomerError = 'required' | 'blocked';
export type PropertyError = 'required' | 'tooLong';
export type WholeNumberError = 'required' | 'notInteger' | 'outOfRange';
export type DateError = 'required' | 'invalid';
/** The end: a date after the start that closes whole periods (server: `notWholePeriods`), at most 260 of them (`tooManyTerms`). */
export type EndDateError = DateError | 'notAfterStart' | 'notWholePeriods' | 'tooManyTerms';
/** A percent late fee is at most the whole rent (server: `percentTooHigh`). */
export type LateFeeValueError = AmountError | 'percentTooHigh';
/** A due day past a weekly or biweekly period's last day (server: `dueDayOutOfPeriod`). */
export type DueDayError = WholeNumberError | 'dueDayOutOfPeriod';

export interface RentalFieldErrors {
  customer?: CustomerError;
  property?: PropertyError;
  rent?: AmountError;
  dueDay?: DueDayError;
  deposit?: AmountError;
  startDate?: DateError;
  endDate?: EndDateError;
  graceDays?: WholeNumberError;
  lateFeeValue?: LateFeeValueError;
  lateFeeCap?: AmountError;
}

/** The order errors are met in, for the focus of a refused submit (the screen's order). */
export const RENTAL_FORM_FIELDS: readonly RentalFormField[] = [
  'customer', 'property', 'rent', 'frequency', 'dueDay', 'deposit', 'startDate', 'endDate', 'graceDays', 'lateFeeKind', 'lateFeeValue', 'lateFeeCap',
];

/** A year of periods from the start: the end a new contract usually has. */
export const DEFAULT_TERM_COUNT: Record<RentalFrequency, number> = { monthly: 12, biweekly: 26, weekly: 52 };

/** The highest due day a period of this frequency has (monthly: 28, so every month has one). */
export const maxDueDay = (frequency: RentalFrequency): number => (frequency === 'monthly' ? RENTAL_LIMITS.maxMonthlyDueDay : PERIOD_DAYS[frequency]);

/** The end of a year of periods from `startDate` ('' while the start is not a date). */
export function defaultEndDate(startDate: string, frequency: RentalFrequency): string {
  return isBusinessDate(startDate) ? periodEndAfter({ frequency, startDate }, DEFAULT_TERM_COUNT[frequency]) : '';
}

/** A new contract: monthly from the business date, due on its day of the month (at most 28), for a year. */
export function emptyRentalValues(businessDate: BusinessDate): RentalFormValues {
  const day = Number(businessDate.slice(8, 10));
  return {
    property: '',
    rent: '',
    frequency: 'monthly',
    dueDay: String(Math.min(day, RENTAL_LIMITS.maxMonthlyDueDay)),
    deposit: '0',
    startDate: businessDate,
    endDate: defaultEndDate(businessDate, 'monthly'),
    graceDays: '5',
    lateFeeKind: 'fixed',
    lateFeeValue: '0',
    lateFeeCap: '',
  };
}

function wholeNumber(text: string, min: number, max: number): { ok: true; value: number } | { ok: false; error: WholeNumberError } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!/^[0-9]{1,4}$/.test(trimmed)) return { ok: false, error: 'notInteger' };
  const value = Number(trimmed);
  return value < min || value > max ? { ok: false, error: 'outOfRange' } : { ok: true, value };
}

function dateErrorOf(text: string): DateError | null {
  if (text.trim() === '') return 'required';
  return isBusinessDate(text) ? null : 'invalid';
}


/** The late fee's value in its unit: minor units (fixed) or basis points (percent). */
const lateFeeOf = (values: RentalFormValues, format: AmountFormat) => (values.lateFeeKind === 'percent' ? typedPercent(values.lateFeeValue, format.conventions) : readAmount(values.lateFeeValue, format));

function endDateErrorOf(values: RentalFormValues): EndDateError | null {
  const error = dateErrorOf(values.endDate);
  if (error !== null) return error;
  if (dateErrorOf(values.startDate) !== null) return null;
  if (compareBusinessDates(values.endDate, values.startDate) <= 0) return 'notAfterStart';
  const count = termCount(values);
  if (count === null) return 'notWholePeriods';
  return count > RENTAL_LIMITS.maxTerms ? 'tooManyTerms' : null;
}

/** What each amount field reads, shown before it is sent ('= 10.000,50 ARS'); null while it is no amount (a percent late fee is none). */
export function understoodAmounts(values: RentalFormValues, format: AmountFormat): Record<'rent' | 'deposit' | 'lateFeeValue' | 'lateFeeCap', number | null> {
  const read = (text: string) => {
    const amount = readAmount(text, format);
    return amount.ok ? amount.minor : null;
  };
  return { rent: read(values.rent), deposit: read(values.deposit), lateFeeValue: values.lateFeeKind === 'percent' ? null : read(values.lateFeeValue), lateFeeCap: read(values.lateFeeCap) };
}

/** Every field's error (none for a field that is right). */
export function rentalFormErrors(customer: PickedCustomer | null, values: RentalFormValues, format: AmountFormat): RentalFieldErrors {
  const errors: RentalFieldErrors = {};
  if (customer === null) errors.customer = 'required';
  else if (customer.blocked) errors.customer = 'blocked';
  const property = values.property.trim();
  if (property === '') errors.property = 'required';
  else if (property.length > RENTAL_LIMITS.property) errors.property = 'tooLong';
  const rent = readAmount(values.rent, format);
  if (!rent.ok) errors.rent = rent.error;
  else if (rent.minor < 1) errors.rent = 'required';
  const dueDay = wholeNumber(values.dueDay, 1, RENTAL_LIMITS.maxMonthlyDueDay);
  if (!dueDay.ok) errors.dueDay = dueDay.error;
  else if (dueDay.value > maxDueDay(values.frequency)) errors.dueDay = 'dueDayOutOfPeriod';
  const deposit = readAmount(values.deposit, format);
  if (!deposit.ok) errors.deposit = deposit.error;
  const start = dateErrorOf(values.startDate);
  if (start !== null) errors.startDate = start;
  const end = endDateErrorOf(values);
  if (end !== null) errors.endDate = end;
  const grace = wholeNumber(values.graceDays, 0, RENTAL_LIMITS.maxGraceDays);
  if (!grace.ok) errors.graceDays = grace.error;
  const fee = lateFeeOf(values, format);
  if (!fee.ok) errors.lateFeeValue = fee.error;
  else if (values.lateFeeKind === 'percent' && fee.minor > RENTAL_LIMITS.maxPercentBp) errors.lateFeeValue = 'percentTooHigh';
  if (values.lateFeeCap.trim() !== '') {
    const cap = readAmount(values.lateFeeCap, format);
    if (!cap.ok) errors.lateFeeCap = cap.error;
  }
  return errors;
}

export const firstInvalidField = (errors: RentalFieldErrors): RentalFormField | null => RENTAL_FORM_FIELDS.find((field) => field in errors) ?? null;

/**
 * The whole-period ends nearest a typed end that closes none (the last one before it and the first
 * one after it, within 1–260 periods): what the form offers instead. Empty when the end is fine.
 */
export function nearestEndDates(values: Pick<RentalFormValues, 'frequency' | 'startDate' | 'endDate'>): BusinessDate[] {
  if (!isBusinessDate(values.startDate) || !isBusinessDate(values.endDate) || compareBusinessDates(values.endDate, values.startDate) <= 0) return [];
  if (termCount(values) !== null) return [];
  const shape = { frequency: values.frequency, startDate: values.startDate };
  let k = 1;
  while (k <= RENTAL_LIMITS.maxTerms && compareBusinessDates(periodEndAfter(shape, k), values.endDate) < 0) k += 1;
  const before = k > 1 ? [periodEndAfter(shape, k - 1)] : [];
  const after = k <= RENTAL_LIMITS.maxTerms ? [periodEndAfter(shape, k)] : [];
  return [...before, ...after];
}

/** The body of POST /alquileres, or null while a field is not right. */
export function rentalInputOf(customer: PickedCustomer | null, values: RentalFormValues, format: AmountFormat): RentalInput | null {
  if (customer === null || firstInvalidField(rentalFormErrors(customer, values, format)) !== null) return null;
  const rent = readAmount(values.rent, format);
  const deposit = readAmount(values.deposit, format);
  const fee = lateFeeOf(values, format);
  const cap = values.lateFeeCap.trim() === '' ? null : readAmount(values.lateFeeCap, format);
  if (!rent.ok || !deposit.ok || !fee.ok || (cap !== null && !cap.ok)) return null;
  return {
    customerId: customer.id,
    property: values.property.trim(),
    rent: rent.minor,
    frequency: values.frequency,
    dueDay: Number(values.dueDay.trim()),
    deposit: deposit.minor,
    startDate: values.startDate,
    endDate: values.endDate,
    graceDays: Number(values.graceDays.trim()),
    lateFeeKind: values.lateFeeKind,
    lateFeeValue: fee.minor,
    lateFeeCap: cap === null ? null : cap.minor,
  };
}

/** The live preview: each term, how many, and the rent they add up to. */
export interface TermsPreview {
  terms: RentalTerm[];
  totalRent: number;
}

/**
 * The terms the values make (the function the server derives them with), or null while the rent,
 * the due day or the dates are not right yet: the preview needs no tenant nor late-fee rule.
 */
export function termsPreviewOf(values: RentalFormValues, format: AmountFormat): TermsPreview | null {
  const errors = rentalFormErrors(null, values, format);
  if (errors.rent !== undefined || errors.dueDay !== undefined || errors.startDate !== undefined || errors.endDate !== undefined) return null;
  const rent = readAmount(values.rent, format);
  if (!rent.ok) return null;
  const terms = buildTerms({ frequency: values.frequency, dueDay: Number(values.dueDay.trim()), startDate: values.startDate, endDate: values.endDate, rent: rent.minor });
  return { terms, totalRent: terms.reduce((sum, term) => sum + term.rent, 0) };
}
