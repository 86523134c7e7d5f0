/**
 * A loan as the payments slot needs it (machines/payments PayableRecord): the page hands the slot
 * `loanPayable(loan)`, and the payment dialog reloads a loan changed under it (409 stale) through the
 * same mapping (machines/payments payableOf), so both read the same figures.
 */
import type { PayableRecord } from '../payments/paymentKinds.ts';
import type { LoanDetail } from './loan.schema.ts';
import { loanAllows } from './loan.step.ts';

export const loanPayable = (loan: LoanDetail): PayableRecord => ({
  kind: 'loan',
  id: loan.id,
  version: loan.version,
  schedule: loan.schedule,
  balance: loan.balance,
  overpaid: loan.overpaid,
  payable: loanAllows(loan.status, 'PAYMENT'),
  refundable: loan.overpaid > 0 && loanAllows(loan.status, 'CREDIT_REFUNDED'),
  recovery: loan.status === 'writtenOff',
  payoff: loan.payoff === null || loan.payoff.amount <= 0 ? null : { amount: loan.payoff.amount, schedule: loan.payoff.schedule },
});
