// @vitest-environment node
import { expect } from 'vitest';
import { connectLoanDetail } from '../../machines/loans/loanScreens.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLoanDetail, keyedLoanDetail, loanDetailFixtures } from './loanScreens.pathFixtures.ts';

describeModelPaths({
  machine: keyedLoanDetail,
  replayLogic: inertLoanDetail,
  fixtures: loanDetailFixtures,
  inputs: { default: { id: 41 } },
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
    const view = connectLoanDetail(snapshot, () => {});
    expect(view.record !== null).toBe(snapshot.matches('ready') || (snapshot.context.record !== null));
    expect(view.dialog !== null).toBe(snapshot.matches({ ready: 'dialog' }));
    // The typed reason survives a 409 and its reload.
    if (snapshot.matches({ ready: { dialog: 'stale' } })) expect(view.dialog?.stale).toBe(true);
    if (snapshot.matches({ ready: { dialog: 'sending' } })) expect(snapshot.context.idempotencyKey).toBe('key-1');
    if (snapshot.matches({ ready: { dialog: 'refused' } })) expect(view.dialog?.failure).toBe('ownApplication');
    expect(view.refused !== null).toBe(snapshot.matches('refused'));
  },
});
