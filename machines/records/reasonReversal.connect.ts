/**
 * A reversal dialog as the screen reads it, from its snapshot (reasonReversal.machine.ts): the
 * face, the reason and (once a confirm was refused) its error, the failure, the senders of the
 * user's intents. Pure: tested on bare snapshots.
 */
import type { CashRoute, OpenSessionRef } from '../cash/cashRouting.ts';
import { reversalReasonErrorOf, type ReasonReversalContext, type ReasonReversalEvent, type ReversalReasonError } from './reasonReversal.machine.ts';

export type ReasonReversalFace = 'editing' | 'posting' | 'done' | 'refused' | 'failed' | 'cancelled';

/** What connect reads of a snapshot of any reversal machine (`reasonReversalMachine(…)`). */
export interface ReasonReversalSnapshot<T, F extends string> {
  context: ReasonReversalContext<T, F>;
  matches(state: ReasonReversalFace): boolean;
  hasTag(tag: 'busy'): boolean;
}

export interface ReasonReversalView<T, F extends string> {
  face: ReasonReversalFace;
  target: T;
  reason: string;
  maxReason: number;
  /** Shown from the first confirm on. */
  reasonError: ReversalReasonError | null;
  busy: boolean;
  /** The refusal or the failure, in `refused` and `failed`. */
  failure: F | null;
  result: T | null;
  /** A routed reversal's route once loaded (null: not known, or not routed). */
  route: CashRoute | null;
  /** The session the cash goes through, as the dialog states it (null: not known, or none open). */
  cashSession: OpenSessionRef | null;
  /** What the session holds, with an `insufficientCash` refusal. */
  available: number | null;
  /** True when the user picks the session (the route has no primary one and lists some). */
  choosesSession: boolean;
  changeReason(reason: string): void;
  chooseSession(sessionId: number): void;
  confirm(): void;
  retry(): void;
  cancel(): void;
}

const FACES: readonly ReasonReversalFace[] = ['editing', 'posting', 'done', 'refused', 'failed', 'cancelled'];

export function connectReasonReversal<T, F extends string>(snapshot: ReasonReversalSnapshot<T, F>, send: (event: ReasonReversalEvent) => void): ReasonReversalView<T, F> {
  const { context } = snapshot;
  const face = FACES.find((f) => snapshot.matches(f)) ?? 'editing';
  const { route } = context;
  const cashSession = route === null || !route.cash ? null : (route.primary ?? route.open_sessions.find((session) => session.id === context.sessionId) ?? null);
  return {
    face,
    target: context.target,
    reason: context.reason,
    maxReason: context.maxReason,
    reasonError: context.showErrors ? reversalReasonErrorOf(context.reason, context.maxReason) : null,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' || face === 'refused' ? context.failure : null,
    result: face === 'done' ? context.result : null,
    route,
    cashSession,
    available: face === 'refused' ? context.available : null,
    choosesSession: route !== null && route.cash && route.primary === null && route.open_sessions.length > 0,
    changeReason: (reason) => send({ type: 'reason.changed', reason }),
    chooseSession: (sessionId) => send({ type: 'session.chosen', sessionId }),
    confirm: () => send({ type: 'reversal.confirmed' }),
    retry: () => send({ type: 'reversal.retried' }),
    cancel: () => send({ type: 'reversal.cancelled' }),
  };
}
