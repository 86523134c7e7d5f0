/**
 * Model-based path tests for the statecharts, built on `xstate/graph`.
 *
 * `createTestModel` refuses machines with `invoke` or `after`, so the paths come from
 * `getShortestPaths` (one shortest path to every distinct state: value and context) and
 * `getAdjacencyMap` (every event each of those states accepts). Shortest paths reach every state
 * but skip edges into states already reached (logout back to the login form, a self-loop such as
 * the loader's restart), so each edge becomes a candidate "shortest path + that event", and a
 * candidate is kept when replaying it takes a transition or reaches a state node no kept path
 * did. Done/error/after events are ordinary fixtures: the graph sends them like any event.
 *
 * Every kept path is replayed on a real actor (the machine provided with never-resolving actors),
 * asserting after each step that the actor matches the model, while a CoverageRecorder notes the
 * transitions taken for scripts/coverage-states.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createActor,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { CoverageRecorder, machineTotals, writeCoverage } from './coverage.ts';
import { labelledEvents, type EventFixtures } from './fixtures.ts';

export interface PathModel<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  /** The machine as declared: the model the paths are computed from. */
  machine: TMachine;
  /** The same machine provided with never-resolving actors and no-op or spy actions, replayed for real. */
  replayLogic: TMachine;
  /** Every event the paths may use, including done/error/after events. */
  fixtures: EventFixtures<TEvent>;
  /** One traversal per input; a machine whose `always` branches read its input needs one per branch. */
  inputs?: Readonly<Record<string, InputFrom<TMachine>>>;
  /** What every reached state must satisfy besides matching the model (selectors, invariants). */
  checkState?: (snapshot: SnapshotFrom<TMachine>) => void;
  /**
   * What makes two states different for the traversal, besides the state value; the whole context
   * by default. Key by what the chart distinguishes (what its guards and views read: validity per
   * field, dirtiness, flags, counts), never by typed values: a key holding the text typed makes one
   * state per combination of fixtures (docs/testing.md, "Choosing the state key"). The replay still
   * compares the whole context after every step.
   */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
}

export interface ModelStep {
  /** `xstate.init` for the first step, else the fixture's label. */
  label: string;
  event: EventObject;
  /** The state the model reaches after the event. */
  expected: AnyMachineSnapshot;
}

export interface ModelPath {
  name: string;
  input: unknown;
  steps: ModelStep[];
}

/** Files are plain objects to JSON; name them so two different files never look like one state. */
function jsonReplacer(_key: string, value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = 'name' in value ? String(value.name) : '';
    return `Blob(${name}, ${value.type})`;
  }
  return value;
}

export function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, jsonReplacer);
}

/** How a traversal tells states apart: state value and `stateKey`, or value and whole context without one. */
export function stateSerializer(stateKey?: (snapshot: never) => unknown): (snapshot: AnyMachineSnapshot) => string {
  if (!stateKey) return serializeState;
  return (snapshot) => JSON.stringify({ value: snapshot.value, key: stateKey(snapshot as never) }, jsonReplacer);
}

/**
 * A form's verdict for a state key: the fields in error and their codes ('required', 'taken'),
 * sorted, never the text typed. What `hasErrors`-like guards and the focus read.
 */
export function fieldVerdicts(errors: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(errors)
    .filter(([, error]) => error !== undefined && error !== null)
    .map(([field, error]) => `${field}:${String(error)}`)
    .sort();
}

export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${formatStateValue(child)}`))
    .join(', ');
}

function pathName(inputName: string | null, steps: ModelStep[]): string {
  const events = steps.slice(1).map((step) => step.label);
  const last = steps[steps.length - 1];
  const end = last ? formatStateValue(last.expected.value) : '?';
  const prefix = inputName === null ? '' : `[${inputName}] `;
  return `${prefix}${events.length ? events.join(' → ') : 'start'} ⇒ ${end}`;
}

function isPrefix(shorter: ModelPath, longer: ModelPath): boolean {
  if (shorter.input !== longer.input || shorter.steps.length > longer.steps.length) return false;
  return shorter.steps.every((step, index) => longer.steps[index]?.label === step.label);
}

/** Runs a path on a real actor; `onStep` sees the actor's snapshot after each step. */
export function replayPath(
  logic: AnyStateMachine,
  path: ModelPath,
  recorder: CoverageRecorder,
  onStep?: (actual: AnyMachineSnapshot, step: ModelStep, index: number) => void,
): void {
  const actor = createActor(logic, { input: path.input, inspect: recorder.inspect });
  actor.start();
  try {
    path.steps.forEach((step, index) => {
      if (index > 0) actor.send(step.event);
      onStep?.(actor.getSnapshot(), step, index);
    });
  } finally {
    actor.stop();
  }
}

function traverse<TEvent extends EventObject>(
  model: PathModel<AnyStateMachine, TEvent>,
  inputName: string | null,
  input: unknown,
): { shortest: ModelPath[]; edges: ModelPath[] } {
  const fixtures = labelledEvents(model.fixtures);
  const serialize = stateSerializer(model.stateKey);
  const labels = new Map<EventObject, string>(fixtures.map(({ event, label }) => [event, label]));
  const labelOf = (event: EventObject) => labels.get(event) ?? event.type;
  const options: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    input,
    events: fixtures.map(({ event }) => event),
    // Only events the state handles: an unhandled done/error event would put the model in error.
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: (snapshot) => serialize(snapshot),
    serializeEvent: labelOf,
  };
  const toPath = (steps: ModelStep[]): ModelPath => ({ name: pathName(inputName, steps), input, steps });
  /**
   * The model's own states along an event sequence. With a `stateKey`, one vertex of the graph
   * stands for every state with its key, and the graph records one of them: the expected states
   * are the model's, computed event by event (null if an event is not accepted where it lands).
   */
  const played = (events: readonly EventObject[]): ModelStep[] | null => {
    let [state] = initialTransition(model.machine, input);
    const steps: ModelStep[] = [{ label: 'xstate.init', event: { type: 'xstate.init' }, expected: state }];
    for (const event of events) {
      if (!state.can(event)) return null;
      [state] = transition(model.machine, state, event);
      steps.push({ label: labelOf(event), event, expected: state });
    }
    return steps;
  };
  const stepsOf = (graphSteps: readonly { event: EventObject; state: AnyMachineSnapshot }[]): ModelStep[] | null =>
    model.stateKey
      ? played(graphSteps.slice(1).map((step) => step.event))
      : graphSteps.map((step, index) => ({ label: index === 0 ? 'xstate.init' : labelOf(step.event), event: step.event, expected: step.state }));
  const shortest = getShortestPaths(model.machine, options).flatMap((statePath) => {
    const steps = stepsOf(statePath.steps);
    return steps ? [toPath(steps)] : [];
  });
  const adjacency = getAdjacencyMap(model.machine, options);
  const edges = shortest.flatMap((path) => {
    const last = path.steps[path.steps.length - 1];
    if (!last) return [];
    const vertex = adjacency[serialize(last.expected) as keyof typeof adjacency];
    return Object.values(vertex?.transitions ?? {}).flatMap(({ event, state }) => {
      if (!model.stateKey) return [toPath([...path.steps, { label: labelOf(event), event, expected: state }])];
      if (!last.expected.can(event)) return [];
      const [next] = transition(model.machine, last.expected, event);
      return [toPath([...path.steps, { label: labelOf(event), event, expected: next }])];
    });
  });
  return { shortest, edges };
}

/**
 * The paths to test: the shortest path to every state (minus those that are a prefix of another),
 * then, shortest first, every edge path that covers a transition or state node not yet covered.
 */
export function modelPaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: PathModel<TMachine, TEvent>,
): ModelPath[] {
  const variants: [string | null, unknown][] = model.inputs ? Object.entries(model.inputs) : [[null, undefined]];
  const traversals = variants.map(([name, input]) => traverse(model, name, input));
  const shortest = traversals.flatMap((t) => t.shortest);
  const kept = shortest.filter((path) => !shortest.some((other) => other !== path && isPrefix(path, other)));

  const covered = new CoverageRecorder(model.machine.id);
  for (const path of kept) replayPath(model.replayLogic, path, covered);

  const edges = traversals.flatMap((t) => t.edges).sort((a, b) => a.steps.length - b.steps.length);
  for (const path of edges) {
    const probe = new CoverageRecorder(model.machine.id);
    replayPath(model.replayLogic, path, probe);
    const addsCoverage =
      [...probe.transitions].some((key) => !covered.transitions.has(key)) ||
      [...probe.states].some((id) => !covered.states.has(id));
    if (addsCoverage) {
      kept.push(path);
      covered.merge(probe);
    }
  }
  // A path that starts another one is tested by it: every step is asserted.
  return kept.filter((path) => !kept.some((other) => other !== path && isPrefix(path, other)));
}

/**
 * Declares the path tests of one machine: one `it` per path, named after its events and final
 * state, plus the coverage checks; writes tests/.coverage/machines/<machine id>.json afterwards.
 */
export function describeModelPaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  model: PathModel<TMachine, TEvent>,
): void {
  const id = model.machine.id;
  const paths = modelPaths(model);
  const totals = machineTotals(model.machine);
  const recorder = new CoverageRecorder(id);
  afterAll(() => writeCoverage(recorder.toRecord()));

  describe(`${id} paths`, () => {
    for (const path of paths) {
      it(path.name, () => {
        replayPath(model.replayLogic, path, recorder, (actual, step, index) => {
          const where = `step ${index} (${step.label})`;
          expect(actual.status, `${where}: status`).toBe('active');
          expect(actual.value, `${where}: state value`).toEqual(step.expected.value);
          expect(actual.context, `${where}: context`).toEqual(step.expected.context);
          model.checkState?.(actual as SnapshotFrom<TMachine>);
        });
      });
    }
  });

  describe(`${id} path coverage`, () => {
    const covered = new CoverageRecorder(id);
    for (const path of paths) replayPath(model.replayLogic, path, covered);

    it('has a fixture for every event the machine handles', () => {
      const handled = new Set(totals.transitions.map((key) => key.split('|')[1]).filter((type) => type !== 'always'));
      const withFixture = new Set(Object.keys(model.fixtures));
      expect([...handled].filter((type) => type !== undefined && !withFixture.has(type))).toEqual([]);
    });

    it.each(totals.states)('reaches state %s', (stateId) => {
      expect([...covered.states]).toContain(stateId);
    });

    it('takes every transition the machine declares', () => {
      expect(totals.transitions.filter((key) => !covered.transitions.has(key))).toEqual([]);
    });
  });
}
