// @vitest-environment node
import { expect } from 'vitest';
import { connectDebtDetail } from '../../machines/debts/debtDetail.connect.ts';
import { describeRecordDetailPaths } from '../records/recordDetailPaths.ts';
import { debtDetailFixtures, inertDebtDetail, keyedDebtDetail } from './debtDetail.pathFixtures.ts';

describeRecordDetailPaths({
  machine: keyedDebtDetail,
  replayLogic: inertDebtDetail,
  fixtures: debtDetailFixtures,
  id: 12,
  viewOf: (snapshot) => connectDebtDetail(snapshot, () => {}),
  refusal: 'somethingPaid',
  checkState: (snapshot) => {
    // Confirming 'Anular' without a reason stays in the dialog and says so.
    if (snapshot.matches({ ready: { dialog: 'editing' } }) && snapshot.context.showErrors && snapshot.context.reason.trim() === '') {
      expect(connectDebtDetail(snapshot, () => {}).dialog?.errors.reason).toBe('required');
    }
  },
});
