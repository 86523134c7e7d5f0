// @vitest-environment node
import { expect } from 'vitest';
import { selectSidebarOpen, sidebarMachine } from '../../../machines/sidebar/index.ts';
import { inertSidebar, sidebarFixtures, sidebarInputs } from '../../utils/fixtures/sidebar.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: sidebarMachine,
  replayLogic: inertSidebar,
  fixtures: sidebarFixtures,
  inputs: sidebarInputs,
  // The guards read `narrow` only; groups, route and open group would multiply states, not transitions.
  stateKey: (snapshot) => snapshot.context.narrow,
  checkState: (snapshot) => {
    const { groups, openGroup } = snapshot.context;
    expect(selectSidebarOpen(snapshot)).toBe(snapshot.matches('open'));
    expect(snapshot.matches('open') || snapshot.matches('closed')).toBe(true);
    if (openGroup !== null) expect(groups.map((group) => group.title)).toContain(openGroup);
  },
});
