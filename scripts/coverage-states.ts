/**
 * Statechart coverage: compares what the path tests reached (tests/.coverage/machines/*.json,
 * written by tests/machines/<name>/<name>.paths.test.ts) with everything each machine declares
 * (every state node below the root, every TransitionDefinition in `transitions` and `always`).
 *
 * A chart one factory makes for many areas (every records list) is proven once, on a
 * representative: its instances are counted from the representative's results, renamed to their
 * own ids, provided the instance declares exactly the representative's states and transitions
 * (tests/utils/sharedCharts.ts, docs/testing.md).
 *
 * Run after the tests: `tsx scripts/coverage-states.ts`. Exits 1 when a machine is below 100 %
 * of its states or transitions, or when its results file is missing.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { CHARTED_MACHINES as MACHINES, ratio } from './machines.ts';
import { coverageFile, machineTotals, readCoverage } from '../tests/utils/coverage.ts';
import { instanceCoverage, sameChart, sharedChartOf } from '../tests/utils/sharedCharts.ts';

const width = Math.max(...MACHINES.map((machine) => machine.id.length)) + 2;
let failed = false;

for (const machine of MACHINES) {
  const name = machine.id.padEnd(width);
  const shared = sharedChartOf(machine);
  const provenAs = shared?.representative.id ?? machine.id;
  const file = coverageFile(provenAs);
  if (!existsSync(file)) {
    console.log(`${name}no results: ${relative(process.cwd(), file)} is missing (run the path tests first${shared ? `: ${shared.suite}` : ''})`);
    failed = true;
    continue;
  }
  if (shared && !sameChart(shared, machine)) {
    console.log(`${name}not the ${provenAs} chart its factory makes (other states or transitions): prove it with a model path suite of its own`);
    failed = true;
    continue;
  }
  const totals = machineTotals(machine);
  const record = shared ? instanceCoverage(shared, machine, readCoverage(provenAs)) : readCoverage(machine.id);
  const reached = new Set(record.states);
  const taken = new Set(record.transitions);
  const missedStates = totals.states.filter((id) => !reached.has(id));
  const missedTransitions = totals.transitions.filter((key) => !taken.has(key));
  const unknown = [...record.transitions, ...record.states].filter(
    (key) => !totals.transitions.includes(key) && !totals.states.includes(key),
  );

  const statesCovered = totals.states.length - missedStates.length;
  const transitionsCovered = totals.transitions.length - missedTransitions.length;
  console.log(
    `${name}${ratio('states', statesCovered, totals.states.length).padEnd(22)}  ${ratio('transitions', transitionsCovered, totals.transitions.length)}${shared ? `  (the ${provenAs} chart, proven once)` : ''}`,
  );
  for (const id of missedStates) console.log(`  missed state       ${id}`);
  for (const key of missedTransitions) console.log(`  missed transition  ${key}`);
  // Results from an older version of the machine: worth re-running the tests, not a failure.
  for (const key of unknown) console.log(`  not in the machine ${key} (stale results?)`);
  if (missedStates.length > 0 || missedTransitions.length > 0) failed = true;
}

if (failed) {
  console.log('\nStatechart coverage is incomplete: run the path tests, then add fixtures or inputs until every machine is at 100 % (see tests/utils/paths.ts).');
  process.exit(1);
}
