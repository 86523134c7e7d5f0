/**
 * Charts that one factory makes for many areas (every list is `createRecordsListMachine` under
 * the area's id): one chart, whose model paths are proven ONCE, on a representative instance, and
 * counted for each instance by scripts/coverage-states.ts. An instance differs from the
 * representative only in its id (the node ids and transition keys start with it) and its options
 * (page size), which no state or transition depends on; `sameChart` checks the first, and the
 * factory's registry (`isInstance`) says which machines it made, so a chart that merely looks
 * alike is never counted as proven.
 *
 * No vitest here: scripts/coverage-states.ts imports it.
 */
import type { AnyStateMachine } from 'xstate';
import { createRecordsListMachine, isRecordsListMachine } from '../../machines/records/recordsList.machine.ts';
import { machineTotals, type CoverageRecord, type MachineTotals } from './coverage.ts';

export interface SampleRow {
  id: number;
  name: string;
  status: 'active' | 'blocked';
}

/** The representative list: the factory's chart under its own id, `recordsList`. */
export const recordsListChart = createRecordsListMachine<SampleRow, 'name' | 'status'>({ id: 'recordsList', pageSize: 10 });

export interface SharedChart {
  /** The representative: its model path suite writes tests/.coverage/machines/<its id>.json. */
  representative: AnyStateMachine;
  /** Where it is proven. */
  suite: string;
  /** The factory's own registry of the machines it made. */
  isInstance(machine: AnyStateMachine): boolean;
}

export const SHARED_CHARTS: readonly SharedChart[] = [
  { representative: recordsListChart, suite: 'tests/records/recordsList.paths.test.ts', isInstance: isRecordsListMachine },
];

/** The shared chart `machine` is an instance of (never the representative itself). */
export function sharedChartOf(machine: AnyStateMachine): SharedChart | undefined {
  return SHARED_CHARTS.find((shared) => shared.representative !== machine && shared.isInstance(machine));
}

const renamedId = (id: string, from: string, to: string): string =>
  id === from || id.startsWith(`${from}.`) ? `${to}${id.slice(from.length)}` : id;

/**
 * A node id or transition key of the representative, named as in the instance: the source node
 * (`recordsList.list.ready` → `staffList.list.ready`) and a delay's event, which XState names
 * after the node it waits in (`xstate.after.searchDebounce.recordsList.list.debouncing`).
 */
export function renamed(key: string, from: string, to: string): string {
  const [source = '', event, ...rest] = key.split('|');
  if (event === undefined) return renamedId(source, from, to);
  const after = /^(xstate\.after\.[^.]+\.)(.*)$/.exec(event);
  const renamedEvent = after ? `${after[1]}${renamedId(after[2] ?? '', from, to)}` : event;
  return [renamedId(source, from, to), renamedEvent, ...rest].join('|');
}

/** The representative's states and transitions, named as in `machine`. */
export function instanceTotals(shared: SharedChart, machine: AnyStateMachine): MachineTotals {
  const totals = machineTotals(shared.representative);
  const rename = (key: string) => renamed(key, shared.representative.id, machine.id);
  return { states: totals.states.map(rename), transitions: totals.transitions.map(rename) };
}

/** Whether `machine` declares exactly the representative's states and transitions, under its own id. */
export function sameChart(shared: SharedChart, machine: AnyStateMachine): boolean {
  const expected = instanceTotals(shared, machine);
  const actual = machineTotals(machine);
  const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((key, index) => key === [...b].sort()[index]);
  return same(expected.states, actual.states) && same(expected.transitions, actual.transitions);
}

/** What the representative's suite covered, counted for `machine`. */
export function instanceCoverage(shared: SharedChart, machine: AnyStateMachine, record: CoverageRecord): CoverageRecord {
  const rename = (key: string) => renamed(key, shared.representative.id, machine.id);
  return { machine: machine.id, states: record.states.map(rename), transitions: record.transitions.map(rename) };
}
