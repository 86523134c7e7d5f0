import { assign, fromCallback, setup } from 'xstate';
import type { MenuGroup } from '../contract.ts';
import type { SidebarContext, SidebarEvent, SidebarInput } from './sidebar.types.ts';

/** The title of the group holding the route, if any. */
export function groupOfRoute(groups: MenuGroup[], route: string | null): string | null {
  if (route === null) return null;
  return groups.find((group) => group.children.some((child) => child.route === route))?.title ?? null;
}

/**
 * The sidebar (260 px; the menu of the session's role).
 *
 * - `open`: the sidebar is shown (on narrow screens, as a drawer over the page).
 * - `closed`: the sidebar is hidden; the header's menu button shows it again.
 *
 * One group is open at a time (`openGroup`); toggling the open group closes it. The active child
 * and its open group come from the current route (`route.changed`), never from the DOM. Below
 * 1024 px, choosing a child closes the sidebar; an injected watcher reports the viewport width.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  actors: {
    /** Sends `viewport.changed` whenever the viewport crosses 1024 px. */
    watchViewport: fromCallback<SidebarEvent>(() => () => {}),
  },
  actions: {
    toggleGroup: assign(({ context }, title: string) => ({
      openGroup: context.openGroup === title ? null : title,
    })),
    followRoute: assign(({ context }, route: string | null) => ({
      route,
      openGroup: groupOfRoute(context.groups, route) ?? context.openGroup,
    })),
    replaceGroups: assign(({ context }, groups: MenuGroup[]) => ({
      groups,
      openGroup: groupOfRoute(groups, context.route),
    })),
    assignNarrow: assign((_, narrow: boolean) => ({ narrow })),
  },
  guards: {
    isNarrow: ({ context }) => context.narrow,
    becameNarrow: ({ event }) => event.type === 'viewport.changed' && event.narrow,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    groups: input.groups,
    route: input.route,
    openGroup: groupOfRoute(input.groups, input.route),
    narrow: input.narrow,
  }),
  initial: 'measuring',
  invoke: { id: 'watchViewport', src: 'watchViewport' },
  on: {
    'group.toggled': { actions: { type: 'toggleGroup', params: ({ event }) => event.title } },
    'route.changed': { actions: { type: 'followRoute', params: ({ event }) => event.route } },
    'menu.updated': { actions: { type: 'replaceGroups', params: ({ event }) => event.groups } },
  },
  states: {
    /** Start-up only: a narrow screen starts with the drawer closed, a wide one with it open. */
    measuring: {
      always: [{ guard: 'isNarrow', target: 'closed' }, { target: 'open' }],
    },
    open: {
      on: {
        'sidebar.toggled': 'closed',
        'child.chosen': { guard: 'isNarrow', target: 'closed' },
        'viewport.changed': [
          { guard: 'becameNarrow', target: 'closed', actions: { type: 'assignNarrow', params: true } },
          { actions: { type: 'assignNarrow', params: false } },
        ],
      },
    },
    closed: {
      on: {
        'sidebar.toggled': 'open',
        'viewport.changed': [
          { guard: 'becameNarrow', actions: { type: 'assignNarrow', params: true } },
          // Growing past 1024 px shows the sidebar again, as the desktop layout expects.
          { target: 'open', actions: { type: 'assignNarrow', params: false } },
        ],
      },
    },
  },
});
