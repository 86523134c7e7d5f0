/**
 * Where a loan stands at a business date (domain.md "Installment status", "Arrears"): derived from
 * the schedule, the replayed payments (allocation.ts) and the date, never stored as a fact. The
 * server uses it for the detail page and for the loans row's projection (balance, next and oldest
 * unpaid due dates) that lists filter on; the app shows what the server sends.
 */
import { daysBetween } from '../money/businessDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import { allocatePayments, type InstallmentDue, type InstallmentPaid, type PaymentFact } from './allocation.ts';
import type { InstallmentStatus } from './dueStatus.ts';

const owedOf = (due: InstallmentDue): Minor => due.principal + due.interest + due.charges;

/**
 * An installment's status at `today`: paid off → early / on time / late by the day its last cent
 * came; some paid → partial; nothing → upcoming, due (today) or overdue.
 */
export function installmentStatus(due: InstallmentDue, paid: InstallmentPaid, today: BusinessDate): InstallmentStatus {
  if (paid.paidOffOn !== null) return paid.paidOffOn < due.dueDate ? 'paidEarly' : paid.paidOffOn === due.dueDate ? 'paidOnTime' : 'paidLate';
  if (paid.total > 0) return 'partial';
  return due.dueDate > today ? 'upcoming' : due.dueDate === today ? 'due' : 'overdue';
}

export type ArrearsBucket = 'current' | '1-30' | '31-60' | '61-90' | '90+';

/** domain.md: buckets of days past due 1–30, 31–60, 61–90, > 90. */
export function arrearsBucket(daysPastDue: number): ArrearsBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/** In arrears once the days past due pass the location's grace days. */
export const inArrears = (daysPastDue: number, graceDays: number): boolean => daysPastDue > graceDays;

export interface ReceivableStanding {
  rows: { due: InstallmentDue; paid: InstallmentPaid; outstanding: Minor; status: InstallmentStatus }[];
  /** Σ still owed of the schedule (0 once everything is paid; never negative). */
  outstanding: Minor;
  /** Principal still owed (for PAR30). */
  principalOutstanding: Minor;
  /** Σ of unreversed payments. */
  paid: Minor;
  /**
   * The credit: what was paid beyond everything owed, less what was refunded of it ('Devolver saldo
   * a favor'). Never negative: a refund larger than the credit (a payment reversed after it) is owed
   * back, in `outstanding`.
   */
  overpayment: Minor;
  /** The first installment not paid off, if any. */
  nextDueDate: BusinessDate | null;
  /** The oldest installment not paid off whose due date has passed (null when none is late). */
  oldestUnpaidDueDate: BusinessDate | null;
  /** Business date − that due date, or 0. */
  daysPastDue: number;
}

/**
 * `refunded`: Σ of the credit refunds of the record (docs/receivables.md "Credit balances"). A
 * refund pays credit back, so it comes off the overpayment; what it paid beyond the credit (a payment
 * reversed after the refund) is owed again, added to `outstanding` (the schedule's rows stay as the
 * replay left them).
 */
export function receivableStanding(dues: readonly InstallmentDue[], payments: readonly PaymentFact[], today: BusinessDate, refunded: Minor = 0): ReceivableStanding {
  const allocation = allocatePayments(dues, payments);
  const owedBack = Math.max(0, refunded - allocation.overpayment);
  const rows = dues.map((due, index) => {
    const paid = allocation.installments[index] as InstallmentPaid;
    return { due, paid, outstanding: owedOf(due) - paid.total, status: installmentStatus(due, paid, today) };
  });
  const unpaid = rows.filter((row) => row.outstanding > 0);
  const late = unpaid.find((row) => row.due.dueDate < today);
  const oldestUnpaidDueDate = late?.due.dueDate ?? null;
  return {
    rows,
    outstanding: unpaid.reduce((sum, row) => sum + row.outstanding, 0) + owedBack,
    principalOutstanding: rows.reduce((sum, row) => sum + row.due.principal - row.paid.principal, 0),
    paid: payments.filter((p) => !p.reversed).reduce((sum, p) => sum + p.amount, 0),
    overpayment: Math.max(0, allocation.overpayment - refunded),
    nextDueDate: unpaid[0]?.due.dueDate ?? null,
    oldestUnpaidDueDate,
    daysPastDue: oldestUnpaidDueDate === null ? 0 : daysBetween(oldestUnpaidDueDate, today),
  };
}
