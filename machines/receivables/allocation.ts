/**
 * Which installment each loan payment paid (domain.md "Allocation", "Payment"): a pure replay of
 * every unreversed payment in date order (then arrival order), over the agreed schedule. Oldest
 * installment first; within it charges (fees and penalties) → interest → principal; what is left
 * once everything is paid is an overpayment. Nothing here is stored as a fact: the server replays
 * after every payment and every reversal, so a backdated or reversed payment never leaves a wrong
 * allocation behind, and the same facts always give the same answer.
 */
import type { BusinessDate } from '../money/isoDate.ts';
import { assertMinor, type Minor } from '../money/minor.ts';

/** What one installment asks for (the agreed schedule's row). */
export interface InstallmentDue {
  number: number;
  dueDate: BusinessDate;
  principal: Minor;
  interest: Minor;
  charges: Minor;
}

/** A payment as the replay needs it. `id` orders payments of the same date (arrival order). */
export interface PaymentFact {
  id: number;
  businessDate: BusinessDate;
  amount: Minor;
  reversed: boolean;
  /** A loan's early settlement ('Cancelación anticipada', machines/loans/payoff.ts); absent: false. */
  settles?: boolean;
}

/** The parts of one installment a payment (or all of them) paid. */
export interface Parts {
  charges: Minor;
  interest: Minor;
  principal: Minor;
}

export interface InstallmentPaid extends Parts {
  number: number;
  /** Σ of the parts. */
  total: Minor;
  /** The business date of the payment that paid its last cent (null while something is owed). */
  paidOffOn: BusinessDate | null;
}

export interface PaymentAllocation {
  paymentId: number;
  rows: (Parts & { number: number })[];
  /** What this payment paid beyond everything owed. */
  overpayment: Minor;
}

export interface Allocation {
  installments: InstallmentPaid[];
  payments: PaymentAllocation[];
  /** Σ overpayments: what the customer paid beyond the whole schedule. */
  overpayment: Minor;
}

/** Oldest first by business date, then by arrival (id): the one order every replay uses. */
export const replayOrder = (a: PaymentFact, b: PaymentFact): number =>
  a.businessDate < b.businessDate ? -1 : a.businessDate > b.businessDate ? 1 : a.id - b.id;

const PART_ORDER = ['charges', 'interest', 'principal'] as const;

export function allocatePayments(dues: readonly InstallmentDue[], payments: readonly PaymentFact[]): Allocation {
  const installments: InstallmentPaid[] = dues.map((due) => ({ number: due.number, charges: 0, interest: 0, principal: 0, total: 0, paidOffOn: null }));
  const ordered = [...dues.keys()].sort((a, b) => (dues[a] as InstallmentDue).number - (dues[b] as InstallmentDue).number);
  const allocations: PaymentAllocation[] = [];
  let overpayment = 0;
  for (const payment of [...payments].filter((p) => !p.reversed).sort(replayOrder)) {
    assertMinor(payment.amount, 'payment');
    let left = payment.amount;
    const rows: PaymentAllocation['rows'] = [];
    for (const index of ordered) {
      if (left === 0) break;
      const due = dues[index] as InstallmentDue;
      const paid = installments[index] as InstallmentPaid;
      const row = { number: due.number, charges: 0, interest: 0, principal: 0 };
      for (const part of PART_ORDER) {
        const take = Math.min(left, due[part] - paid[part]);
        if (take <= 0) continue;
        paid[part] += take;
        row[part] += take;
        left -= take;
      }
      const taken = row.charges + row.interest + row.principal;
      if (taken === 0) continue;
      paid.total += taken;
      if (paid.total === due.charges + due.interest + due.principal) paid.paidOffOn = payment.businessDate;
      rows.push(row);
    }
    overpayment += left;
    allocations.push({ paymentId: payment.id, rows, overpayment: left });
  }
  return { installments, payments: allocations, overpayment };
}
