import type { SnapshotFrom } from 'xstate';
import type { Movement } from '../cash/cash.schema.ts';
import { connectReasonReversal, type ReasonReversalFace, type ReasonReversalView } from '../records/reasonReversal.connect.ts';
import type { MovementReversalEvent, ReversalFailure } from './movementReversal.machine.ts';
import type { movementReversalMachine } from './movementReversal.machine.ts';
import { reversalPreviewOf, type ReversalPreview } from './movementReversal.rules.ts';

export type MovementReversalSnapshot = SnapshotFrom<typeof movementReversalMachine>;
export type ReversalFace = ReasonReversalFace;

export interface MovementReversalView extends ReasonReversalView<Movement, ReversalFailure> {
  /** What the reversal will post: the other direction, the same amount, the box. */
  preview: ReversalPreview;
}

/** The reversal dialog as the screen reads it (pure: tested on bare snapshots). */
export function connectMovementReversal(snapshot: MovementReversalSnapshot, send: (event: MovementReversalEvent) => void): MovementReversalView {
  return { ...connectReasonReversal(snapshot, send), preview: reversalPreviewOf(snapshot.context.target) };
}
