/** A loan's page as the screen reads it: the record page kit's view over the loan's own input rule. */
import type { SnapshotFrom } from 'xstate';
import { connectRecordDetail, type RecordDetailView, type RecordDialogView } from '../records/recordDetail.connect.ts';
import type { RecordDetailEvent } from '../records/recordDetail.types.ts';
import type { LoanDetail } from './loan.schema.ts';
import type { LoanAction } from './loanActions.ts';
import { loanInputErrorsOf, type loanDetailMachine } from './loanDetail.machine.ts';

export type LoanDetailSnapshot = SnapshotFrom<typeof loanDetailMachine>;
export type LoanDialogView = RecordDialogView<LoanAction>;
export type LoanDetailView = RecordDetailView<LoanDetail, LoanAction>;

export const connectLoanDetail = (snapshot: LoanDetailSnapshot, send: (event: RecordDetailEvent<LoanAction>) => void): LoanDetailView =>
  connectRecordDetail(snapshot, send, loanInputErrorsOf);
