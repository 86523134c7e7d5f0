// @vitest-environment node
import { expect } from 'vitest';
import { connectRentalDetail, rentalInputErrors } from '../../machines/rentals/rentalScreens.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertRentalDetail, keyedRentalDetail, rentalDetailFixtures } from './rentalDetail.pathFixtures.ts';

describeModelPaths({
  machine: keyedRentalDetail,
  replayLogic: inertRentalDetail,
  fixtures: rentalDetailFixtures,
  inputs: { default: { id: 7 } },
  stateKey: ({ context }) => ({
    loadFailure: context.loadFailure,
    version: context.record?.version ?? null,
    status: context.record?.status ?? null,
    action: context.action,
    reason: context.reason,
    date: context.date,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.actionFailure,
    reloadFailed: context.reloadFailed,
  }),
  checkState: (snapshot) => {
    const view = connectRentalDetail(snapshot, () => {});
    expect(view.dialog !== null).toBe(snapshot.matches({ ready: 'dialog' }));
    expect(view.refused !== null).toBe(snapshot.matches('refused'));
    // Nothing is sent with a date outside the contract or without a reason.
    if (snapshot.matches({ ready: { dialog: 'sending' } }) && snapshot.context.record !== null) {
      expect(rentalInputErrors('terminate', snapshot.context, snapshot.context.record)).toEqual({});
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    }
    if (view.dialog?.errors.date !== undefined) expect(view.dialog.errors.date).toBe('required');
    if (snapshot.matches({ ready: { dialog: 'refused' } })) expect(view.dialog?.failure).toBe('dateOutsideContract');
    if (snapshot.matches({ ready: { dialog: 'stale' } })) expect(view.dialog?.stale).toBe(true);
  },
});
