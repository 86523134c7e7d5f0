import type { SnapshotFrom } from 'xstate';
import { connectReasonReversal, type ReasonReversalFace, type ReasonReversalView } from '../records/reasonReversal.connect.ts';
import type { Payment } from './payments.schema.ts';
import type { PaymentReversalEvent, PaymentReversalFailure, paymentReversalMachine } from './paymentReversal.machine.ts';

export type PaymentReversalSnapshot = SnapshotFrom<typeof paymentReversalMachine>;
export type PaymentReversalFace = ReasonReversalFace;
export type PaymentReversalView = ReasonReversalView<Payment, PaymentReversalFailure>;

/** The reversal dialog as the screen reads it (pure: tested on bare snapshots). */
export const connectPaymentReversal = (snapshot: PaymentReversalSnapshot, send: (event: PaymentReversalEvent) => void): PaymentReversalView =>
  connectReasonReversal(snapshot, send);
