/**
 * The location form's pure rules: what the inputs hold (text, as typed; four eyes as 'true' or 'false'), how that text becomes the
 * API's values (whole numbers, an amount of money in minor units), and the verdict per field
 * (location.rules.ts, the server's own rules, after the text is read). No React, no HTTP.
 */
import type { NumberConventions } from '../money/numberConventions.ts';
import { amountInputText, parseAmount, type AmountResult } from '../money/parseAmount.ts';
import { percentInputText, typedPercent } from '../money/percent.ts';
import { currencyDigits, isKnownCurrency, LOCATION_FIELDS, locationErrors, type LocationField, type LocationFieldErrors } from './location.rules.ts';
import type { Location, LocationInput } from './locations.schema.ts';
import { PAYOFF_INTEREST } from '../loans/payoff.ts';
import { DEFAULT_PAYMENT_METHODS, enabledMethodsOf, type PaymentMethod } from '../payments/paymentMethods.ts';
import { lateChargeRuleOf, lateChargeSummaryOf, type LateChargeSummary } from './lateChargeRule.ts';

export type LocationFormValues = Record<LocationField, string>;

export const EMPTY_LOCATION_VALUES: LocationFormValues = {
  name: '',
  address: '',
  city: '',
  country: '',
  currency: '',
  minor_digits: '2',
  time_zone: '',
  grace_days: '0',
  cash_tolerance: '0',
  late_charge_kind: 'fixed',
  late_charge_value: '0',
  late_charge_every_days: '0',
  late_charge_cap: '',
  payoff_interest: 'days',
  backdate_days: '7',
  payment_methods: DEFAULT_PAYMENT_METHODS.join(','),
  receipt_footer: '',
  four_eyes: 'true',
};

/**
 * A stored location as the inputs show it; the tolerance, a fixed late charge and its cap in major
 * units, as the active language writes them ('500,00'); a percent late charge as a percent ('2,5').
 */
export const locationValuesOf = (location: Location, conventions: NumberConventions): LocationFormValues => ({
  name: location.name,
  address: location.address,
  city: location.city,
  country: location.country,
  currency: location.currency,
  minor_digits: String(location.minor_digits),
  time_zone: location.time_zone,
  grace_days: String(location.grace_days),
  cash_tolerance: amountInputText(location.cash_tolerance, conventions, location.minor_digits),
  late_charge_kind: location.late_charge_kind,
  late_charge_value:
    location.late_charge_kind === 'percent' ? percentInputText(location.late_charge_value, conventions) : amountInputText(location.late_charge_value, conventions, location.minor_digits),
  late_charge_every_days: String(location.late_charge_every_days),
  late_charge_cap: location.late_charge_cap === null ? '' : amountInputText(location.late_charge_cap, conventions, location.minor_digits),
  payoff_interest: location.payoff_interest,
  backdate_days: String(location.backdate_days),
  payment_methods: methodsText(location.payment_methods),
  receipt_footer: location.receipt_footer,
  four_eyes: String(location.four_eyes),
});

/** The checked methods as the form holds them: comma-separated, in the catalogue's order, cash always. */
export const methodsText = (methods: readonly string[]): string => enabledMethodsOf(methods).join(',');

/** The methods the form's text names ('' names none; an unknown name is kept, for the rules to refuse). */
export const methodsOfText = (text: string): string[] => text.split(',').map((name) => name.trim()).filter((name) => name !== '');

/** The form's methods with `method` checked or not (cash stays: it cannot be turned off). */
export const withMethod = (text: string, method: PaymentMethod, checked: boolean): string =>
  methodsText(checked ? [...methodsOfText(text), method] : methodsOfText(text).filter((name) => name !== method));

const WHOLE = /^\d{1,6}$/;

/** A whole number as typed ('  3 ' is 3); null when it is not one. */
export const wholeOf = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);

export type MoneyTextResult = AmountResult;

/** A typed amount (machines/money parseAmount: the app's one reading of typed money, in the active language). */
export const moneyOf = (text: string, conventions: NumberConventions, digits: number): AmountResult => parseAmount(text, conventions, digits);

/** Digits the form reads amounts with: the typed ones when they are valid, else the currency's, else 2. */
function digitsFor(values: LocationFormValues): number {
  const typed = wholeOf(values.minor_digits);
  if (typed !== null && typed <= 4) return typed;
  const currency = values.currency.trim().toUpperCase();
  return isKnownCurrency(currency) ? currencyDigits(currency) : 2;
}

/** The text read as the API's values, with what could not be read. */
function readValues(values: LocationFormValues, conventions: NumberConventions): { input: LocationInput; unreadable: LocationFieldErrors } {
  const unreadable: LocationFieldErrors = {};
  const digits = wholeOf(values.minor_digits);
  if (digits === null) unreadable.minor_digits = 'notNumber';
  const grace = wholeOf(values.grace_days);
  if (grace === null) unreadable.grace_days = 'notNumber';
  const tolerance = moneyOf(values.cash_tolerance, conventions, digitsFor(values));
  if (!tolerance.ok) unreadable.cash_tolerance = tolerance.error;
  const kind = values.late_charge_kind === 'percent' ? 'percent' : 'fixed';
  // A percent is basis points ('2,5' → 250), a fixed charge minor units in the location's digits.
  const charge = kind === 'percent' ? typedPercent(values.late_charge_value, conventions) : moneyOf(values.late_charge_value, conventions, digitsFor(values));
  if (!charge.ok) unreadable.late_charge_value = charge.error;
  const every = wholeOf(values.late_charge_every_days);
  if (every === null) unreadable.late_charge_every_days = 'notNumber';
  // Empty: no cap.
  const cap = values.late_charge_cap.trim() === '' ? null : moneyOf(values.late_charge_cap, conventions, digitsFor(values));
  if (cap !== null && !cap.ok) unreadable.late_charge_cap = cap.error;
  // A select: anything but its choices is not one (the default stands in for it in the body).
  const payoff = PAYOFF_INTEREST.find((choice) => choice === values.payoff_interest);
  if (payoff === undefined) unreadable.payoff_interest = 'unknown';
  const back = wholeOf(values.backdate_days);
  if (back === null) unreadable.backdate_days = 'notNumber';
  const input: LocationInput = {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim().toUpperCase(),
    currency: values.currency.trim().toUpperCase(),
    minor_digits: digits ?? 0,
    time_zone: values.time_zone.trim(),
    grace_days: grace ?? 0,
    cash_tolerance: tolerance.ok ? tolerance.minor : 0,
    late_charge_kind: kind,
    late_charge_value: charge.ok ? charge.minor : 0,
    late_charge_every_days: every ?? 0,
    late_charge_cap: cap === null ? null : cap.ok ? cap.minor : 0,
    payoff_interest: payoff ?? 'days',
    backdate_days: back ?? 0,
    // Unknown names are the rules' to refuse (the checkboxes never make one).
    payment_methods: methodsOfText(values.payment_methods) as PaymentMethod[],
    receipt_footer: values.receipt_footer.trim(),
    four_eyes: values.four_eyes !== 'false',
  };
  return { input, unreadable };
}

/** Every field's first problem: the text first, then the server's rules on what it says. */
export function locationFormErrors(values: LocationFormValues, original: Pick<Location, 'minor_digits'> | null, conventions: NumberConventions): LocationFieldErrors {
  const { input, unreadable } = readValues(values, conventions);
  const rules = locationErrors(input, original);
  const errors: LocationFieldErrors = {};
  for (const field of LOCATION_FIELDS) {
    const error = unreadable[field] ?? rules[field];
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/**
 * The late charge the typed values say, for the summary under its group; null while one of its
 * fields (or the grace days) cannot be read or breaks a rule.
 */
export function typedLateChargeOf(values: LocationFormValues, conventions: NumberConventions): LateChargeSummary | null {
  const { input, unreadable } = readValues(values, conventions);
  const rules = locationErrors(input);
  const fields = ['grace_days', 'late_charge_kind', 'late_charge_value', 'late_charge_every_days', 'late_charge_cap'] as const;
  if (fields.some((field) => unreadable[field] !== undefined || rules[field] !== undefined)) return null;
  return lateChargeSummaryOf(lateChargeRuleOf({ ...input, late_charge_kind: input.late_charge_kind ?? 'fixed', late_charge_value: input.late_charge_value ?? 0, late_charge_every_days: input.late_charge_every_days ?? 0, late_charge_cap: input.late_charge_cap ?? null }));
}

/** The body to send; only called once the values passed `locationFormErrors`. */
export const locationInputOf = (values: LocationFormValues, conventions: NumberConventions): LocationInput => readValues(values, conventions).input;

/**
 * The values after one input changed. A new location's minor digits follow its currency (ISO's
 * digits, which the user may lower); a stored location's digits never change (location.rules.ts).
 */
export function withChange(values: LocationFormValues, field: LocationField, value: string, creating: boolean): LocationFormValues {
  const next = { ...values, [field]: value };
  const currency = value.trim().toUpperCase();
  if (creating && field === 'currency' && isKnownCurrency(currency)) next.minor_digits = String(currencyDigits(currency));
  return next;
}

export const sameLocationValues = (a: LocationFormValues, b: LocationFormValues): boolean => LOCATION_FIELDS.every((field) => a[field].trim() === b[field].trim());

export interface LocationValueDifference {
  field: LocationField;
  typed: string;
  stored: string;
}

/** The fields where the typed values and the stored record disagree (a 409's comparison). */
export const locationDifferencesOf = (typed: LocationFormValues, stored: LocationFormValues): LocationValueDifference[] =>
  LOCATION_FIELDS.filter((field) => typed[field].trim() !== stored[field].trim()).map((field) => ({ field, typed: typed[field], stored: stored[field] }));
