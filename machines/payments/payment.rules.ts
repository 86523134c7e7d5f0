/**
 * The arithmetic of one payment, shared by the 'Registrar pago' dialog (the default amount, the
 * allocation preview) and the server (the receipt's allocation and remaining balance). Everything
 * is a replay with machines/loans `allocatePayments`, the one allocation rule: oldest installment
 * first, within it charges → interest → principal, the rest an overpayment.
 */
import { allocatePayments, replayOrder, type InstallmentDue, type PaymentFact } from '../receivables/allocation.ts';
import type { DueRow } from '../receivables/due.schema.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import type { AllocationRow } from './payments.schema.ts';

export interface PaymentEffect {
  /** Which installments it pays, and which parts of each. */
  rows: AllocationRow[];
  /** What it pays beyond everything owed. */
  overpayment: Minor;
  /** What the loan still owes once it is applied. */
  remaining: Minor;
}

const owedOf = (due: InstallmentDue): Minor => due.principal + due.interest + due.charges;

/**
 * What a payment did in the replay of `facts` (the stored payments, reversed ones included): the
 * replay of every unreversed payment up to this one in replay order (date, then arrival), so a
 * reprint says what the loan owed right after it. A reversed payment is shown as it was when it
 * counted (the replay as if it still did).
 */
export function effectOfPayment(dues: readonly InstallmentDue[], facts: readonly PaymentFact[], paymentId: number): PaymentEffect | null {
  const target = facts.find((fact) => fact.id === paymentId);
  if (target === undefined) return null;
  const counted = { ...target, reversed: false };
  const upTo = facts.filter((fact) => fact.id !== paymentId && !fact.reversed && replayOrder(fact, counted) < 0);
  const allocation = allocatePayments(dues, [...upTo, counted]);
  const own = allocation.payments.find((payment) => payment.paymentId === paymentId);
  const owed = dues.reduce((sum, due) => sum + owedOf(due), 0);
  const paid = allocation.installments.reduce((sum, installment) => sum + installment.total, 0);
  return { rows: own?.rows ?? [], overpayment: own?.overpayment ?? 0, remaining: owed - paid };
}

/** The agreed schedule's dues as the loan's detail sends them. */
export const duesOfSchedule = (schedule: readonly DueRow[]): InstallmentDue[] =>
  schedule.map((row) => ({ number: row.number, dueDate: row.due_date, principal: row.principal, interest: row.interest, charges: row.charges }));

/**
 * The preview of a new payment of `amount` at `today` on a loan as its detail stands. The new
 * payment is the last in replay order (it is dated today, no stored payment is later), and the
 * allocation is greedy in one fixed order, so the payments already made act exactly as one payment
 * of their sum (Σ paid of the schedule plus what was overpaid): replaying that fact and the new
 * one gives the allocation the server will store.
 */
export function previewPayment(schedule: readonly DueRow[], overpaid: Minor, amount: Minor, today: BusinessDate): PaymentEffect {
  const dues = duesOfSchedule(schedule);
  const before = schedule.reduce((sum, row) => sum + row.paid, 0) + overpaid;
  const facts: PaymentFact[] = [{ id: 2, businessDate: today, amount, reversed: false }];
  if (before > 0) facts.unshift({ id: 1, businessDate: today, amount: before, reversed: false });
  return amount > 0 ? (effectOfPayment(dues, facts, 2) as PaymentEffect) : { rows: [], overpayment: 0, remaining: schedule.reduce((sum, row) => sum + row.outstanding, 0) };
}

/**
 * 'Monto' before anyone types: what is due today — Σ outstanding of the installments due on or
 * before the business date — or, when nothing is, the next installment's outstanding (0 when the
 * loan owes nothing).
 */
export function amountDueToday(schedule: readonly DueRow[], today: BusinessDate): Minor {
  const unpaid = schedule.filter((row) => row.outstanding > 0);
  const due = unpaid.filter((row) => row.due_date <= today).reduce((sum, row) => sum + row.outstanding, 0);
  return due > 0 ? due : (unpaid[0]?.outstanding ?? 0);
}
