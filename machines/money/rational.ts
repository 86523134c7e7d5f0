/**
 * The schedule's arithmetic on exact integer ratios, fast enough for a live preview (docs/loans.md,
 * "Arithmetic"): the same results as decimal.ts / annuity.ts (big.js; a property test compares
 * them on random inputs), a few microseconds instead of tens. A rate here is an integer ratio p/q
 * (machines/loans periodRate gives one), so every value is an integer and every division rounds
 * once, half-even, from its exact remainder.
 *
 * Numbers while the products stay safe integers (`%` of two safe integers is exact, and so is the
 * quotient of what is left), BigInt beyond: `balance · p` may pass 2^53, `(q + p)^n` always does.
 */
import { assertMinor, type Minor } from './minor.ts';

/** A rate per period as an exact ratio of non-negative safe integers (q > 0). */
export interface IntegerRate {
  numerator: number;
  denominator: number;
}

function checkRate(rate: IntegerRate): void {
  const { numerator: p, denominator: q } = rate;
  if (!Number.isSafeInteger(p) || !Number.isSafeInteger(q) || p < 0 || q < 1) {
    throw new RangeError('an integer rate is a non-negative safe integer over a positive one');
  }
}

/** `round(n / d)`, half-even, for BigInt with d > 0. */
export function divRoundHalfEven(n: bigint, d: bigint): bigint {
  let quotient = n / d;
  let remainder = n % d;
  // BigInt division truncates towards zero: make the remainder non-negative (floor division).
  if (remainder < 0n) {
    quotient -= 1n;
    remainder += d;
  }
  const twice = 2n * remainder;
  if (twice > d || (twice === d && quotient % 2n !== 0n)) quotient += 1n;
  return quotient;
}

/** `round(n / d)`, half-even, for safe integers n and d > 0 with no float on the way. */
function divRoundSafe(n: number, d: number): number {
  // `%` keeps n's sign and |n − remainder| ≤ |n|: a multiple of d, so the division is exact.
  let remainder = n % d;
  let quotient = (n - remainder) / d;
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  }
  const twice = 2 * remainder;
  const result = twice > d || (twice === d && quotient % 2 !== 0) ? quotient + 1 : quotient;
  return result === 0 ? 0 : result;
}

function toMinor(value: bigint, what: string): Minor {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} rounds beyond the safe integer range`);
  return result === 0 ? 0 : result;
}

/** `round(amount · p / q)`, half-even: the same as decimal.ts `applyRate(amount, { numerator: p, denominator: q })`. */
export function applyRatio(amount: Minor, rate: IntegerRate): Minor {
  assertMinor(amount);
  checkRate(rate);
  const product = amount * rate.numerator;
  // A product beyond 2^53 − 1 is not exact as a number (and then is not a safe integer either).
  if (Number.isSafeInteger(product)) return divRoundSafe(product, rate.denominator);
  return toMinor(divRoundHalfEven(BigInt(amount) * BigInt(rate.numerator), BigInt(rate.denominator)), 'interest');
}

/** `round(amount / parts)`, half-even: the same as decimal.ts `divideRound`. */
export function divideShare(amount: Minor, parts: number): Minor {
  assertMinor(amount);
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  return divRoundSafe(amount, parts);
}

/**
 * Every installment of `amount` split in `parts` owes something (docs/loans.md "Arithmetic", the
 * rule loans and debts share): each regular share is at least one minor unit and the n − 1 regular
 * ones leave something for the last. `share` is how the record splits (loans: `divideShare`, half
 * even; debts: whole units rounded down). Otherwise an installment would be 0.00, never paid and
 * 'Vencida' for good.
 */
export function everyShareOwes(amount: Minor, parts: number, share: Minor = divideShare(amount, parts)): boolean {
  return share >= 1 && (parts - 1) * share < amount;
}

/**
 * The French installment `P·p·(q + p)^n / (q·((q + p)^n − q^n))`, half-even: the same as
 * annuity.ts `annuityPayment(P, { numerator: p, denominator: q }, n)`.
 */
export function annuityRatio(principal: Minor, rate: IntegerRate, periods: number): Minor {
  assertMinor(principal, 'principal');
  checkRate(rate);
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError(`periods must be a positive integer, got ${periods}`);
  if (rate.numerator === 0) return divideShare(principal, periods);
  const p = BigInt(rate.numerator);
  const q = BigInt(rate.denominator);
  const n = BigInt(periods);
  const grown = (q + p) ** n;
  return toMinor(divRoundHalfEven(BigInt(principal) * p * grown, q * (grown - q ** n)), 'installment');
}

/**
 * Whether a French schedule of these terms keeps its shape (docs/loans.md, "Arithmetic": every
 * row before the last equals the installment, no part is negative, the last absorbs the rounding).
 * It does when the exact first principal part c = P·r / ((1 + r)^n − 1) is at least 1 minor unit
 * and more than a(n−1) = (1 − (1 + r)^−(n−1)) / r: then the rounding of the installment and of each
 * row's interest (at most 1 minor unit together per row, compounded) can neither turn a row's
 * principal negative nor use the balance up before the last row. Exact, in integers.
 */
export function frenchKeepsShape(principal: Minor, rate: IntegerRate, periods: number): boolean {
  assertMinor(principal, 'principal');
  checkRate(rate);
  if (rate.numerator === 0 || periods === 1) return true;
  const p = BigInt(rate.numerator);
  const q = BigInt(rate.denominator);
  const x = q + p;
  const n = BigInt(periods);
  const xn1 = x ** (n - 1n);
  const qn1 = q ** (n - 1n);
  const grownDifference = xn1 * x - qn1 * q; // (q + p)^n − q^n
  const P = BigInt(principal);
  // c ≥ 1  ⟺  P·p·q^(n−1) ≥ (q + p)^n − q^n
  if (P * p * qn1 < grownDifference) return false;
  // c > a(n−1)  ⟺  P·p²·q^(n−1)·(q + p)^(n−1) > q·((q + p)^(n−1) − q^(n−1))·((q + p)^n − q^n)
  // (strictly: then some principal is left for the last row, which so owes something too).
  return P * p * p * qn1 * xn1 > q * (xn1 - qn1) * grownDifference;
}

/**
 * Whether G(n) = ((1 + r)^n − 1) / r = Σ (1 + r)^j for j < n, the most a French schedule's last row
 * can differ from its installment (in minor units: one unit of rounding a row, compounded to the
 * end), is at most `bound`. Exact: (q + p)^n − q^n ≤ bound · p · q^(n−1).
 */
export function compoundingWithin(rate: IntegerRate, periods: number, bound: number): boolean {
  checkRate(rate);
  if (rate.numerator === 0) return periods <= bound;
  const p = BigInt(rate.numerator);
  const q = BigInt(rate.denominator);
  const n = BigInt(periods);
  return (q + p) ** n - q ** n <= BigInt(bound) * p * q ** (n - 1n);
}
