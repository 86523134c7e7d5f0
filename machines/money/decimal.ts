/**
 * Exact decimals ↔ minor units, with big.js (docs/decisions.md, 'Money and dates'). Every result
 * that is not a whole number of minor units is rounded once, half-even (banker's rounding: a tie
 * goes to the even neighbour, so ties do not bias totals upwards).
 */
import Big from 'big.js';
import { assertDigits, assertMinor, type Minor } from './minor.ts';

/**
 * A constructor of our own (big.js keeps DP/RM per constructor): other code may change the
 * global one's settings, ours never move. Divisions through it round to a whole number, half-even,
 * from the exact quotient (big.js looks at the remainder, so there is no double rounding).
 */
function exactConstructor(): Big.BigConstructor {
  const B = Big();
  B.DP = 0;
  B.RM = B.roundHalfEven;
  B.NE = -1e6;
  B.PE = 1e6;
  return B;
}
// Marked pure: a bundle that imports this file for something else need not run it.
const Exact = /* @__PURE__ */ exactConstructor();

/** A plain decimal as staff type it once the form has normalised it: `-1234.5`, `0.05`, `12`. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export type ToMinorResult =
  | { ok: true; minor: Minor }
  | { ok: false; reason: 'format' | 'tooManyDecimals' | 'outOfRange' };

/**
 * `toMinor('1234.56', 2)` → 123456. Exact: a decimal is never a float on the way. Refuses text that
 * is not a plain decimal ('format': no thousands separators, exponents or spaces), more decimals
 * than the currency has ('tooManyDecimals'; trailing zeros are fine: '10.500' is 1050 with 2 digits)
 * and amounts beyond a safe integer ('outOfRange').
 */
export function toMinor(text: string, digits: number): ToMinorResult {
  assertDigits(digits);
  if (!DECIMAL.test(text)) return { ok: false, reason: 'format' };
  const scaled = new Exact(text).times(new Exact(10).pow(digits));
  if (!scaled.eq(scaled.round(0, Exact.roundDown))) return { ok: false, reason: 'tooManyDecimals' };
  const minor = Number(scaled.toFixed(0));
  if (!Number.isSafeInteger(minor)) return { ok: false, reason: 'outOfRange' };
  return { ok: true, minor: minor === 0 ? 0 : minor };
}

/** An exact decimal value, as big.js or a decimal string. */
export type DecimalInput = Big | string;

/** An exact value in minor units (e.g. a balance times a rate) → whole minor units, half-even. */
export function roundHalfEven(value: DecimalInput): Minor {
  const text = typeof value === 'string' ? value : value.toFixed();
  const rounded = Number(new Exact(text).round(0, Exact.roundHalfEven).toFixed(0));
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`${text} rounds beyond the safe integer range`);
  return rounded === 0 ? 0 : rounded;
}

/**
 * A rate: a plain decimal per period ('0.02' is 2 %), or a ratio when the decimal would not end
 * (an annual 10 % over 12 months is { numerator: '0.10', denominator: 12 }). Both are exact.
 */
export type Rate = string | { numerator: string | number; denominator: string | number };

/** The rate as an exact fraction p/q with q > 0 and p ≥ 0. */
export function rateParts(rate: Rate): { p: Big; q: Big } {
  const p = new Exact(typeof rate === 'string' ? rate : rate.numerator);
  const q = new Exact(typeof rate === 'string' ? 1 : rate.denominator);
  if (q.lte(0) || p.lt(0)) throw new RangeError('a rate is a non-negative numerator over a positive denominator');
  return { p, q };
}

/** `round(amount · rate)`, half-even: the interest of one period on a balance. */
export function applyRate(amount: Minor, rate: Rate): Minor {
  assertMinor(amount);
  const { p, q } = rateParts(rate);
  return roundHalfEven(new Exact(amount).times(p).div(q));
}

/** `round(amount / parts)`, half-even: equal shares (P/n), the last share takes the rest elsewhere. */
export function divideRound(amount: Minor, parts: number): Minor {
  assertMinor(amount);
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  return roundHalfEven(new Exact(amount).div(parts));
}

/** For the annuity: big.js values made by our constructor (so divisions round as above). */
export const exact = (value: string | number): Big => new Exact(value);
