/**
 * A loan's schedule from its terms (domain.md "Arithmetic"): exact, integer minor units, one
 * rounding per part, half-even (machines/money). The server stores what this returns when a customer
 * applies, and the 'Nuevo préstamo' form previews the same rows as staff type: one function, so the
 * preview is the schedule.
 *
 * - Period rate: a monthly rate is per month, an annual one per year; either is spread over the
 *   frequency's periods in a year (12, 26, 52, 365): r = rate · (12 | 1) / periodsPerYear.
 * - French (equal installments): A = P·r / (1 − (1 + r)^−n) (P/n at r = 0); each row's interest is
 *   round(balance · r), its principal A − interest.
 * - Equal principal: round(P/n) a row, interest on the declining balance.
 * - Flat: total interest round(P·r·n); each row pays round(P/n) and round(interest/n).
 * - The last row takes what is left of the principal (and, flat, of the interest), so it may differ
 *   from the others by a few cents: `lastDiffers` says so and the preview shows it.
 * - No part is ever negative: on absurd terms (a few cents over many rows) a row's principal is
 *   limited to what is still owed, so later rows may carry no principal at all.
 * Due dates count from the first due date (month ends clamp: Jan 31 → Feb 28/29 → Mar 31).
 */
import { civilAddDays, civilAddMonths, civilOf, civilText, type CivilDate } from '../money/civilDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import { annuityRatio, applyRatio, divideShare, type IntegerRate } from '../money/rational.ts';
import { assertMinor, type Minor } from '../money/minor.ts';
import { LOAN_LIMITS, PERIODS_PER_YEAR, RATE_SCALE, type LoanFrequency, type LoanTerms } from './loan.schema.ts';

export { PERIODS_PER_YEAR };

export interface ScheduleRow {
  number: number;
  dueDate: BusinessDate;
  principal: Minor;
  interest: Minor;
  total: Minor;
  /** Principal still owed after this row. */
  balance: Minor;
}

export interface Schedule {
  rows: ScheduleRow[];
  /** The regular installment: the first row's total. */
  installment: Minor;
  totalInterest: Minor;
  totalPayable: Minor;
  /** The last row differs from the regular one by rounding (French and flat: its total; equal principal: its principal). */
  lastDiffers: boolean;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The rate per period of the terms, as an exact reduced fraction (smaller powers in the annuity). */
export function periodRate(terms: Pick<LoanTerms, 'rateMillionths' | 'ratePeriod' | 'frequency'>): IntegerRate {
  const numerator = terms.rateMillionths * (terms.ratePeriod === 'month' ? 12 : 1);
  const denominator = RATE_SCALE * PERIODS_PER_YEAR[terms.frequency];
  const divisor = numerator === 0 ? denominator : gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * The k-th due date from the first's fields, in integers (machines/money/civilDate.ts: the same
 * days as businessDate.ts addDays / addMonths, without a time-zone date per row).
 */
function civilDueDate(first: CivilDate, frequency: LoanFrequency, k: number): BusinessDate {
  switch (frequency) {
    case 'monthly':
      return civilText(civilAddMonths(first, k));
    case 'biweekly':
      return civilText(civilAddDays(first, 14 * k));
    case 'weekly':
      return civilText(civilAddDays(first, 7 * k));
    case 'daily':
      return civilText(civilAddDays(first, k));
  }
}

/** The k-th due date (k = 0 is the first), counted from the first so month ends never drift. */
export function dueDateOf(firstDueDate: BusinessDate, frequency: LoanFrequency, k: number): BusinessDate {
  if (!Number.isSafeInteger(k)) throw new RangeError(`k must be an integer, got ${k}`);
  return civilDueDate(civilOf(firstDueDate), frequency, k);
}

function checkTerms(terms: LoanTerms): void {
  assertMinor(terms.principal, 'principal');
  if (terms.principal < 1) throw new RangeError('principal must be more than zero');
  const n = terms.installments;
  if (!Number.isSafeInteger(n) || n < LOAN_LIMITS.minInstallments || n > LOAN_LIMITS.maxInstallments) {
    throw new RangeError(`installments must be an integer from ${LOAN_LIMITS.minInstallments} to ${LOAN_LIMITS.maxInstallments}, got ${n}`);
  }
  const rate = terms.rateMillionths;
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > LOAN_LIMITS.maxRateMillionths) throw new RangeError(`rate out of range: ${rate}`);
}

/** The schedule of `terms` (throws a RangeError on terms the schema refuses). */
export function buildSchedule(terms: LoanTerms): Schedule {
  checkTerms(terms);
  const { principal, installments: n, method } = terms;
  const firstDay = civilOf(terms.firstDueDate);
  const r = periodRate(terms);
  // Exact integer ratios (machines/money/rational.ts), the same results as the big.js rules.
  const flatInterest = method === 'flat' ? applyRatio(principal, { numerator: r.numerator * n, denominator: r.denominator }) : 0;
  const annuity = method === 'french' ? annuityRatio(principal, r, n) : 0;
  const principalShare = divideShare(principal, n);
  const interestShare = method === 'flat' ? divideShare(flatInterest, n) : 0;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let flatInterestLeft = flatInterest;
  for (let k = 0; k < n; k += 1) {
    const last = k === n - 1;
    let interest: Minor;
    let part: Minor;
    if (method === 'flat') {
      interest = last ? flatInterestLeft : Math.min(interestShare, flatInterestLeft);
      part = last ? balance : Math.min(principalShare, balance);
      flatInterestLeft -= interest;
    } else {
      interest = applyRatio(balance, r);
      const wanted = method === 'french' ? annuity - interest : principalShare;
      part = last ? balance : Math.min(Math.max(wanted, 0), balance);
    }
    balance -= part;
    rows.push({ number: k + 1, dueDate: civilDueDate(firstDay, terms.frequency, k), principal: part, interest, total: part + interest, balance });
  }
  const first = rows[0] as ScheduleRow;
  const lastRow = rows[rows.length - 1] as ScheduleRow;
  const totalInterest = rows.reduce((sum, row) => sum + row.interest, 0);
  return {
    rows,
    installment: first.total,
    totalInterest,
    totalPayable: principal + totalInterest,
    lastDiffers: method === 'equalPrincipal' ? lastRow.principal !== first.principal : lastRow.total !== first.total,
  };
}
