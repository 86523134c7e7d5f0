// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MenuGroup } from '../../../machines/contract.ts';
import {
  groupOfRoute,
  selectIsNarrow,
  selectOpenGroup,
  selectSidebarOpen,
  type sidebarMachine,
  type SidebarEvent,
  type SidebarInput,
} from '../../../machines/sidebar/index.ts';
import { debtsOnly, inertSidebar, loansAndCash } from '../../utils/fixtures/sidebar.ts';
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents, type EventOrChoice } from '../../utils/properties.ts';

type SidebarSnapshot = SnapshotFrom<typeof sidebarMachine>;

const mixed: MenuGroup[] = [
  { title: 'Caja', icon: 'cash', children: [{ title: 'Caja', route: 'caja', icon: 'box' }] },
  { title: 'Deudas', icon: 'debt', children: [{ title: 'Pagos', route: 'pagos_deudas', icon: 'pay' }] },
];
const menus = fc.constantFrom(loansAndCash, debtsOnly, mixed, []);
const route = fc.constantFrom(null, 'perfil', 'caja', 'prestamos', 'pagos_prestamos', 'deudas', 'pagos_deudas');

const sidebarInput: fc.Arbitrary<SidebarInput> = fc.record({ groups: menus, route, narrow: fc.boolean() });
/** What the layout can send; a group title is one of the groups shown at that moment. */
const sidebarEvent: fc.Arbitrary<EventOrChoice<SidebarEvent>> = fc.oneof(
  fc.nat().map((index) => (snapshot: SidebarSnapshot): SidebarEvent | null => {
    const group = snapshot.context.groups[index % Math.max(1, snapshot.context.groups.length)];
    return group ? { type: 'group.toggled', title: group.title } : null;
  }),
  route.map((chosen): SidebarEvent => ({ type: 'child.chosen', route: chosen ?? 'caja' })),
  route.map((next): SidebarEvent => ({ type: 'route.changed', route: next })),
  menus.map((groups): SidebarEvent => ({ type: 'menu.updated', groups })),
  fc.constant<SidebarEvent>({ type: 'sidebar.toggled' }),
  fc.boolean().map((narrow): SidebarEvent => ({ type: 'viewport.changed', narrow })),
);
const scenarios = fc.tuple(sidebarInput, fc.array(sidebarEvent, { maxLength: MAX_EVENTS }));

type Check = Parameters<typeof runEvents<SidebarSnapshot, SidebarEvent>>[3];

function run(input: SidebarInput, events: EventOrChoice<SidebarEvent>[], check: Check) {
  runEvents<SidebarSnapshot, SidebarEvent>(inertSidebar, input, events, check);
}

describe('sidebar invariants under any input and sequence of events', () => {
  it('opens at most one group, and only a group of the current menu', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        run(input, events, (snapshot) => {
          const openGroup = selectOpenGroup(snapshot);
          const open = snapshot.context.groups.filter((group) => group.title === openGroup);
          expectSame(open.length, openGroup === null ? 0 : 1, `groups titled ${String(openGroup)}`);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('opens the group of a route of the menu as soon as the route is shown', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        run(input, events, (snapshot, step) => {
          const { route, groups } = snapshot.context;
          const changedRoute = step === null || step.event.type === 'route.changed' || step.event.type === 'menu.updated';
          if (changedRoute && groupOfRoute(groups, route) !== null) {
            expectSame(selectOpenGroup(snapshot), groupOfRoute(groups, route));
          }
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('knows the viewport width last reported, and shows the sidebar on wide screens after each report', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        let narrow = input.narrow;
        run(input, events, (snapshot, step) => {
          if (step?.event.type === 'viewport.changed') {
            narrow = step.event.narrow;
            expectSame(selectSidebarOpen(snapshot), !narrow, 'open after a viewport report ⇔ wide');
          }
          expectSame(selectIsNarrow(snapshot), narrow, 'narrow as last reported');
          expectSame(snapshot.value === 'open' || snapshot.value === 'closed', true, `state ${JSON.stringify(snapshot.value)}`);
          expectSame(snapshot.children.watchViewport !== undefined, true, 'viewport watcher running');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('closes on a chosen child only on narrow screens', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        run(input, events, (snapshot, step) => {
          if (step?.event.type !== 'child.chosen') return;
          expectSame(selectSidebarOpen(snapshot), selectSidebarOpen(step.previous) && !snapshot.context.narrow, 'open after child.chosen');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
