// @vitest-environment node
import { expect } from 'vitest';
import { connectRentalDetail, rentalInputErrors } from '../../machines/rentals/rentalScreens.ts';
import { describeRecordDetailPaths } from '../records/recordDetailPaths.ts';
import { inertRentalDetail, keyedRentalDetail, rentalDetailFixtures } from './rentalDetail.pathFixtures.ts';

describeRecordDetailPaths({
  machine: keyedRentalDetail,
  replayLogic: inertRentalDetail,
  fixtures: rentalDetailFixtures,
  id: 7,
  viewOf: (snapshot) => connectRentalDetail(snapshot, () => {}),
  refusal: 'dateOutsideContract',
  checkState: (snapshot) => {
    const view = connectRentalDetail(snapshot, () => {});
    // Nothing is sent with a date outside the contract or without a reason.
    if (snapshot.matches({ ready: { dialog: 'sending' } }) && snapshot.context.record !== null) {
      expect(rentalInputErrors('terminate', snapshot.context, snapshot.context.record)).toEqual({});
    }
    if (view.dialog?.errors.date !== undefined) expect(view.dialog.errors.date).toBe('required');
  },
});
