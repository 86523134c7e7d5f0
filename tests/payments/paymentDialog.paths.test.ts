// @vitest-environment node
import { expect } from 'vitest';
import { connectPaymentDialog, needsReference, paymentExcess, prepayExcess, referenceError, referenceOk, typedAmount } from '../../machines/payments/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { LOAN_TWO_DUE_RECORD } from './loanPayments.fixtures.ts';
import { inertPaymentDialog, keyedPaymentDialog, paymentDialogFixtures } from './loanPayments.pathFixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

describeModelPaths({
  machine: keyedPaymentDialog,
  replayLogic: inertPaymentDialog,
  fixtures: paymentDialogFixtures,
  inputs: { twoDue: { record: LOAN_TWO_DUE_RECORD, digits: 2, conventions: ES_ARS } },
  // What the chart tells apart (its guards and what a post carries), never the values typed.
  stateKey: (snapshot) => {
    const { context } = snapshot;
    const amount = typedAmount(context.values.amount, ES_ARS, 2);
    return [
      snapshot.value,
      amount !== null,
      referenceOk(context.values),
      paymentExcess(context.record, amount ?? 0) > 0,
      context.prepay === null,
      prepayExcess(context.record, amount, context.values.valueDate, context.settle === true) > 0,
      context.failure === 'unavailable',
      context.excess !== null,
      context.duplicate !== null,
      context.idempotencyKey !== null,
    ];
  },
  checkState: (snapshot) => {
    const view = connectPaymentDialog(snapshot, () => {});
    // Nothing is posted without a positive amount; a post always carries a key.
    if (snapshot.matches('posting')) {
      expect(typedAmount(snapshot.context.values.amount, ES_ARS, 2)).not.toBeNull();
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    // The preview exists exactly when the amount is one, and it accounts for every cent typed.
    const amount = typedAmount(snapshot.context.values.amount, ES_ARS, 2);
    expect(view.preview === null).toBe(amount === null);
    if (view.preview && amount !== null) {
      const allocated = view.preview.rows.reduce((sum, row) => sum + row.charges + row.interest + row.principal, 0);
      expect(allocated + view.preview.overpayment).toBe(amount);
    }
    expect(view.busy).toBe(snapshot.matches('posting') || snapshot.matches('reloading'));
    // An amount above the balance is posted only once its excess was confirmed, and says so.
    if (snapshot.matches('posting') && amount !== null) {
      const excess = paymentExcess(snapshot.context.record, amount);
      expect(snapshot.context.excess).toBe(excess > 0 ? excess : null);
    }
    // An amount above the dues of a loan is posted only once the user said what the excess does.
    if (snapshot.matches('posting') && view.prepay !== null) expect(snapshot.context.prepay).not.toBeNull();
    if (view.prepay !== null) expect(view.prepay.excess).toBe((amount ?? 0) - 1_891_20);
    if (snapshot.matches('confirmingExcess')) expect(view.excess).toBe(paymentExcess(snapshot.context.record, amount ?? 0));
    // Nothing but cash is posted without its reference; the reference is asked exactly for those.
    if (snapshot.matches('posting')) expect(referenceOk(snapshot.context.values)).toBe(true);
    if (snapshot.matches('posting') && needsReference(snapshot.context.values.method)) expect(referenceError(snapshot.context.values.method, snapshot.context.values.reference)).toBeNull();
    expect(view.referenceShown).toBe(needsReference(snapshot.context.values.method));
    // A duplicate reference is posted only once the user saw the earlier payment and confirmed.
    expect(view.duplicate !== null).toBe(snapshot.matches('confirmingDuplicate'));
    if (snapshot.matches('confirmingDuplicate')) expect(view.duplicate).toEqual({ payment_id: 41, business_date: '2027-01-28', amount: 300_00 });
    expect(view.result !== null).toBe(snapshot.matches('receipt'));
  },
});
