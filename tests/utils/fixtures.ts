import type { EventObject } from 'xstate';

/**
 * Event fixtures, exhaustive by type: one entry per event type of `TEvent`, each a set of named
 * variants. Declare a machine's fixtures with `satisfies EventFixtures<ModelEvent>` so that a new
 * event without a fixture (or a fixture for an event that no longer exists) fails to compile.
 */
export type EventFixtures<TEvent extends EventObject> = {
  [K in TEvent['type']]: Readonly<Record<string, Extract<TEvent, { type: K }>>>;
};

export interface LabelledEvent<TEvent extends EventObject> {
  event: TEvent;
  /** `type` alone when the type has a single variant called `default`, else `type(variant)`. */
  label: string;
}

export function labelledEvents<TEvent extends EventObject>(fixtures: EventFixtures<TEvent>): LabelledEvent<TEvent>[] {
  const variantsByType = fixtures as Record<string, Readonly<Record<string, TEvent>>>;
  return Object.entries(variantsByType).flatMap(([type, variants]) =>
    Object.entries(variants).map(([variant, event]) => ({
      event,
      label: variant === 'default' && Object.keys(variants).length === 1 ? type : `${type}(${variant})`,
    })),
  );
}

export function fixtureEvents<TEvent extends EventObject>(fixtures: EventFixtures<TEvent>): TEvent[] {
  return labelledEvents(fixtures).map(({ event }) => event);
}

/** Builds the event an invoked actor's completion delivers to its parent. */
export function doneEvent<const TId extends string, TOutput>(actorId: TId, output: TOutput) {
  return { type: `xstate.done.actor.${actorId}` as const, actorId, output };
}

/** Builds the event an invoked actor's failure delivers to its parent. */
export function errorEvent<const TId extends string>(actorId: TId, error: unknown) {
  return { type: `xstate.error.actor.${actorId}` as const, actorId, error };
}

/** Done/error events only ever arrive while their actor runs; other events at any time. */
export function invokedActorOf(event: EventObject): string | null {
  const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  return match?.[1] ?? null;
}
