import type { SnapshotFrom } from 'xstate';
import type { Movement } from '../cash/cash.schema.ts';
import type { MovementReversalEvent, ReversalFailure } from './movementReversal.machine.ts';
import type { movementReversalMachine } from './movementReversal.machine.ts';
import { reasonErrorOf, reversalPreviewOf, type ReasonError, type ReversalPreview } from './movementReversal.rules.ts';

export type MovementReversalSnapshot = SnapshotFrom<typeof movementReversalMachine>;
export type ReversalFace = 'editing' | 'posting' | 'done' | 'refused' | 'failed' | 'cancelled';

export interface MovementReversalView {
  face: ReversalFace;
  movement: Movement;
  preview: ReversalPreview;
  reason: string;
  /** Shown from the first confirm on. */
  reasonError: ReasonError | null;
  busy: boolean;
  failure: ReversalFailure | null;
  result: Movement | null;
  changeReason(reason: string): void;
  confirm(): void;
  retry(): void;
  cancel(): void;
}

const FACES: readonly ReversalFace[] = ['editing', 'posting', 'done', 'refused', 'failed', 'cancelled'];
const faceOf = (snapshot: MovementReversalSnapshot): ReversalFace => FACES.find((face) => snapshot.matches(face)) ?? 'editing';

/** The reversal dialog as the screen reads it (pure: tested on bare snapshots). */
export function connectMovementReversal(snapshot: MovementReversalSnapshot, send: (event: MovementReversalEvent) => void): MovementReversalView {
  const { context } = snapshot;
  const face = faceOf(snapshot);
  return {
    face,
    movement: context.movement,
    preview: reversalPreviewOf(context.movement),
    reason: context.reason,
    reasonError: context.showErrors ? reasonErrorOf(context.reason) : null,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' || face === 'refused' ? context.failure : null,
    result: face === 'done' ? context.result : null,
    changeReason: (reason) => send({ type: 'reason.changed', reason }),
    confirm: () => send({ type: 'reversal.confirmed' }),
    retry: () => send({ type: 'reversal.retried' }),
    cancel: () => send({ type: 'reversal.cancelled' }),
  };
}
