// @vitest-environment node
import { expect } from 'vitest';
import { connectCreditRefund, paymentReasonErrorOf } from '../../machines/payments/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { creditRefundFixtures, inertCreditRefund, keyedCreditRefund, OVERPAID_TARGET } from './loanPayments.pathFixtures.ts';

describeModelPaths({
  machine: keyedCreditRefund,
  replayLogic: inertCreditRefund,
  fixtures: creditRefundFixtures,
  inputs: { overpaid: { target: OVERPAID_TARGET } },
  checkState: (snapshot) => {
    const view = connectCreditRefund(snapshot, () => {});
    // Nothing is refunded without a reason; a post always carries a key.
    if (snapshot.matches('posting')) {
      expect(paymentReasonErrorOf(snapshot.context.reason)).toBeNull();
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    // The credit the dialog offers is the record's whole credit.
    expect(view.target.credit).toBe(OVERPAID_TARGET.credit);
    expect(view.busy).toBe(snapshot.matches('posting'));
    expect(view.result !== null).toBe(snapshot.matches('done'));
  },
});
