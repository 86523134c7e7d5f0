/**
 * Which journeys the UI path suites walk, computed from a machine definition with `xstate/graph`.
 *
 * The machine-level harness (tests/utils/paths.ts) replays one path per distinct state (value and
 * context) plus edges: cheap for a bare actor, far too many when every path renders the whole
 * app. Here the paths are tours instead: each starts from a start-up variant (an input, plus an
 * optional prelude found with `getPathsFromEvents`) and keeps walking the model's adjacency map
 * (`getAdjacencyMap`) to the nearest step that covers something new, until every state node,
 * every transition, every event fixture and every start-up variant is covered or unreachable.
 * Explicit journeys (`getPathsFromEvents`) come first, for stories worth telling on their own.
 *
 * Only the model is used here: the real app replays the paths in kit.tsx.
 */
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getPathsFromEvents, type AdjacencyValue, type TraversalOptions } from 'xstate/graph';
import { CoverageRecorder, machineTotals, transitionKey } from '../utils/coverage.ts';
import { formatStateValue, stateSerializer } from '../utils/paths.ts';

/** One event fixture: its type, the variant's name and the event itself. */
export interface FixtureEvent {
  type: string;
  variant: string;
  /** Unique key of the fixture, `type` or `type(variant)`: what journeys and preludes name. */
  key: string;
  /** How the path name shows it: `done: login`, `error: login (401)`, `storage.changed (removed)`. */
  label: string;
  event: EventObject;
}

export interface PlannedStep {
  fixture: FixtureEvent;
  /** The model's snapshot after the step (for the first step, the state start-up settles in). */
  state: AnyMachineSnapshot;
}

export interface PlannedPath {
  name: string;
  variant: string | null;
  input: unknown;
  /** steps[0] is start-up (`xstate.init`); then one step per event. */
  steps: PlannedStep[];
}

export interface StartVariant {
  input?: unknown;
  /** Fixture keys run at the start of every path of this variant, e.g. start-up's catalog load. */
  prelude?: readonly string[];
}

export interface Journey {
  /** Start-up variant; the only one when the suite has none. */
  variant?: string;
  /** Fixture keys, in order. */
  events: readonly string[];
}

export interface PlanInput {
  machine: AnyStateMachine;
  fixtures: Readonly<Record<string, Readonly<Record<string, EventObject>>>>;
  /** Event types the UI cannot produce (reported as gaps): never part of a path. */
  excluded: ReadonlySet<string>;
  /** What the UI can do in a state; `snapshot.can(event)` is always required as well. */
  allowed: (state: AnyMachineSnapshot, fixture: FixtureEvent) => boolean;
  /** Steps after which the UI can no longer drive this machine: a path ends there. */
  ends: (fixture: FixtureEvent) => boolean;
  variants: Readonly<Record<string, StartVariant>> | null;
  journeys: readonly Journey[];
  /** Most events in one generated path (journeys may be longer). */
  maxSteps: number;
  /**
   * What tells two states apart besides the value (whole context by default): what the chart
   * distinguishes, never typed values (docs/testing.md). The planner adds which fixtures `allowed`
   * lets through; the planned states are then the model's own, played event by event along each path.
   */
  stateKey?: (state: AnyMachineSnapshot) => unknown;
}

const INIT: FixtureEvent = { type: 'xstate.init', variant: 'default', key: 'xstate.init', label: 'start', event: { type: 'xstate.init' } };

export function readableLabel(type: string, variant: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  const base = actor ? `${actor[1]}: ${actor[2]}` : after ? `after: ${after[1]}` : type;
  return variant === 'default' ? base : `${base} (${variant})`;
}

export function fixtureEvents(fixtures: PlanInput['fixtures']): FixtureEvent[] {
  return Object.entries(fixtures).flatMap(([type, variants]) =>
    Object.entries(variants).map(([variant, event]) => ({
      type,
      variant,
      key: variant === 'default' && Object.keys(variants).length === 1 ? type : `${type}(${variant})`,
      label: readableLabel(type, variant),
      event,
    })),
  );
}

/** The machine with every actor replaced by one that never settles: replays take no real effect. */
export function inertLogic(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
}

function nodeIds(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  return nodes.filter((node) => node.parent).map((node) => node.id);
}

export function pathName(variant: string | null, steps: readonly PlannedStep[]): string {
  const parts = steps.flatMap((step, index) => {
    const state = formatStateValue(step.state.value);
    return index === 0 ? [state] : [step.fixture.label, state];
  });
  return `${variant === null ? '' : `[${variant}] `}${parts.join(' → ')}`;
}

type Items = Set<string>;
type Vertex = AdjacencyValue<AnyMachineSnapshot, EventObject>;

interface Edge {
  fixture: FixtureEvent;
  from: AnyMachineSnapshot;
  to: AnyMachineSnapshot;
  toKey: string;
}

interface VariantGraph {
  name: string | null;
  input: unknown;
  prelude: PlannedStep[];
  preludeItems: Items;
  startKey: string;
  edges: Map<string, Edge[]>;
}

/**
 * The paths to walk in the UI. Coverage items: `state:<id>`, `transition:<key>`, `event:<key>`,
 * `variant:<name>`; every item reachable under `allowed` ends up in at least one path.
 */
export function planPaths(plan: PlanInput): PlannedPath[] {
  const { machine } = plan;
  const fixtures = fixtureEvents(plan.fixtures).filter((fixture) => !plan.excluded.has(fixture.type));
  const { stateKey } = plan;
  // With a coarse key, the states one vertex stands for must allow the same gestures, now and after
  // any step: the preconditions may read what the key leaves out (a field already holding the text
  // a fixture types), so the key also holds their verdicts, whether the chart takes the event here or not.
  const allowedHere = (state: AnyMachineSnapshot): string[] => fixtures.filter((fixture) => plan.allowed(state, fixture)).map((fixture) => fixture.key);
  const keyOf = stateSerializer(stateKey ? (state: AnyMachineSnapshot) => ({ key: stateKey(state), allowed: allowedHere(state) }) : undefined);
  // The graph and the tours ask for the key of one snapshot more than once.
  const keys = new WeakMap<AnyMachineSnapshot, string>();
  const serializeState = (state: AnyMachineSnapshot): string => {
    let key = keys.get(state);
    if (key === undefined) {
      key = keyOf(state);
      keys.set(state, key);
    }
    return key;
  };
  const byKey = new Map(fixtures.map((fixture) => [fixture.key, fixture]));
  const byEvent = new Map<EventObject, FixtureEvent>(fixtures.map((fixture) => [fixture.event, fixture]));
  const fixtureOf = (event: EventObject): FixtureEvent => {
    const fixture = byEvent.get(event);
    if (!fixture) throw new Error(`${machine.id}: the graph produced an event that is not a fixture: ${event.type}`);
    return fixture;
  };
  const fixtureByKey = (key: string): FixtureEvent => {
    const fixture = byKey.get(key);
    if (!fixture) throw new Error(`${machine.id}: no event fixture "${key}" (known: ${[...byKey.keys()].join(', ')})`);
    return fixture;
  };

  const variantEntries: [string | null, StartVariant][] = plan.variants ? Object.entries(plan.variants) : [[null, {}]];
  const uncovered: Items = new Set([
    ...machineTotals(machine).states.map((id) => `state:${id}`),
    ...machineTotals(machine).transitions.map((key) => `transition:${key}`),
    ...fixtures.map((fixture) => `event:${fixture.key}`),
    ...(plan.variants ? Object.keys(plan.variants).map((name) => `variant:${name}`) : []),
  ]);
  const replayable = inertLogic(machine);

  const optionsFor = (input: unknown): TraversalOptions<AnyMachineSnapshot, EventObject, unknown> => ({
    input,
    events: fixtures.map((fixture) => fixture.event),
    filterEvents: (state, event) => state.can(event) && plan.allowed(state, fixtureOf(event)),
    serializeState: (state) => serializeState(state),
    serializeEvent: (event) => fixtureOf(event).key,
  });

  const edgeItems = (edge: Edge): Items => {
    const items: Items = new Set([`event:${edge.fixture.key}`]);
    for (const transition of machine.getTransitionData(edge.from as never, edge.fixture.event as never)) {
      items.add(`transition:${transitionKey(transition)}`);
    }
    for (const id of nodeIds(edge.to)) items.add(`state:${id}`);
    return items;
  };

  const graphs: VariantGraph[] = variantEntries.map(([name, variant]) => {
    const options = optionsFor(variant.input);
    const preludeFixtures = (variant.prelude ?? []).map(fixtureByKey);
    // `fromState` explicitly: without it getPathsFromEvents starts from an input-less snapshot.
    const [initial] = initialTransition(machine, variant.input);
    const [startPath] = getPathsFromEvents(machine, preludeFixtures.map((f) => f.event), { ...options, fromState: initial });
    if (!startPath) throw new Error(`${machine.id}: the prelude of "${name}" cannot be played`);
    const prelude: PlannedStep[] = startPath.steps.map((step, index) => ({
      fixture: index === 0 ? INIT : (preludeFixtures[index - 1] as FixtureEvent),
      state: step.state,
    }));
    // Start-up may pass through eventless transitions: replay it to see them.
    const recorder = new CoverageRecorder(machine.id);
    const actor = createActor(replayable, { input: variant.input, inspect: recorder.inspect });
    actor.start();
    actor.stop();
    const preludeItems: Items = new Set([
      ...[...recorder.states].map((id) => `state:${id}`),
      ...[...recorder.transitions].map((key) => `transition:${key}`),
      ...(name === null ? [] : [`variant:${name}`]),
    ]);
    prelude.slice(1).forEach((step, index) => {
      const from = (prelude[index] as PlannedStep).state;
      const items = edgeItems({ fixture: step.fixture, from, to: step.state, toKey: '' });
      items.forEach((item) => preludeItems.add(item));
    });

    const end = startPath.state;
    // Keyed by branded strings: read it as the plain records it is.
    const adjacency = getAdjacencyMap(machine, { ...options, fromState: end }) as unknown as Record<string, Vertex>;
    const edges = new Map<string, Edge[]>();
    for (const [key, vertex] of Object.entries(adjacency)) {
      edges.set(
        key,
        Object.values(vertex.transitions as Record<string, { event: EventObject; state: AnyMachineSnapshot }>).map(({ event, state }) => ({
          fixture: fixtureOf(event),
          from: vertex.state,
          to: state,
          toKey: serializeState(state),
        })),
      );
    }
    return { name, input: variant.input, prelude, preludeItems, startKey: serializeState(end), edges };
  });
  const graphOf = (name: string | null): VariantGraph => {
    const graph = graphs.find((g) => g.name === name);
    if (!graph) throw new Error(`${machine.id}: no start-up variant "${name}"`);
    return graph;
  };

  const cover = (items: Items) => items.forEach((item) => uncovered.delete(item));
  const news = (items: Items) => [...items].some((item) => uncovered.has(item));
  const paths: PlannedPath[] = [];
  const push = (graph: VariantGraph, steps: PlannedStep[]) =>
    paths.push({ name: pathName(graph.name, steps), variant: graph.name, input: graph.input, steps: plan.stateKey ? played(machine, graph.input, steps, plan.allowed) : steps });

  for (const journey of plan.journeys) {
    const graph = graphOf(journey.variant ?? graphs[0]?.name ?? null);
    const events = journey.events.map(fixtureByKey);
    const options = optionsFor(graph.input);
    const start = graph.prelude[graph.prelude.length - 1] as PlannedStep;
    const [found] = getPathsFromEvents(machine, events.map((f) => f.event), { ...options, fromState: start.state });
    if (!found) throw new Error(`${machine.id}: journey ${journey.events.join(' → ')} cannot be played`);
    // After alterPath, steps[k] holds the state the k-th event leads to (steps[0]: the start).
    const paired: PlannedStep[] = [
      ...graph.prelude,
      ...found.steps.slice(1).map((step, index) => ({ fixture: events[index] as FixtureEvent, state: step.state })),
    ];
    cover(graph.preludeItems);
    paired.slice(graph.prelude.length).forEach((step, index) => {
      const from = (paired[graph.prelude.length + index - 1] as PlannedStep).state;
      cover(edgeItems({ fixture: step.fixture, from, to: step.state, toKey: '' }));
    });
    push(graph, paired);
  }

  /** Breadth-first: the shortest run of edges from `fromKey` whose last edge covers something new. */
  const nearest = (graph: VariantGraph, fromKey: string): Edge[] | null => {
    const queue: Array<{ key: string; route: Edge[] }> = [{ key: fromKey, route: [] }];
    const visited = new Set([fromKey]);
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const edge of graph.edges.get(next.key) ?? []) {
        const route = [...next.route, edge];
        if (news(edgeItems(edge))) return route;
        if (plan.ends(edge.fixture) || visited.has(edge.toKey)) continue;
        visited.add(edge.toKey);
        queue.push({ key: edge.toKey, route });
      }
    }
    return null;
  };

  for (;;) {
    // Start where new coverage is closest (a start-up variant not yet seen counts as distance 0).
    let best: { graph: VariantGraph; route: Edge[] } | null = null;
    for (const graph of graphs) {
      const route = news(graph.preludeItems) ? [] : nearest(graph, graph.startKey);
      if (route && (!best || route.length < best.route.length)) best = { graph, route };
    }
    if (!best) break;
    const { graph } = best;
    const steps: PlannedStep[] = [...graph.prelude];
    cover(graph.preludeItems);
    let key = graph.startKey;
    let route: Edge[] | null = best.route.length > 0 ? best.route : nearest(graph, key);
    while (route && route.length > 0 && (steps.length - 1 + route.length <= plan.maxSteps || steps.length === graph.prelude.length)) {
      for (const edge of route) {
        steps.push({ fixture: edge.fixture, state: edge.to });
        cover(edgeItems(edge));
      }
      const last = route[route.length - 1] as Edge;
      if (plan.ends(last.fixture)) break;
      key = last.toKey;
      route = nearest(graph, key);
    }
    push(graph, steps);
  }
  return paths;
}

/**
 * The model's own states along planned steps: with a coarse `stateKey`, one graph vertex stands for
 * every state with its key, and the graph recorded one of them. Each step must still be accepted by
 * the chart and possible in the UI (its precondition) where the played path stands.
 */
function played(machine: AnyStateMachine, input: unknown, steps: PlannedStep[], allowed: PlanInput['allowed']): PlannedStep[] {
  let [state] = initialTransition(machine, input);
  return steps.map((step, index) => {
    if (index > 0) {
      if (!state.can(step.fixture.event)) throw new Error(`${machine.id}: step ${index} (${step.fixture.label}) is not accepted where the path leads: the stateKey misses what its guards read`);
      if (!allowed(state, step.fixture)) throw new Error(`${machine.id}: step ${index} (${step.fixture.label}) is not possible in the UI where the path leads: its precondition fails`);
      [state] = transition(machine, state, step.fixture.event);
    }
    return { fixture: step.fixture, state };
  });
}

/** Coverage items no path reaches (a precondition or an excluded event stands in the way). */
export function unplannedItems(plan: PlanInput, paths: readonly PlannedPath[]): string[] {
  const totals = machineTotals(plan.machine);
  const recorder = new CoverageRecorder(plan.machine.id);
  const replayable = inertLogic(plan.machine);
  for (const path of paths) {
    const actor = createActor(replayable, { input: path.input, inspect: recorder.inspect });
    actor.start();
    for (const step of path.steps.slice(1)) actor.send(step.fixture.event);
    actor.stop();
  }
  return [
    ...totals.states.filter((id) => !recorder.states.has(id)).map((id) => `state ${id}`),
    ...totals.transitions.filter((key) => !recorder.transitions.has(key)).map((key) => `transition ${key}`),
  ];
}
