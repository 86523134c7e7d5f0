/**
 * A debt's (or a fee's) dues from its terms: the amount split into `installments` equal parts of
 * whole minor units, the last taking the remainder (so the parts sum exactly and none is
 * negative), due from the first due date by the frequency, with loans' `dueDateOf` (month ends
 * clamp). A debt carries no interest: every part is principal. The server stores what this returns
 * when a debt is created; the 'Nueva deuda' form previews the same rows.
 */
import type { BusinessDate } from '../money/isoDate.ts';
import { assertMinor, type Minor } from '../money/minor.ts';
import { everyShareOwes } from '../money/rational.ts';
import { dueDateOf } from '../loans/schedule.ts';
import { DEBT_LIMITS, type DebtFrequency } from './debt.schema.ts';

export interface DebtTerms {
  amount: Minor;
  installments: number;
  frequency: DebtFrequency;
  firstDueDate: BusinessDate;
}

export interface DebtDue {
  number: number;
  dueDate: BusinessDate;
  amount: Minor;
}

/** The regular installment of `amount` in `installments` (whole minor units, rounded down; the last takes the rest). */
export const debtShare = (amount: Minor, installments: number): Minor => Math.floor(amount / installments);

/**
 * Whether every installment owes at least one minor unit (the rule loans use, machines/money
 * everyShareOwes): 0.02 in 3 would be 0.00, 0.00, 0.02, two installments nobody can pay that stay
 * 'Vencida' for good. The server refuses such terms (422 `installmentsTooSmall`), the form says so.
 */
export const debtSharesOwe = (amount: Minor, installments: number): boolean => everyShareOwes(amount, installments, debtShare(amount, installments));

/** The dues of `terms` (throws a RangeError on terms the schema refuses). */
export function debtDues(terms: DebtTerms): DebtDue[] {
  assertMinor(terms.amount, 'amount');
  if (terms.amount < 1) throw new RangeError('amount must be more than zero');
  const n = terms.installments;
  if (!Number.isSafeInteger(n) || n < DEBT_LIMITS.minInstallments || n > DEBT_LIMITS.maxInstallments) {
    throw new RangeError(`installments must be an integer from ${DEBT_LIMITS.minInstallments} to ${DEBT_LIMITS.maxInstallments}, got ${n}`);
  }
  const share = debtShare(terms.amount, n);
  return Array.from({ length: n }, (_, k) => ({
    number: k + 1,
    dueDate: dueDateOf(terms.firstDueDate, terms.frequency, k),
    amount: k === n - 1 ? terms.amount - share * (n - 1) : share,
  }));
}
