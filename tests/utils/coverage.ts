/**
 * Transition coverage of the statecharts, shared by the path tests (which record what fired) and
 * scripts/coverage-states.ts (which compares that with everything the machines declare).
 *
 * A state is named by its node id (`session.loggedIn`). A transition is named
 * `${source.id}|${eventType or 'always'}|${index}`, where the index is the position of the
 * TransitionDefinition in `source.transitions.get(eventType)` (or in `source.always`), so the
 * two guarded branches of one event count separately.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** Where the path tests write their results (gitignored: see `ensureCoverageDir`). */
export const COVERAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.coverage', 'machines');

export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source } = transition;
  const alwaysIndex = source.always?.indexOf(transition) ?? -1;
  if (alwaysIndex >= 0) return `${source.id}|always|${alwaysIndex}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  if (index < 0) {
    throw new Error(`transition "${transition.eventType}" is not declared on state node "${source.id}"`);
  }
  return `${source.id}|${transition.eventType}|${index}`;
}

/** Every state node below the root (the root is always active, so it is not counted). */
export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allStateNodes(child)]);
}

export interface MachineTotals {
  states: string[];
  transitions: string[];
}

/** Everything a machine declares: its state node ids and its transition keys (root's included). */
export function machineTotals(machine: AnyStateMachine): MachineTotals {
  const nodes = [machine.root, ...allStateNodes(machine.root)];
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
  return { states: allStateNodes(machine.root).map((node) => node.id), transitions };
}

export interface CoverageRecord {
  machine: string;
  states: string[];
  transitions: string[];
}

/**
 * Collects the states reached and the transitions taken by one or more actors of `machine`,
 * through XState's inspection API (`createActor(logic, { inspect: recorder.inspect })`).
 * `@xstate.microstep` events carry `_transitions`, eventless `always` ones included.
 */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(readonly machineId: string) {}

  readonly inspect = (inspectionEvent: InspectionEvent): void => {
    if (inspectionEvent.type === '@xstate.snapshot' || inspectionEvent.type === '@xstate.microstep') {
      this.recordNodes(inspectionEvent.snapshot);
    }
    if (inspectionEvent.type !== '@xstate.microstep') return;
    for (const transition of inspectionEvent._transitions) {
      if (transition.source.machine.id !== this.machineId) continue;
      this.transitions.add(transitionKey(transition));
      // A transition can only be taken from an active state, even one left in the same macrostep.
      this.addNode(transition.source);
    }
  };

  /** Records the states of a machine snapshot taken outside inspection (e.g. the initial one). */
  recordNodes(snapshot: unknown): void {
    const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes;
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) if (node.machine.id === this.machineId) this.addNode(node);
  }

  merge(other: CoverageRecorder): void {
    for (const state of other.states) this.states.add(state);
    for (const transition of other.transitions) this.transitions.add(transition);
  }

  private addNode(node: AnyStateNode): void {
    if (node.parent) this.states.add(node.id);
  }

  toRecord(): CoverageRecord {
    return { machine: this.machineId, states: [...this.states].sort(), transitions: [...this.transitions].sort() };
  }
}

function ensureCoverageDir(): void {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  // The results are build output: keep them out of git without touching the root .gitignore.
  writeFileSync(join(COVERAGE_DIR, '..', '.gitignore'), '*\n');
}

export function coverageFile(machineId: string): string {
  return join(COVERAGE_DIR, `${machineId}.json`);
}

export function writeCoverage(record: CoverageRecord): void {
  ensureCoverageDir();
  writeFileSync(coverageFile(record.machine), `${JSON.stringify(record, null, 2)}\n`);
}

export function readCoverage(machineId: string): CoverageRecord {
  return JSON.parse(readFileSync(coverageFile(machineId), 'utf8')) as CoverageRecord;
}
