/**
 * Early settlement ('Cancelación anticipada', #32; domain.md "Policies the business has decided"):
 * what closes a loan at a date. The installments due by then are owed as they stand (charges
 * included); of the installments not yet due only the principal is owed, plus the interest of the
 * current period accrued by actual days since the last due date (or the disbursement), rounded
 * half-even once; no later period's interest. Interest already paid on an installment is never
 * given back (it is what a customer paying ahead paid for).
 *
 * A settlement is a payment fact marked `settles`: the dues of a loan with an unreversed one are
 * `settledDues` at its date, so posting the quote's amount leaves nothing to pay (the chart closes
 * the loan) and reversing that payment brings the schedule back. Pure: the server derives, the
 * page shows.
 */
import { daysBetween } from '../money/businessDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import { divRoundHalfEven } from '../money/rational.ts';
import { allocatePayments, replayOrder, type InstallmentDue, type PaymentFact } from '../receivables/allocation.ts';
import type { ReceivableStanding } from '../receivables/standing.ts';

/** How the current period's interest is owed: by the days elapsed, or whole (a location's choice). */
export const PAYOFF_INTEREST = ['days', 'wholeInstallment'] as const;
export type PayoffInterest = (typeof PAYOFF_INTEREST)[number];

/** The settlement among the facts: the first unreversed payment marked `settles` (null: none). */
export function settlementOf(facts: readonly PaymentFact[]): PaymentFact | null {
  return [...facts].filter((fact) => fact.settles === true && !fact.reversed).sort(replayOrder)[0] ?? null;
}

/**
 * The schedule as a payoff at `date` leaves it. `start`: the disbursement date (the first period's
 * start). `facts`: the payments before the settlement (what paid interest ahead of time).
 */
export function settledDues(dues: readonly InstallmentDue[], date: BusinessDate, start: BusinessDate, facts: readonly PaymentFact[], interest: PayoffInterest = 'days'): InstallmentDue[] {
  const current = dues.findIndex((due) => due.dueDate > date);
  if (current < 0) return dues.map((due) => ({ ...due }));
  const paid = allocatePayments(dues, facts.filter((fact) => !fact.settles)).installments;
  return dues.map((due, index) => {
    if (index < current) return { ...due };
    const alreadyPaid = paid[index]?.interest ?? 0;
    if (index > current) return { ...due, interest: alreadyPaid };
    const from = current === 0 ? start : (dues[current - 1] as InstallmentDue).dueDate;
    const period = Math.max(1, daysBetween(from, due.dueDate));
    const elapsed = Math.min(period, Math.max(0, daysBetween(from, date)));
    const accrued = interest === 'wholeInstallment' ? due.interest : Number(divRoundHalfEven(BigInt(due.interest) * BigInt(elapsed), BigInt(period)));
    return { ...due, interest: Math.max(accrued, alreadyPaid) };
  });
}

/** A payoff quote at a date, as the loan's page shows it. */
export interface PayoffQuote {
  date: BusinessDate;
  /** What closes the loan on `date` (posted as a payment that settles). */
  amount: Minor;
  /** Installments due by `date` still unpaid (charges included). */
  overdue: Minor;
  /** Principal of the installments not yet due still unpaid. */
  principalAhead: Minor;
  /** The current period's interest accrued by `date` still unpaid. */
  interestAccrued: Minor;
  /** What the schedule would still ask (the balance at `date` without settling). */
  scheduled: Minor;
  /** `scheduled − amount`: the interest the customer does not pay. */
  savings: Minor;
}

/** The quote from the standing without settling and the standing with `settledDues`, both at `date`. */
export function payoffQuote(date: BusinessDate, scheduled: Pick<ReceivableStanding, 'outstanding'>, settled: Pick<ReceivableStanding, 'rows' | 'outstanding'>): PayoffQuote {
  let overdue = 0;
  let principalAhead = 0;
  let interestAccrued = 0;
  for (const row of settled.rows) {
    if (row.due.dueDate <= date) overdue += row.outstanding;
    else {
      principalAhead += row.due.principal - row.paid.principal;
      interestAccrued += row.outstanding - (row.due.principal - row.paid.principal);
    }
  }
  return { date, amount: settled.outstanding, overdue, principalAhead, interestAccrued, scheduled: scheduled.outstanding, savings: scheduled.outstanding - settled.outstanding };
}
