/** A debt's or a fee's page as the screen reads it: the record page kit's view model with the debts' input rule. */
import type { SnapshotFrom } from 'xstate';
import { connectRecordDetail, type RecordDetailView } from '../records/recordDetail.connect.ts';
import type { RecordDetailEvent } from '../records/recordDetail.types.ts';
import type { DebtDetail } from './debt.schema.ts';
import type { DebtAction } from './debtActions.ts';
import { debtInputErrorsOf, type debtDetailMachine } from './debtDetail.machine.ts';

export type DebtDetailSnapshot = SnapshotFrom<typeof debtDetailMachine>;
export type DebtDetailView = RecordDetailView<DebtDetail, DebtAction>;

export const connectDebtDetail = (snapshot: DebtDetailSnapshot, send: (event: RecordDetailEvent<DebtAction>) => void): DebtDetailView =>
  connectRecordDetail(snapshot, send, debtInputErrorsOf);
