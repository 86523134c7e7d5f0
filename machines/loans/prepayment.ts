/**
 * Partial prepayment with a new schedule version (#32, domain.md "Policies the business has
 * decided"; docs/loans.md 'Prepayment'; docs/decisions.md 'A prepayment is a new schedule version').
 *
 * A payment above what is due at its value date, on an active loan, asks 'Menos cuotas'
 * (`fewerInstallments`: keep the installment, fewer rows, the last one smaller) or 'Cuota menor'
 * (`lowerInstallment`: keep the rows, a smaller installment). The new version is:
 * - the rows due by the value date, unchanged (the payment pays what they still owe first);
 * - one prepayment row dated the value date: interest = the current period's interest accrued to
 *   the value date (the payoff's figure, machines/loans/payoff.ts: by days, or whole), principal =
 *   the rest of everything paid beyond the dues (this payment's excess and any earlier payment made
 *   ahead on the future rows);
 * - the future rows (the same due dates) re-amortised from the principal left with the loan's
 *   method and rate; the first one's interest is only the rest of its period on the principal left
 *   (none when the location owes the current installment's whole interest), so the current period
 *   costs exactly what a payoff would have charged to the value date plus the new balance's
 *   interest after it. No later period's interest is ever charged on the prepaid principal.
 * So replaying every payment over the new version pays the dues, then exactly the prepayment row,
 * and Σ principal of every version is the loan's principal. Pure: the server stores what this
 * returns, the payment dialog previews the same rows.
 */
import { daysBetween } from '../money/businessDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import { applyRatio, divRoundHalfEven } from '../money/rational.ts';
import { allocatePayments, type InstallmentDue, type PaymentFact } from '../receivables/allocation.ts';
import type { LoanTerms, PrepayMode } from './loan.schema.ts';
import type { DueRow } from '../receivables/due.schema.ts';
import type { PayoffInterest } from './payoff.ts';
import { buildSchedule, periodRate } from './schedule.ts';

export { PREPAY_MODES, type PrepayMode } from './loan.schema.ts';

/** A row of a schedule version: an installment, or the prepayment row a version starts with. */
export interface VersionRow extends InstallmentDue {
  prepayment?: boolean;
}

/** Why a payment cannot be a prepayment (the server answers 422 with the code). */
export const PREPAY_REFUSALS = ['prepayNotAbove', 'prepaySettles', 'prepayTooSmall', 'prepayBeforeLastPayment'] as const;
export type PrepayRefusal = (typeof PREPAY_REFUSALS)[number];
/**
 * The server's refusals of a prepayment: the rule's, `notPrepayable` (422: another kind, a
 * settlement, a loan not active) and `prepaymentAfter` (409: a payment before a prepayment in
 * effect is reversed, or dated before it: the version was made from the payments as they were).
 */
export const PREPAY_REFUSAL_CODES = [...PREPAY_REFUSALS, 'notPrepayable', 'prepaymentAfter'] as const;
export type PrepayRefusalCode = (typeof PREPAY_REFUSAL_CODES)[number];

export interface PrepaymentInput {
  /** The version in effect as stored (its rows' own charges). */
  schedule: readonly VersionRow[];
  /** The same rows with the late charges due at the value date (what the payment must pay first). */
  dues: readonly InstallmentDue[];
  /** The loan's payments before this one (reversed ones are ignored). */
  facts: readonly PaymentFact[];
  valueDate: BusinessDate;
  amount: Minor;
  mode: PrepayMode;
  terms: Pick<LoanTerms, 'method' | 'rateMillionths' | 'ratePeriod' | 'frequency'>;
  /** The disbursement date (the first period's start). */
  start: BusinessDate;
  payoffInterest: PayoffInterest;
}

export interface Prepayment {
  ok: true;
  /** The new version's rows, numbered from 1. */
  rows: VersionRow[];
  /** What the payment pays of the dues first. */
  dueNow: Minor;
  /** amount − dueNow. */
  excess: Minor;
  /** The prepayment row's principal and interest. */
  principalPrepaid: Minor;
  interestAccrued: Minor;
  /** The principal the future rows are re-amortised from. */
  principalLeft: Minor;
  before: { installment: Minor; count: number };
  after: { installment: Minor; count: number };
}

export type PrepaymentResult = Prepayment | { ok: false; code: PrepayRefusal };

const owed = (due: InstallmentDue): Minor => due.principal + due.interest + due.charges;
const big = BigInt;

/** The regular installment of rows (the largest total, or principal for equal principal, of all but the last; the last alone). */
function regularOf(rows: readonly InstallmentDue[], method: LoanTerms['method']): Minor {
  const part = (row: InstallmentDue) => (method === 'equalPrincipal' ? row.principal : owed(row));
  const head = rows.length > 1 ? rows.slice(0, -1) : rows;
  return Math.max(0, ...head.map(part));
}

/** A share of `amount` for `days` of `period` days, half-even (the period at least a day). */
const share = (amount: Minor, days: number, period: number): Minor => Number(divRoundHalfEven(big(amount) * big(Math.max(0, Math.min(days, period))), big(Math.max(1, period))));

/**
 * The future rows for 'Menos cuotas': the installment kept (French and flat: the total; equal
 * principal: the principal part), as many rows as that takes (never more than `dueDates`), the
 * last taking what is left. `firstInterest` maps the first row's full-period interest.
 */
function fewerRows(principal: Minor, regular: Minor, dueDates: readonly BusinessDate[], input: PrepaymentInput, firstInterest: (interest: Minor) => Minor): InstallmentDue[] {
  const rate = periodRate(input.terms);
  const flatInterest = applyRatio(principal, rate);
  const rows: InstallmentDue[] = [];
  let balance = principal;
  for (let k = 0; k < dueDates.length && balance > 0; k += 1) {
    const full = input.terms.method === 'flat' ? flatInterest : applyRatio(balance, rate);
    const interest = k === 0 ? firstInterest(full) : full;
    const wanted = input.terms.method === 'equalPrincipal' ? regular : regular - interest;
    const part = k === dueDates.length - 1 ? balance : Math.min(Math.max(wanted, 1), balance);
    balance -= part;
    rows.push({ number: 0, dueDate: dueDates[k] as BusinessDate, principal: part, interest, charges: 0 });
  }
  return rows;
}

/** The new schedule version a prepayment makes, or why it cannot be one. */
export function prepaymentVersion(input: PrepaymentInput): PrepaymentResult {
  const { schedule, dues, valueDate, amount } = input;
  const live = input.facts.filter((fact) => !fact.reversed);
  if (live.some((fact) => fact.businessDate > valueDate)) return { ok: false, code: 'prepayBeforeLastPayment' };
  const current = schedule.findIndex((row) => row.dueDate > valueDate);
  if (current < 0) return { ok: false, code: 'prepaySettles' };
  const paid = allocatePayments(dues, live).installments;
  let dueNow = 0;
  let paidAhead = 0;
  dues.forEach((due, index) => {
    const taken = paid[index]?.total ?? 0;
    if (index < current) dueNow += owed(due) - taken;
    else paidAhead += taken;
  });
  const excess = amount - dueNow;
  if (excess <= 0) return { ok: false, code: 'prepayNotAbove' };
  const future = schedule.slice(current);
  const principalAhead = future.reduce((sum, row) => sum + row.principal, 0);
  const row = schedule[current] as VersionRow;
  // The current period: from the row before (a prepayment row included: its interest then runs from it) or the start.
  const from = current === 0 ? input.start : (schedule[current - 1] as VersionRow).dueDate;
  const whole = input.payoffInterest === 'wholeInstallment';
  const interestAccrued = whole ? row.interest : share(row.interest, daysBetween(from, valueDate), daysBetween(from, row.dueDate));
  const principalPrepaid = excess + paidAhead - interestAccrued;
  if (principalPrepaid < 1) return { ok: false, code: 'prepayTooSmall' };
  const principalLeft = principalAhead - principalPrepaid;
  if (principalLeft <= 0) return { ok: false, code: 'prepaySettles' };
  // The first future row's interest: the rest of its whole period (from the last regular row, or the start) on the principal left.
  const regularBefore = schedule.slice(0, current).filter((r) => r.prepayment !== true);
  const periodStart = regularBefore.length === 0 ? input.start : (regularBefore[regularBefore.length - 1] as VersionRow).dueDate;
  const firstInterest = (full: Minor): Minor => (whole ? 0 : share(full, daysBetween(valueDate, row.dueDate), daysBetween(periodStart, row.dueDate)));
  const dueDates = future.map((r) => r.dueDate);
  const installmentBefore = regularOf(future, input.terms.method);
  let ahead: InstallmentDue[];
  if (input.mode === 'fewerInstallments') {
    ahead = fewerRows(principalLeft, installmentBefore, dueDates, input, firstInterest);
  } else {
    const built = buildSchedule({ ...input.terms, principal: principalLeft, installments: future.length, firstDueDate: row.dueDate });
    ahead = built.rows.map((r, k) => ({ number: 0, dueDate: dueDates[k] as BusinessDate, principal: r.principal, interest: k === 0 ? firstInterest(r.interest) : r.interest, charges: 0 }));
  }
  const rows: VersionRow[] = [
    ...schedule.slice(0, current).map((r) => ({ ...r })),
    { number: 0, dueDate: valueDate, principal: principalPrepaid, interest: interestAccrued, charges: 0, prepayment: true },
    ...ahead,
  ].map((r, index) => ({ ...r, number: index + 1 }));
  return {
    ok: true,
    rows,
    dueNow,
    excess,
    principalPrepaid,
    interestAccrued,
    principalLeft,
    before: { installment: installmentBefore, count: future.length },
    after: { installment: regularOf(ahead, input.terms.method), count: ahead.length },
  };
}

/** The version in effect: the latest whose payment is among the unreversed facts (else the first, the agreed schedule). */
export function versionInEffect<V extends { version: number; paymentId: number | null }>(versions: readonly V[], facts: readonly PaymentFact[]): number {
  const live = new Set(facts.filter((fact) => !fact.reversed).map((fact) => fact.id));
  let best = 1;
  for (const version of versions) if (version.paymentId !== null && live.has(version.paymentId) && version.version > best) best = version.version;
  return best;
}

/** What a loan's page hands the payment dialog to preview a prepayment (machines/loans/loanPayable.ts). */
export interface PrepayBasis {
  terms: Pick<LoanTerms, 'method' | 'rateMillionths' | 'ratePeriod' | 'frequency'>;
  start: BusinessDate;
  payoffInterest: PayoffInterest;
  /** The business date the schedule was read at (the value date when none is typed). */
  today: BusinessDate;
  /** Numbers of the prepayment rows of the version in effect. */
  prepaymentRows: readonly number[];
}

/**
 * The version a prepayment of `amount` at `valueDate` would make, from the schedule as the page
 * shows it: what was paid on it acts as one payment of its sum (the allocation is greedy in one
 * fixed order, so the rows read the same). The server computes it again from the facts.
 */
export function previewPrepayment(basis: PrepayBasis, schedule: readonly DueRow[], amount: Minor, mode: PrepayMode, valueDate: BusinessDate = basis.today): PrepaymentResult {
  const flagged = new Set(basis.prepaymentRows);
  const rows: VersionRow[] = schedule.map((row) => ({
    number: row.number,
    dueDate: row.due_date,
    principal: row.principal,
    interest: row.interest,
    charges: 0,
    ...(flagged.has(row.number) ? { prepayment: true } : {}),
  }));
  const dues = schedule.map((row, index) => ({ ...(rows[index] as VersionRow), charges: row.charges }));
  const paid = schedule.reduce((sum, row) => sum + row.paid, 0);
  const facts: PaymentFact[] = paid > 0 ? [{ id: 0, businessDate: valueDate, amount: paid, reversed: false }] : [];
  return prepaymentVersion({ schedule: rows, dues, facts, valueDate, amount, mode, terms: basis.terms, start: basis.start, payoffInterest: basis.payoffInterest });
}

/** What is due at `date` on the schedule as the page shows it (the part of a payment that is no prepayment). */
export const dueAt = (schedule: readonly DueRow[], date: BusinessDate): Minor => schedule.filter((row) => row.due_date <= date).reduce((sum, row) => sum + row.outstanding, 0);
