/**
 * A loan as the payments slot needs it (machines/payments PayableRecord): the page hands the slot
 * `loanPayable(loan)`, and the payment dialog reloads a loan changed under it (409 stale) through the
 * same mapping (machines/payments payableOf), so both read the same figures.
 */
import type { PayableRecord } from '../payments/paymentKinds.ts';
import type { LoanDetail } from './loan.schema.ts';
import { loanAllows } from './loan.step.ts';
import type { PrepayBasis } from './prepayment.ts';

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
  prepay: prepayBasisOf(loan),
});

/** An active loan's basis for a prepayment's preview (null for any other status, or before it is disbursed). */
function prepayBasisOf(loan: LoanDetail): PrepayBasis | null {
  if (loan.status !== 'active' || loan.start_date === null) return null;
  const inEffect = loan.schedule_versions.find((version) => version.in_effect);
  return {
    terms: { method: loan.method, rateMillionths: loan.rate_millionths, ratePeriod: loan.rate_period, frequency: loan.frequency },
    start: loan.start_date,
    payoffInterest: loan.payoff_interest,
    today: loan.business_date,
    prepaymentRows: inEffect === undefined ? [] : inEffect.rows.filter((row) => row.prepayment).map((row) => row.number),
  };
}
