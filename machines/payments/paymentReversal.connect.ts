import type { SnapshotFrom } from 'xstate';
import type { Payment } from './payments.schema.ts';
import {
  paymentReasonErrorOf,
  type PaymentReasonError,
  type PaymentReversalEvent,
  type PaymentReversalFailure,
  type paymentReversalMachine,
} from './paymentReversal.machine.ts';

export type PaymentReversalSnapshot = SnapshotFrom<typeof paymentReversalMachine>;
export type PaymentReversalFace = 'editing' | 'posting' | 'done' | 'refused' | 'failed' | 'cancelled';

export interface PaymentReversalView {
  face: PaymentReversalFace;
  payment: Payment;
  reason: string;
  /** Shown from the first confirm on. */
  reasonError: PaymentReasonError | null;
  busy: boolean;
  failure: PaymentReversalFailure | null;
  result: Payment | null;
  changeReason(reason: string): void;
  confirm(): void;
  retry(): void;
  cancel(): void;
}

const FACES: readonly PaymentReversalFace[] = ['editing', 'posting', 'done', 'refused', 'failed', 'cancelled'];

/** The reversal dialog as the screen reads it (pure: tested on bare snapshots). */
export function connectPaymentReversal(snapshot: PaymentReversalSnapshot, send: (event: PaymentReversalEvent) => void): PaymentReversalView {
  const { context } = snapshot;
  const face = FACES.find((f) => snapshot.matches(f)) ?? 'editing';
  return {
    face,
    payment: context.payment,
    reason: context.reason,
    reasonError: context.showErrors ? paymentReasonErrorOf(context.reason) : null,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' || face === 'refused' ? context.failure : null,
    result: face === 'done' ? context.result : null,
    changeReason: (reason) => send({ type: 'reason.changed', reason }),
    confirm: () => send({ type: 'reversal.confirmed' }),
    retry: () => send({ type: 'reversal.retried' }),
    cancel: () => send({ type: 'reversal.cancelled' }),
  };
}
