// @vitest-environment node
import { expect } from 'vitest';
import { connectDebtDetail } from '../../machines/debts/debtDetail.connect.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { debtDetailFixtures, inertDebtDetail, keyedDebtDetail } from './debtDetail.pathFixtures.ts';

describeModelPaths({
  machine: keyedDebtDetail,
  replayLogic: inertDebtDetail,
  fixtures: debtDetailFixtures,
  inputs: { default: { id: 12 } },
  stateKey: ({ context }) => ({
    loadFailure: context.loadFailure,
    version: context.record?.version ?? null,
    status: context.record?.status ?? null,
    action: context.action,
    reason: context.reason,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.actionFailure,
    reloadFailed: context.reloadFailed,
  }),
  checkState: (snapshot) => {
    const view = connectDebtDetail(snapshot, () => {});
    expect(view.record !== null).toBe(snapshot.matches('ready') || snapshot.context.record !== null);
    expect(view.dialog !== null).toBe(snapshot.matches({ ready: 'dialog' }));
    // The typed reason survives a 409 and its reload.
    if (snapshot.matches({ ready: { dialog: 'stale' } })) expect(view.dialog?.stale).toBe(true);
    if (snapshot.matches({ ready: { dialog: 'sending' } })) expect(snapshot.context.idempotencyKey).toBe('key-1');
    if (snapshot.matches({ ready: { dialog: 'refused' } })) expect(view.dialog?.failure).toBe('somethingPaid');
    // Confirming 'Anular' without a reason stays in the dialog and says so.
    if (snapshot.matches({ ready: { dialog: 'editing' } }) && snapshot.context.showErrors && snapshot.context.reason.trim() === '') expect(view.dialog?.errors.reason).toBe('required');
    expect(view.refused !== null).toBe(snapshot.matches('refused'));
  },
});
