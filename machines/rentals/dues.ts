/**
 * A rental's dues (docs/rentals.md "Late fees"): its terms as the receivables engine's dues
 * (principal = the rent), each with the late fee its payments make due as its `charges`. Derived,
 * never stored: the same contract, payment facts and date always give the same dues, so deriving
 * twice (or on two servers) can never add a fee twice.
 *
 * A term's late fee is due once `today` is past its deadline (due date + grace days) and the term
 * was not paid off by then, replaying (machines/receivables allocatePayments) only the unreversed
 * payments dated up to that deadline over the dues as they stood (earlier terms' fees included, so a
 * payment pays an earlier fee before a later rent). The fee is a fixed amount or basis points of the
 * rent (half-even), at most the cap. A payment dated after a deadline cannot change that term's fee:
 * deadlines grow with the terms, and each fee reads only payments up to its own deadline.
 *
 * Termination (or the end) drops the terms that start after the termination date; a term that had
 * begun is owed whole. Terms are paid oldest first, so dropping later ones never unpays an earlier
 * one: what had paid them becomes credit, settled with the deposit.
 */
import { addDays } from '../money/businessDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import { divRoundHalfEven } from '../money/rational.ts';
import type { InstallmentDue, PaymentFact } from '../receivables/allocation.ts';
import { withLateCharges, type LateChargeRule } from '../receivables/lateCharges.ts';
import { receivableStanding, type ReceivableStanding } from '../receivables/standing.ts';
import type { RentalContract } from './rental.schema.ts';
import { buildTerms, type RentalTerm } from './terms.ts';

/** One term's late fee amount under the contract's rule. */
export function lateFeeOf(contract: Pick<RentalContract, 'rent' | 'lateFeeKind' | 'lateFeeValue' | 'lateFeeCap'>): number {
  const fee = contract.lateFeeKind === 'fixed' ? contract.lateFeeValue : Number(divRoundHalfEven(BigInt(contract.rent) * BigInt(contract.lateFeeValue), 10_000n));
  return contract.lateFeeCap === null ? fee : Math.min(fee, contract.lateFeeCap);
}

/** The terms the contract still owes: all of them, or those begun by the termination date. */
export function rentalTerms(contract: RentalContract): RentalTerm[] {
  const terms = buildTerms(contract);
  const until = contract.terminationDate;
  return until === null ? terms : terms.filter((term) => term.from <= until);
}

/** The day after which an unpaid term takes its late fee. */
export const feeDeadline = (term: Pick<RentalTerm, 'dueDate'>, graceDays: number): BusinessDate => addDays(term.dueDate, graceDays);

/** The contract's late fee rule: once per term, after the grace days (machines/receivables lateCharges). */
export const rentalFeeRule = (contract: Pick<RentalContract, 'graceDays' | 'lateFeeKind' | 'lateFeeValue' | 'lateFeeCap'>): LateChargeRule => ({
  graceDays: contract.graceDays,
  kind: contract.lateFeeKind,
  value: contract.lateFeeValue,
  everyDays: null,
  cap: contract.lateFeeCap,
});

export function rentalDues(contract: RentalContract, facts: readonly PaymentFact[], today: BusinessDate): InstallmentDue[] {
  const dues: InstallmentDue[] = rentalTerms(contract).map((term) => ({ number: term.number, dueDate: term.dueDate, principal: term.rent, interest: 0, charges: 0 }));
  return withLateCharges(dues, facts, today, rentalFeeRule(contract)).dues;
}

/**
 * A contract not signed (a draft, or one discarded) owes nothing yet: its terms are the plan as the
 * tenant would sign it, every one 'Por vencer' and with no late fee, whatever the business date.
 * Read the day before the first due date, when nothing can be late.
 */
export function rentalPlan(contract: RentalContract): ReceivableStanding {
  const dues: InstallmentDue[] = rentalTerms(contract).map((term) => ({ number: term.number, dueDate: term.dueDate, principal: term.rent, interest: 0, charges: 0 }));
  const first = dues[0]?.dueDate;
  return receivableStanding(dues, [], first === undefined ? contract.startDate : addDays(first, -1));
}

/** How the deposit settles a contract (stored when it closes). */
export interface Settlement {
  deposit: number;
  /** What the tenant still owed when it settled. */
  owed: number;
  /** What they had paid beyond everything (returned with the deposit). */
  credit: number;
  /** The part of the deposit applied to what was owed (a payment of method 'deposit'). */
  applied: number;
  /** Cash returned to the tenant: the deposit not applied, plus the credit. */
  returned: number;
  stillOwed: number;
}

export function settle(deposit: number, owed: number, credit: number): Settlement {
  const applied = Math.min(deposit, owed);
  return { deposit, owed, credit, applied, returned: deposit - applied + credit, stillOwed: owed - applied };
}
