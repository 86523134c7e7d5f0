/**
 * What a tenant owes at a business date, apart from what the contract still has to run (#30):
 * 'Adeudado' is what fell due by that date (the terms due on or before it, their late fees, and a
 * refund owed back); 'Resto del contrato' is the rent of the terms not yet due. Both come from the
 * same replay as the detail (machines/receivables receivableStanding over rentalDues), so the list,
 * the detail, the customer's page and the receipt agree at any date.
 *
 * `changesOn` is the first date after `today` at which the split (or the late fees, hence the
 * balance) could differ without a new payment: an unpaid term falls due, or an unpaid term's fee
 * deadline passes (a fee is due the day after it). The server keeps the list's projection until
 * then (server/rentals/balances.ts); null when nothing more can change without a write.
 */
import { addDays } from '../money/businessDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import type { ReceivableStanding } from '../receivables/standing.ts';
import { feeDeadline, lateFeeOf } from './dues.ts';
import type { RentalContract } from './rental.schema.ts';

export interface RentalBalances {
  /** Due by `today`: fallen-due terms still unpaid, their late fees, a refund owed back. */
  dueNow: Minor;
  /** The rent of the terms not yet due (what the contract still has to run). */
  toRun: Minor;
  changesOn: BusinessDate | null;
}

export function rentalBalances(contract: RentalContract, standing: Pick<ReceivableStanding, 'rows' | 'outstanding'>, today: BusinessDate): RentalBalances {
  const unpaid = standing.rows.filter((row) => row.outstanding > 0);
  const toRun = unpaid.filter((row) => row.due.dueDate > today).reduce((sum, row) => sum + row.outstanding, 0);
  const feeApplies = lateFeeOf(contract) > 0;
  let changesOn: BusinessDate | null = null;
  const consider = (date: BusinessDate) => {
    if (date > today && (changesOn === null || date < changesOn)) changesOn = date;
  };
  for (const row of unpaid) {
    consider(row.due.dueDate);
    if (feeApplies && row.due.charges === 0) consider(addDays(feeDeadline(row.due, contract.graceDays), 1));
  }
  return { dueNow: standing.outstanding - toRun, toRun, changesOn };
}
