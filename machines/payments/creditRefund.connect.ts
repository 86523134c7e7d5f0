import { connectReasonReversal, type ReasonReversalView } from '../records/reasonReversal.connect.ts';
import type { SnapshotFrom } from 'xstate';
import type { CreditRefundEvent, CreditRefundFailure, CreditRefundTarget, creditRefundMachine } from './creditRefund.machine.ts';

export type CreditRefundSnapshot = SnapshotFrom<typeof creditRefundMachine>;
export type CreditRefundView = ReasonReversalView<CreditRefundTarget, CreditRefundFailure>;

/** The refund dialog as the screen reads it: the reversal kit's view (face, reason, failure, result). */
export const connectCreditRefund = (snapshot: CreditRefundSnapshot, send: (event: CreditRefundEvent) => void): CreditRefundView => connectReasonReversal(snapshot, send);
