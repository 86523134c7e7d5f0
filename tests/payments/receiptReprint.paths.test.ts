// @vitest-environment node
import { expect } from 'vitest';
import { receiptReprintMachine } from '../../machines/payments/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertReceiptReprint, receiptReprintFixtures } from './loanPayments.pathFixtures.ts';

describeModelPaths({
  machine: receiptReprintMachine,
  replayLogic: inertReceiptReprint,
  fixtures: receiptReprintFixtures,
  inputs: { posted: { paymentId: 41 } },
  checkState: (snapshot) => {
    // The receipt is there exactly once it loaded; a failure says which.
    if (snapshot.matches('shown')) expect(snapshot.context.answer?.receipt.payment_id).toBe(41);
    expect(snapshot.context.failure !== null).toBe(snapshot.matches('failed') || (snapshot.matches('closed') && snapshot.context.failure !== null));
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
  },
});
