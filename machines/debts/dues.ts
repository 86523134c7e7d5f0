/**
 * A debt's (or a fee's) dues from its terms: the amount split into `installments` equal parts of
 * whole minor units, the last taking the remainder (so the parts sum exactly and none is
 * negative), due from the first due date by the frequency, with loans' `dueDateOf` (month ends
 * clamp). A debt carries no interest: every part is principal. The server stores what this returns
 * when a debt is created; the 'Nueva deuda' form previews the same rows.
 */
import type { BusinessDate } from '../money/isoDate.ts';
import { assertMinor, type Minor } from '../money/minor.ts';
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

/** The dues of `terms` (throws a RangeError on terms the schema refuses). */
export function debtDues(terms: DebtTerms): DebtDue[] {
  assertMinor(terms.amount, 'amount');
  if (terms.amount < 1) throw new RangeError('amount must be more than zero');
  const n = terms.installments;
  if (!Number.isSafeInteger(n) || n < DEBT_LIMITS.minInstallments || n > DEBT_LIMITS.maxInstallments) {
    throw new RangeError(`installments must be an integer from ${DEBT_LIMITS.minInstallments} to ${DEBT_LIMITS.maxInstallments}, got ${n}`);
  }
  const share = Math.floor(terms.amount / n);
  return Array.from({ length: n }, (_, k) => ({
    number: k + 1,
    dueDate: dueDateOf(terms.firstDueDate, terms.frequency, k),
    amount: k === n - 1 ? terms.amount - share * (n - 1) : share,
  }));
}
