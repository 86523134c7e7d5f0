/**
 * Runs event sequences through a real actor for fast-check properties. One actor per sequence is
 * much cheaper than XState's pure `transition()`, which builds a throw-away actor for every step.
 * Give it the machine provided with never-settling actors: the sequence itself delivers the
 * actors' done/error events.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { invokedActorOf } from './fixtures.ts';

/** fast-check runs per property: enough to find ordering bugs, small enough for a fast suite. */
export const NUM_RUNS = 200;
/** Longest event sequence per run. */
export const MAX_EVENTS = 25;

/**
 * `expect(actual, label).toEqual(expected)`, built only on a mismatch. A property asserts after
 * every step of every run; an `expect()` costs more than an XState step, so the fast path matters.
 */
export function expectSame(actual: unknown, expected: unknown, label?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, label).toEqual(expected);
}

export interface StepInfo<TSnapshot, TEvent extends EventObject = EventObject> {
  previous: TSnapshot;
  event: TEvent;
  /** Types of the effect actions the step executed, in order (with `recordActions` only). */
  actions: string[];
  /** The params each of those actions received (with `recordActions` only). */
  params: unknown[];
}

export interface RunOptions {
  /** Inspect the actor to collect each step's actions; costs time, so only when checked. */
  recordActions?: boolean;
}

/**
 * Whether the machine can receive `event` now in real life: an actor's done/error event only
 * while that actor runs, a delayed event only while its state is active; anything else always.
 */
export function canArrive(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const actorId = invokedActorOf(event);
  if (actorId !== null) return snapshot.children[actorId] !== undefined;
  const after = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type);
  if (after) return snapshot._nodes.some((node) => node.id === after[1]);
  return true;
}

/**
 * An event, or a choice made from the current state the way a view would (toggle one of the
 * groups shown); a choice returning null sends nothing.
 */
export type EventOrChoice<TEvent extends EventObject = EventObject> =
  | TEvent
  | ((snapshot: AnyMachineSnapshot) => TEvent | null);

/**
 * Starts `logic` with `input`, sends every event that can arrive, and calls `check` on the
 * initial snapshot and after every event sent.
 */
export function runEvents<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject = EventObject>(
  logic: AnyStateMachine,
  input: unknown,
  events: readonly EventOrChoice<TEvent>[],
  check: (snapshot: TSnapshot, step: StepInfo<TSnapshot, TEvent> | null) => void,
  options: RunOptions = {},
): TSnapshot {
  const actions: string[] = [];
  const params: unknown[] = [];
  const actor = createActor(logic, {
    input,
    inspect: options.recordActions
      ? (inspectionEvent) => {
          // Effects only: xstate's built-ins (stopChild when a state with an invoke is left…) are not.
          if (inspectionEvent.type === '@xstate.action' && inspectionEvent.actorRef === actor && !inspectionEvent.action.type.startsWith('xstate.')) {
            actions.push(inspectionEvent.action.type);
            params.push(inspectionEvent.action.params);
          }
        }
      : undefined,
  });
  actor.start();
  try {
    check(actor.getSnapshot() as TSnapshot, null);
    for (const eventOrChoice of events) {
      const previous = actor.getSnapshot();
      const event = typeof eventOrChoice === 'function' ? eventOrChoice(previous) : eventOrChoice;
      if (event === null || !canArrive(previous, event)) continue;
      actions.length = 0;
      params.length = 0;
      actor.send(event);
      check(actor.getSnapshot() as TSnapshot, {
        previous: previous as TSnapshot,
        event,
        actions: [...actions],
        params: [...params],
      });
    }
    return actor.getSnapshot() as TSnapshot;
  } finally {
    actor.stop();
  }
}
