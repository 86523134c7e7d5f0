/**
 * The rules of a location's values, one verdict per field: what the server refuses with 422 and
 * what the form shows before sending (the same function, so they cannot disagree). Currencies,
 * countries and time zones are checked against the runtime's own tables (Intl), which the browser
 * and Node both carry: no list of codes to keep up to date here.
 */
import { isValidTimeZone } from '../money/businessDate.ts';
import { MAX_MINOR_DIGITS } from '../money/minor.ts';
import { MAX_AMOUNT_MINOR } from '../money/bounds.ts';
import { MAX_PERCENT_BP } from '../money/percent.ts';
import { PAYOFF_INTEREST } from '../loans/payoff.ts';
import { isPaymentMethod } from '../payments/paymentMethods.ts';
import { isCountryCode } from './countries.ts';
import { LOCATION_LIMITS, type Location, type LocationInput } from './locations.schema.ts';

export const LOCATION_FIELDS = [
  'name',
  'address',
  'city',
  'country',
  'currency',
  'minor_digits',
  'time_zone',
  'grace_days',
  'cash_tolerance',
  // 'Recargo por mora': the kind ('fixed' / 'percent' in the form), its value, how often, its cap ('' in the form: none).
  'late_charge_kind',
  'late_charge_value',
  'late_charge_every_days',
  'late_charge_cap',
  // 'Pagos': how an early settlement owes the current interest ('days' / 'wholeInstallment'), how many days back a value date may go.
  'payoff_interest',
  'backdate_days',
  // The methods staff may take ('cash,transfer' in the form: the checked boxes, catalogue order).
  'payment_methods',
  'receipt_footer',
  // On or off ('true' / 'false' in the form); no rule refuses either (who may change it is the server's check).
  'four_eyes',
] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];

/**
 * Why a value is refused: empty where required, too long, not a known code (country, currency,
 * time zone), out of its range, more minor digits than the currency has, a change of the minor
 * digits of a stored location, a negative amount, a percent above 100 %; and, for what the form's inputs hold as text,
 * not a whole number, or an amount with more decimals than the currency has.
 */
export type LocationFieldError =
  | 'required'
  | 'tooLong'
  | 'unknown'
  | 'outOfRange'
  | 'beyondCurrency'
  | 'locked'
  | 'negative'
  | 'percentTooHigh'
  | 'notNumber'
  | 'decimalSign'
  | 'grouping'
  | 'tooManyDecimals';
export type LocationFieldErrors = Partial<Record<LocationField, LocationFieldError>>;

type IntlWithValues = typeof Intl & { supportedValuesOf?: (key: 'currency' | 'timeZone') => string[] };

let currencies: ReadonlySet<string> | null = null;
/** ISO 4217 codes the runtime knows (Intl.supportedValuesOf where it exists, else what NumberFormat accepts). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const values = (Intl as IntlWithValues).supportedValuesOf;
  if (values !== undefined) {
    currencies ??= new Set(values('currency'));
    return currencies.has(code);
  }
  // Without the list, a well-formed code is accepted by NumberFormat anyway: as good as it gets.
  return true;
}

/** The currency's own minor digits (ISO 4217, as the runtime's CLDR data says): ARS 2, JPY 0, KWD 3. */
export function currencyDigits(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An ISO 3166-1 alpha-2 country (`AR`); `ZZ` ("unknown region"), `EU` or a pseudo-locale is not one. */
export const isKnownCountry = (code: string): boolean => isCountryCode(code);

/** The IANA zones the runtime lists (canonical names), for a picker; aliases are still accepted. */
export function knownTimeZones(): string[] {
  const values = (Intl as IntlWithValues).supportedValuesOf;
  return values === undefined ? [] : values('timeZone');
}

/** The currencies the runtime lists, for a picker. */
export function knownCurrencies(): string[] {
  const values = (Intl as IntlWithValues).supportedValuesOf;
  return values === undefined ? [] : values('currency');
}

const tooLong = (value: string, max: number) => [...value].length > max;

/**
 * Every field's first problem. `stored` is the location being edited (null for a new one): its
 * minor digits may not change (see docs/decisions.md, 'Locations': every stored amount would
 * silently change value by a factor of ten).
 */
export function locationErrors(input: LocationInput, stored: Pick<Location, 'minor_digits'> | null = null): LocationFieldErrors {
  const errors: LocationFieldErrors = {};
  if (input.name === '') errors.name = 'required';
  else if (tooLong(input.name, LOCATION_LIMITS.name)) errors.name = 'tooLong';
  if (tooLong(input.address, LOCATION_LIMITS.address)) errors.address = 'tooLong';
  if (tooLong(input.city, LOCATION_LIMITS.city)) errors.city = 'tooLong';
  if (input.country === '') errors.country = 'required';
  else if (!isKnownCountry(input.country)) errors.country = 'unknown';
  if (input.currency === '') errors.currency = 'required';
  else if (!isKnownCurrency(input.currency)) errors.currency = 'unknown';
  if (!Number.isInteger(input.minor_digits) || input.minor_digits < 0 || input.minor_digits > MAX_MINOR_DIGITS) errors.minor_digits = 'outOfRange';
  else if (stored !== null && stored.minor_digits !== input.minor_digits) errors.minor_digits = 'locked';
  else if (errors.currency === undefined && input.currency !== '' && input.minor_digits > currencyDigits(input.currency)) errors.minor_digits = 'beyondCurrency';
  if (input.time_zone === '') errors.time_zone = 'required';
  else if (!isValidTimeZone(input.time_zone)) errors.time_zone = 'unknown';
  if (!Number.isInteger(input.grace_days) || input.grace_days < 0 || input.grace_days > LOCATION_LIMITS.graceDays) errors.grace_days = 'outOfRange';
  if (!Number.isSafeInteger(input.cash_tolerance) || input.cash_tolerance > MAX_AMOUNT_MINOR) errors.cash_tolerance = 'outOfRange';
  else if (input.cash_tolerance < 0) errors.cash_tolerance = 'negative';
  lateChargeErrors(input, errors);
  paymentSettingErrors(input, errors);
  if (tooLong(input.receipt_footer, LOCATION_LIMITS.receiptFooter)) errors.receipt_footer = 'tooLong';
  return errors;
}

const amountError = (value: number): LocationFieldError | null =>
  !Number.isSafeInteger(value) || value > MAX_AMOUNT_MINOR ? 'outOfRange' : value < 0 ? 'negative' : null;

/**
 * 'Recargo por mora': a fixed value is an amount (0 to the money bound), a percent 0 to 100 % in
 * basis points of the kind sent (a PUT without a kind keeps the stored one: the server checks
 * again with the stored fields filled in, server/locations/repository.ts), the repetition 0 (once) to 365 days, the cap an amount or none. Absent fields have nothing to check.
 */
function lateChargeErrors(input: LocationInput, errors: LocationFieldErrors): void {
  const value = input.late_charge_value;
  if (value !== undefined) {
    const percent = input.late_charge_kind === 'percent';
    const error = amountError(value) ?? (percent && value > MAX_PERCENT_BP ? 'percentTooHigh' : null);
    if (error !== null) errors.late_charge_value = error;
  }
  const every = input.late_charge_every_days;
  if (every !== undefined && (!Number.isInteger(every) || every < 0 || every > LOCATION_LIMITS.lateChargeEveryDays)) errors.late_charge_every_days = 'outOfRange';
  const cap = input.late_charge_cap;
  if (cap !== undefined && cap !== null) {
    const error = amountError(cap);
    if (error !== null) errors.late_charge_cap = error;
  }
}

const PAYOFF_CHOICES: ReadonlySet<string> = new Set(PAYOFF_INTEREST);

/**
 * 'Pagos': the early settlement's interest is one of PAYOFF_INTEREST (the schema's picklist already
 * refuses another with 400; this is the form's and a caller's check), the value date's reach a
 * whole 0 to 31 days. Absent fields have nothing to check.
 */
function paymentSettingErrors(input: LocationInput, errors: LocationFieldErrors): void {
  if (input.payoff_interest !== undefined && !PAYOFF_CHOICES.has(input.payoff_interest)) errors.payoff_interest = 'unknown';
  const back = input.backdate_days;
  if (back !== undefined && (!Number.isInteger(back) || back < 0 || back > LOCATION_LIMITS.backdateDays)) errors.backdate_days = 'outOfRange';
  const methods = input.payment_methods;
  // Cash is always enabled (docs/decisions.md, 'Payment methods'); a name outside the catalogue is not one.
  if (methods !== undefined && !methods.every(isPaymentMethod)) errors.payment_methods = 'unknown';
  else if (methods !== undefined && !methods.includes('cash')) errors.payment_methods = 'required';
}

/** The first field with a problem, in the form's order (where the focus goes on submit). */
export const firstInvalidLocationField = (errors: LocationFieldErrors): LocationField | null =>
  LOCATION_FIELDS.find((field) => errors[field] !== undefined) ?? null;
