/**
 * What staff are told about a loan's cost (domain.md "Arithmetic"; docs/loans.md "Rates staff are
 * shown"): the rate per period, the periods in a year, the nominal annual rate, the effective annual
 * rate (TEA) and the total financial cost (CFT). Pure; the preview and the loan's page show them.
 *
 * - Rate per period i: the schedule's own (`periodRate`: a monthly rate per month, an annual one
 *   nominal, both spread over the frequency's periods in a year: 12, 26, 52, 365).
 * - TEA = (1 + i)^n − 1 for n periods per year: what the rate per period compounds to in a year.
 * - CFT: the annualised internal rate of return of the loan's cash flows: the customer receives the
 *   principal less any charge taken at disbursement, then pays each installment (every part the
 *   schedule asks for: principal, interest and any fee) one period apart from the disbursement;
 *   the rate x per period that makes their present value equal, compounded like the TEA:
 *   (1 + x)^n − 1. Loans have no fee today (late charges are contingent, so never part of a CFT),
 *   so the CFT differs from the TEA only by the schedule's rounding of cents; a fee would raise it.
 *
 * Figures are doubles (ratios for display, never money): the TEA is computed as
 * expm1(n · log1p(i)), which keeps its digits for tiny rates; the IRR by bisection to the last bit.
 */
import type { Minor } from '../money/minor.ts';
import { PERIODS_PER_YEAR, RATE_SCALE, type LoanDetail, type LoanTerms } from './loan.schema.ts';
import { periodRate } from './schedule.ts';

/** The rate per period as a number (0.02 for 2 % a month paid monthly). */
export function periodRateOf(terms: Pick<LoanTerms, 'rateMillionths' | 'ratePeriod' | 'frequency'>): number {
  const { numerator, denominator } = periodRate(terms);
  return numerator / denominator;
}

/** TEA = (1 + i)^n − 1: the effective annual rate of a rate i per period, n periods a year. */
export function effectiveAnnualRate(ratePerPeriod: number, periodsPerYear: number): number {
  if (!(ratePerPeriod > -1) || !Number.isFinite(ratePerPeriod)) throw new RangeError(`a rate per period must be above -1, got ${ratePerPeriod}`);
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) throw new RangeError(`periods per year must be a positive integer, got ${periodsPerYear}`);
  return Math.expm1(periodsPerYear * Math.log1p(ratePerPeriod));
}

/** Σ payments[k] / (1 + x)^(k + 1), by Horner's rule on v = 1 / (1 + x). */
function presentValue(payments: readonly Minor[], x: number): number {
  const v = 1 / (1 + x);
  let sum = 0;
  for (let k = payments.length - 1; k >= 0; k -= 1) sum = v * (sum + (payments[k] as number));
  return sum;
}

/**
 * The internal rate of return per period: the x > −1 at which the payments, one period apart from
 * the first period's start, are worth `received` today. Payments are not negative and at least one
 * is positive, so their present value falls strictly as x rises: one root, found by bisection.
 */
export function internalRatePerPeriod(received: Minor, payments: readonly Minor[]): number {
  if (!(received > 0)) throw new RangeError('the amount received must be positive');
  if (payments.length === 0 || payments.some((p) => p < 0) || !payments.some((p) => p > 0)) throw new RangeError('payments must be positive');
  const excess = (x: number) => presentValue(payments, x) - received;
  let lo = 0;
  let hi = 0;
  if (excess(0) >= 0) {
    hi = 1;
    while (excess(hi) > 0) {
      lo = hi;
      hi *= 2;
      if (!Number.isFinite(hi)) return Number.POSITIVE_INFINITY;
    }
  } else {
    // They pay back less than they received: a negative return, between −1 and 0.
    lo = -0.5;
    while (excess(lo) < 0) {
      hi = lo;
      lo = -1 + (lo + 1) / 2;
      if (lo <= -1) return -1;
    }
  }
  for (let step = 0; step < 2_000; step += 1) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (excess(mid) > 0) lo = mid;
    else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

export interface CostFlows {
  /** The principal lent. */
  principal: Minor;
  /** Charges taken from the principal at disbursement (none for loans today). */
  upfrontCharges?: Minor;
  /** What each installment asks for, every part (principal, interest, fees), in order. */
  payments: readonly Minor[];
  periodsPerYear: number;
}

/** CFT: the internal rate of return of the loan's cash flows, annualised like the TEA. */
export function totalFinancialCost({ principal, upfrontCharges = 0, payments, periodsPerYear }: CostFlows): number {
  const rate = internalRatePerPeriod(principal - upfrontCharges, payments);
  return rate === Number.POSITIVE_INFINITY ? rate : effectiveAnnualRate(rate, periodsPerYear);
}

/** What the preview and the loan's page say about the rate. */
export interface LoanRates {
  /** The rate per period of the frequency (0.02: 2 % a month paid monthly). */
  perPeriod: number;
  periodsPerYear: number;
  /** The annual rate the rate per period makes without compounding (i · n): nominal. */
  nominalAnnual: number;
  /** TEA: (1 + i)^n − 1. */
  effectiveAnnual: number;
  /** CFT: the cash flows' internal rate of return, annualised. */
  totalFinancialCost: number;
}

export function loanRates(terms: Pick<LoanTerms, 'rateMillionths' | 'ratePeriod' | 'frequency' | 'principal'>, payments: readonly Minor[]): LoanRates {
  const periodsPerYear = PERIODS_PER_YEAR[terms.frequency];
  const perPeriod = periodRateOf(terms);
  return {
    perPeriod,
    periodsPerYear,
    // Exact from the typed millionths (i · n would carry the division's rounding).
    nominalAnnual: (terms.rateMillionths * (terms.ratePeriod === 'month' ? 12 : 1)) / RATE_SCALE,
    effectiveAnnual: effectiveAnnualRate(perPeriod, periodsPerYear),
    totalFinancialCost: totalFinancialCost({ principal: terms.principal, payments, periodsPerYear }),
  };
}

/**
 * A loan's page: the stored schedule's principal and interest per installment (the late charges a
 * row may carry are contingent, so never part of a CFT).
 */
export function ratesOfLoan(loan: Pick<LoanDetail, 'rate_millionths' | 'rate_period' | 'frequency' | 'principal' | 'schedule'>): LoanRates {
  const terms = { rateMillionths: loan.rate_millionths, ratePeriod: loan.rate_period, frequency: loan.frequency, principal: loan.principal };
  return loanRates(terms, loan.schedule.map((row) => row.principal + row.interest));
}
