/**
 * The French method's installment (equal installments), the first building block of loan
 * schedules (docs/../shared domain: 'Arithmetic'):
 *
 *   installment = P · r / (1 − (1 + r)^−n)  =  P · r · (1 + r)^n / ((1 + r)^n − 1)
 *
 * With r = p/q this is P · p · (q + p)^n / (q · ((q + p)^n − q^n)): integer powers of exact
 * decimals are exact in big.js, so the only rounding is the final division, half-even to the minor
 * unit from the exact quotient. No floating point, no truncated power series, whatever n is.
 */
import { assertMinor, type Minor } from './minor.ts';
import { divideRound, exact, rateParts, roundHalfEven, type Rate } from './decimal.ts';

/** Payments of a schedule: a loan of 30 years paid daily is about 11,000; beyond that is a mistake. */
export const MAX_PERIODS = 12_000;

export function annuityPayment(principal: Minor, ratePerPeriod: Rate, periods: number): Minor {
  assertMinor(principal, 'principal');
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > MAX_PERIODS) {
    throw new RangeError(`periods must be an integer from 1 to ${MAX_PERIODS}, got ${periods}`);
  }
  const { p, q } = rateParts(ratePerPeriod);
  // No interest: equal shares of the principal.
  if (p.eq(0)) return divideRound(principal, periods);
  const grown = q.plus(p).pow(periods);
  const numerator = exact(principal).times(p).times(grown);
  const denominator = q.times(grown.minus(q.pow(periods)));
  // `exact` values divide to a whole number, half-even (decimal.ts).
  return roundHalfEven(numerator.div(denominator));
}
