// @vitest-environment node
import { expect } from 'vitest';
import { connectPaymentReversal, paymentReasonErrorOf } from '../../machines/payments/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { PAYMENT } from './loanPayments.fixtures.ts';
import { inertPaymentReversal, keyedPaymentReversal, paymentReversalFixtures } from './loanPayments.pathFixtures.ts';

describeModelPaths({
  machine: keyedPaymentReversal,
  replayLogic: inertPaymentReversal,
  fixtures: paymentReversalFixtures,
  inputs: { posted: { target: PAYMENT } },
  checkState: (snapshot) => {
    const view = connectPaymentReversal(snapshot, () => {});
    // Nothing is posted without a reason; a post always carries a key.
    if (snapshot.matches('posting')) {
      expect(paymentReasonErrorOf(snapshot.context.reason)).toBeNull();
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    expect(view.busy).toBe(snapshot.matches('posting'));
  },
});
