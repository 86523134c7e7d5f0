/**
 * Statechart coverage THROUGH THE UI: compares what the UI path suites (tests/paths/*.ui-paths.test.tsx)
 * recorded in tests/.coverage/ui/<machine>.json with everything each machine declares.
 *
 * - states: state nodes a path asserted in the UI (what the user must see was checked there);
 * - transitions: transitions the REAL app's actors took while the paths drove the UI.
 *
 * Run after the tests: `tsx scripts/coverage-ui.ts`. Exits 1 when a machine is below 100 % of
 * its states or transitions, or when its results file is missing. Events no view can produce
 * (UI gaps) and events a suite had to send without the UI are listed under their machine.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { MACHINES, ratio } from './machines.ts';
import { readUiCoverage, uiCoverageFile } from '../tests/paths/coverage.ts';
import { machineTotals } from '../tests/utils/coverage.ts';

const width = Math.max(...MACHINES.map((machine) => machine.id.length)) + 2;
let failed = false;

for (const machine of MACHINES) {
  const name = machine.id.padEnd(width);
  const file = uiCoverageFile(machine.id);
  if (!existsSync(file)) {
    console.log(`${name}no results: ${relative(process.cwd(), file)} is missing (run npx vitest run tests/paths first)`);
    failed = true;
    continue;
  }
  const totals = machineTotals(machine);
  const record = readUiCoverage(machine.id);
  const seen = new Set(record.seen);
  const reached = new Set(record.states);
  const taken = new Set(record.transitions);
  const missedStates = totals.states.filter((id) => !seen.has(id));
  const missedTransitions = totals.transitions.filter((key) => !taken.has(key));
  const gapOf = new Map(record.gaps.map((gap) => [gap.event, gap.reason]));
  const unknown = [...record.transitions, ...record.seen].filter(
    (key) => !totals.transitions.includes(key) && !totals.states.includes(key),
  );

  console.log(
    `${name}${ratio('states', totals.states.length - missedStates.length, totals.states.length).padEnd(22)}  ${ratio('transitions', totals.transitions.length - missedTransitions.length, totals.transitions.length)}`,
  );
  for (const id of missedStates) {
    console.log(`  missed state       ${id}${reached.has(id) ? ' (reached, but no path asserted what the user sees there)' : ''}`);
  }
  for (const key of missedTransitions) {
    const gap = gapOf.get(key.split('|')[1] ?? '');
    console.log(`  missed transition  ${key}${gap ? ` (UI gap: ${gap})` : ''}`);
  }
  for (const { event, reason } of record.sentWithoutUi) console.log(`  sent without UI    ${event} (${reason})`);
  // Results from an older version of the machine: worth re-running the tests, not a failure.
  for (const key of unknown) console.log(`  not in the machine ${key} (stale results?)`);
  if (missedStates.length > 0 || missedTransitions.length > 0) failed = true;
}

if (failed) {
  console.log(
    '\nUI coverage is incomplete: run the UI path suites, then add event fixtures, executors, start-up variants or ' +
      'journeys until every machine is at 100 % (see docs/testing.md); a UI gap needs a view that sends the event.',
  );
  process.exit(1);
}
