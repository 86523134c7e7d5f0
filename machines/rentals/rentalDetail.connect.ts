/** A contract's page as the screen reads it: the record page kit's view over the contract's own input rule. */
import type { SnapshotFrom } from 'xstate';
import { connectRecordDetail, type RecordDetailView } from '../records/recordDetail.connect.ts';
import type { RecordDetailEvent } from '../records/recordDetail.types.ts';
import type { RentalDetail } from './rental.schema.ts';
import type { RentalAction } from './rentalActions.ts';
import { rentalInputErrorsOf, type rentalDetailMachine } from './rentalDetail.machine.ts';

export type RentalDetailSnapshot = SnapshotFrom<typeof rentalDetailMachine>;
export type RentalDetailView = RecordDetailView<RentalDetail, RentalAction>;

export const connectRentalDetail = (snapshot: RentalDetailSnapshot, send: (event: RecordDetailEvent<RentalAction>) => void): RentalDetailView =>
  connectRecordDetail(snapshot, send, rentalInputErrorsOf);
