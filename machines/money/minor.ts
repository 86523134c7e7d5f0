/**
 * Money is an integer number of minor units (centavos) of the location's currency, everywhere:
 * PostgreSQL `bigint`, JSON integers, machine context. A `Minor` is a plain `number` that is a safe
 * integer (|n| ≤ 2^53 − 1, about 90 trillion in a two-digit currency): JSON, valibot and SQL rows
 * carry it without a cast, and every rule here checks it at run time instead (docs/decisions.md,
 * 'Money and dates'). Never a float, never major units.
 */
import * as v from 'valibot';

/** An integer number of minor units. See the module comment for why this is not a branded type. */
export type Minor = number;

export const isMinor = (value: unknown): value is Minor => typeof value === 'number' && Number.isSafeInteger(value);

/** Throws a RangeError naming `what` when `value` is not a safe integer: rules never compute on a float. */
export function assertMinor(value: unknown, what = 'amount'): asserts value is Minor {
  if (!isMinor(value)) throw new RangeError(`${what} must be a safe integer of minor units, got ${String(value)}`);
}

/** Any amount (balances and differences may be negative). */
export const MinorAmountSchema = v.pipe(v.number(), v.safeInteger('Must be a whole number of minor units'));

/** An amount that must be more than zero: a payment, a movement, a loan's principal. */
export const PositiveMinorSchema = v.pipe(MinorAmountSchema, v.minValue(1, 'Must be more than zero'));

/** ISO 4217 minor units: 0 (JPY, CLP), 2 (most), 3 (KWD, TND), 4 (CLF, UYW). */
export const MAX_MINOR_DIGITS = 4;

export const MinorDigitsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MINOR_DIGITS));

export function assertDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_MINOR_DIGITS) {
    throw new RangeError(`minor digits must be an integer from 0 to ${MAX_MINOR_DIGITS}, got ${digits}`);
  }
}

/**
 * A sum, a difference or a stored value beyond 2^53 − 1, which no `Minor` carries exactly: thrown
 * instead of a rounded figure. The server answers it as a refusal with the code `totalTooLarge`
 * (server/errors.ts), never a 500; with every amount bounded at 10^12 (bounds.ts) only a selection
 * of more than 9,007 maximal amounts reaches it (docs/repair.md).
 */
export class MinorOutOfRange extends RangeError {
  readonly code = 'totalTooLarge';
}

/** Unsafe results throw instead of silently losing cents. */
function checked(result: number, what: string): Minor {
  if (!Number.isSafeInteger(result)) throw new MinorOutOfRange(`${what} is beyond the safe integer range`);
  return result;
}

export function sumMinor(amounts: readonly Minor[]): Minor {
  let total = 0;
  for (const amount of amounts) {
    assertMinor(amount);
    total = checked(total + amount, 'sum');
  }
  return total;
}

export function subtractMinor(a: Minor, b: Minor): Minor {
  assertMinor(a);
  assertMinor(b);
  return checked(a - b, 'difference');
}

/** `0 - 0` is `-0` in JavaScript; amounts never carry a negative zero (JSON would show it as 0 but Object.is differs). */
export function negateMinor(a: Minor): Minor {
  assertMinor(a);
  return a === 0 ? 0 : -a;
}

/** -1, 0 or 1: for sorting and for 'at least' checks. */
export function compareMinor(a: Minor, b: Minor): -1 | 0 | 1 {
  assertMinor(a);
  assertMinor(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A `bigint` column as the database driver hands it (node-postgres: a string; PGlite: a number or
 * a bigint) → a Minor, refusing what does not fit a safe integer rather than rounding it.
 */
export function minorFromColumn(value: string | number | bigint): Minor {
  const n = typeof value === 'string' ? (/^-?\d+$/.test(value) ? Number(value) : Number.NaN) : Number(value);
  if (!Number.isSafeInteger(n) || (typeof value !== 'number' && BigInt(value) !== BigInt(n))) {
    throw new MinorOutOfRange(`stored amount ${String(value)} is not a safe integer of minor units`);
  }
  return n;
}

/** `fromMinor(123456, 2)` → '1234.56'; always `digits` decimals ('-0.05', '12.00', '7' for 0 digits). */
export function fromMinor(minor: Minor, digits: number): string {
  assertMinor(minor);
  assertDigits(digits);
  // A safe integer prints exactly in plain digits; placing the point needs no decimal library
  // (minor.ts imports no decimal library, so screens that only show amounts do not download one).
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const point = text.length - digits;
  return `${minor < 0 ? '-' : ''}${text.slice(0, point)}${digits > 0 ? '.' : ''}${text.slice(point)}`;
}
