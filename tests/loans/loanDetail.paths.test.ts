// @vitest-environment node
import { connectLoanDetail } from '../../machines/loans/loanScreens.ts';
import { describeRecordDetailPaths } from '../records/recordDetailPaths.ts';
import { inertLoanDetail, keyedLoanDetail, loanDetailFixtures } from './loanScreens.pathFixtures.ts';

describeRecordDetailPaths({
  machine: keyedLoanDetail,
  replayLogic: inertLoanDetail,
  fixtures: loanDetailFixtures,
  id: 41,
  viewOf: (snapshot) => connectLoanDetail(snapshot, () => {}),
  refusal: 'ownApplication',
});
