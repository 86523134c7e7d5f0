import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { maskSecrets } from '../../lib/maskSecrets.ts';

/** One event an actor received, as the panel lists it (secrets already masked). */
export interface SeenEvent {
  seq: number;
  actor: AnyActorRef;
  type: string;
  payload: Record<string, unknown>;
}

export interface PanelState {
  /** Live actors, in the order they started. */
  actors: AnyActorRef[];
  /** The last events, newest first. */
  events: SeenEvent[];
}

export interface PanelStore {
  /** XState's `inspect` option: hand it to every actor the panel should see. */
  inspect(event: InspectionEvent): void;
  subscribe(listener: () => void): () => void;
  getState(): PanelState;
}

/** The machine an actor runs, when it runs one (promise and callback actors have no chart). */
export const machineOf = (actor: AnyActorRef): AnyStateMachine | undefined => {
  const logic = (actor as { logic?: unknown }).logic;
  return logic && typeof logic === 'object' && 'root' in logic ? (logic as AnyStateMachine) : undefined;
};

/** Where an actor is now: a machine's state value (`open.empty`), else its status. */
export function currentState(actor: AnyActorRef): string {
  const snapshot = actor.getSnapshot() as { value?: unknown; status?: string } | undefined;
  if (!machineOf(actor) || snapshot?.value === undefined) return snapshot?.status ?? 'unknown';
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner).map((rest) => `${key}.${rest}`));
  return flatten(snapshot.value).join(', ');
}

export const actorLabel = (actor: AnyActorRef): string => {
  const machine = machineOf(actor);
  // Actors created by createActor carry their systemId ('session', 'theme', …); the ref type omits it.
  const name = (actor as { systemId?: string }).systemId ?? machine?.id ?? actor.id;
  return `${name} (${actor.sessionId})`;
};

/**
 * What the offline inspector shows, fed by XState's inspection events: the actors that are alive and
 * the last `limit` events (payloads through maskSecrets, as for the hosted inspector). Listeners
 * are told in a microtask, so an actor started while React renders never updates the panel mid-render.
 */
export function createPanelStore(limit = 30): PanelStore {
  let state: PanelState = { actors: [], events: [] };
  let seq = 0;
  let scheduled = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      listeners.forEach((listener) => listener());
    });
  };
  const isLive = (actor: AnyActorRef) => actor.getSnapshot()?.status === 'active';

  return {
    inspect(event) {
      // Inspection events come from actors made by createActor: full refs, typed as the lesser ActorRefLike.
      const actor = event.actorRef as AnyActorRef;
      if (event.type === '@xstate.actor') {
        if (!state.actors.includes(actor)) state = { ...state, actors: [...state.actors, actor] };
      } else if (event.type === '@xstate.event' && !event.event.type.startsWith('xstate.init')) {
        const { type, ...payload } = maskSecrets(event.event) as { type: string } & Record<string, unknown>;
        const seen: SeenEvent = { seq: ++seq, actor, type, payload };
        state = { ...state, events: [seen, ...state.events].slice(0, limit) };
      } else if (event.type === '@xstate.snapshot') {
        // A new snapshot redraws the charts; a stopped actor leaves the list.
        state = { ...state, actors: state.actors.filter(isLive) };
      } else {
        return;
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
  };
}
