/**
 * The sidebar through the UI: the accordion (one group open), the route changing (a link in the
 * sidebar or the page, or the address bar), choosing a child on a narrow screen (the drawer
 * closes) or a wide one (it stays), the window crossing 1024 px (`deps.narrowViewport.set`), the
 * header's menu button and the drawer's backdrop, and `menu.updated` when another tab signs in as
 * someone else (this tab re-reads the session and the sidebar follows its menu).
 */
import { i18n } from '@lingui/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MenuGroup } from '../../machines/contract.ts';
import { groupOfRoute, sidebarMachine, type SidebarEvent, type SidebarInput } from '../../machines/sidebar/index.ts';
import { pathOfRoute, routeOfPath } from '../../src/app/routes.ts';
import { childLabel } from '../../src/layouts/menuLabels.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import type { EventFixtures } from '../utils/fixtures.ts';
import { debtsOnly } from '../utils/fixtures/sidebar.ts';
import { groupName, otherTabWrote, TEXT } from './gestures.ts';
import { defineUiPaths, passedThrough, type UiRun } from './kit.ts';

type Sidebar = SnapshotFrom<typeof sidebarMachine>;

/** The administrator's menu as signedInStorage() stores it: Administración (usuarios, roles), Caja (caja). */
const adminMenu = JSON.parse(signedInStorage().menus as string) as MenuGroup[];

const events = {
  'group.toggled': {
    Administración: { type: 'group.toggled', title: 'Administración' },
    Caja: { type: 'group.toggled', title: 'Caja' },
    Deudas: { type: 'group.toggled', title: 'Deudas' },
  },
  'child.chosen': {
    usuarios: { type: 'child.chosen', route: 'usuarios' },
    caja: { type: 'child.chosen', route: 'caja' },
  },
  'route.changed': {
    usuarios: { type: 'route.changed', route: 'usuarios' },
    roles: { type: 'route.changed', route: 'roles' },
    caja: { type: 'route.changed', route: 'caja' },
    'outside the menu': { type: 'route.changed', route: null },
  },
  'menu.updated': {
    'debts only': { type: 'menu.updated', groups: debtsOnly },
    administrator: { type: 'menu.updated', groups: adminMenu },
  },
  'sidebar.toggled': {
    'menu button': { type: 'sidebar.toggled' },
    backdrop: { type: 'sidebar.toggled' },
  },
  'viewport.changed': {
    narrow: { type: 'viewport.changed', narrow: true },
    wide: { type: 'viewport.changed', narrow: false },
  },
} satisfies EventFixtures<SidebarEvent>;

const findNav = () => screen.findByRole('navigation', { name: TEXT.sidebar });
const menuButton = () => screen.getByRole('button', { name: /^(Ocultar|Mostrar) menú$/ });
/** What the header's menu button shows and hides (hidden elements have no accessible name to find them by). */
function controlledByMenuButton(): HTMLElement {
  const region = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!region) throw new Error('the menu button controls nothing');
  return region;
}
const backdrop = () => screen.queryByRole('button', { name: 'Cerrar menú' });
/** What the sidebar shows for `route` among `groups` (the rule of src/layouts/menuLabels.ts). */
function childName(groups: MenuGroup[], route: string): string {
  const child = groups.flatMap((group) => group.children).find((c) => c.route === route);
  return child ? childLabel(i18n, child) : route;
}

/** The sidebar link to `route`, if its group is open (a closed group's list is hidden). */
async function childLink(groups: MenuGroup[], route: string): Promise<HTMLElement | null> {
  return within(await findNav()).queryByRole('link', { name: childName(groups, route) });
}

let otherTabLogins = 0;

/** Another tab signs in as someone with `groups` as menu: this tab re-reads the stored session. */
function otherTabSignsIn(ui: UiRun, groups: MenuGroup[]): void {
  otherTabLogins += 1;
  const token = `other-tab-token-${otherTabLogins}`;
  const { storage } = ui.deps;
  storage.set('menus', JSON.stringify(groups));
  storage.set('name', `colleague ${otherTabLogins}`);
  otherTabWrote(storage, 'token', token);
}

/**
 * The groups of the model's menu, one open, the current route active. A closed sidebar keeps them
 * in the document but hidden (out of the accessibility tree), ready to slide back in.
 */
async function showsMenu(state: Sidebar, ui: UiRun): Promise<HTMLElement> {
  const { groups, openGroup, route } = state.context;
  const hidden = state.matches('closed');
  const nav = hidden ? controlledByMenuButton() : await findNav();
  if (hidden) expect(screen.queryByRole('navigation', { name: TEXT.sidebar }), 'a closed sidebar is hidden').toBeNull();
  const buttons = within(nav).queryAllByRole('button', { hidden });
  expect(buttons.map((b) => b.textContent)).toEqual(groups.map(groupName));
  groups.forEach((group, index) => {
    expect(buttons[index]?.getAttribute('aria-expanded'), `group ${group.title} open`).toBe(String(group.title === openGroup));
  });
  expect(routeOfPath(ui.path()), 'the page shown is the route the sidebar follows').toBe(route);
  const active = within(nav).queryAllByRole('link', { hidden }).filter((link) => link.getAttribute('aria-current') === 'page');
  const activeShown = route !== null && groupOfRoute(groups, route) === openGroup && openGroup !== null;
  expect(active.map((link) => link.textContent)).toEqual(activeShown ? [childName(groups, route)] : []);
  return nav;
}

defineUiPaths<typeof sidebarMachine>({
  machine: sidebarMachine,
  name: 'sidebar',
  variants: {
    'wide, on /caja': { input: { groups: adminMenu, route: 'caja', narrow: false } },
    'narrow, outside the menu': { input: { groups: adminMenu, route: null, narrow: true } },
  },
  setup: ({ input }) => {
    const { route, narrow } = input as SidebarInput;
    return { route: route === null ? '/pages/faq' : pathOfRoute(route), deps: { storage: signedInStorage(), narrow } };
  },
  events,
  executors: {
    'group.toggled': async ({ event, before }) => {
      const group = before.context.groups.find((g) => g.title === event.title) as MenuGroup;
      fireEvent.click(within(await findNav()).getByRole('button', { name: groupName(group) }));
    },
    // The user taps the page they are on (on a narrow screen, to put the drawer away).
    'child.chosen': async ({ event, before }) => {
      fireEvent.click((await childLink(before.context.groups, event.route)) as HTMLElement);
    },
    'route.changed': async ({ event, before, ui }) => {
      if (event.route === null) {
        // A page outside the menu (the help pages), by the address bar: the business pages that
        // linked to it are real screens now.
        await ui.goTo('/pages/faq');
        return;
      }
      // On a wide screen with the group open, the sidebar's own link (no drawer to close); else
      // the address bar (a narrow drawer would close on a tap: that is `child.chosen`).
      const link = before.matches('open') && !before.context.narrow ? await childLink(before.context.groups, event.route) : null;
      if (link) fireEvent.click(link);
      else await ui.goTo(pathOfRoute(event.route));
    },
    'menu.updated': ({ event, ui }) => otherTabSignsIn(ui, event.groups),
    'sidebar.toggled': ({ variant }) => {
      fireEvent.click(variant === 'backdrop' ? (backdrop() as HTMLElement) : menuButton());
    },
    'viewport.changed': ({ event, ui }) => {
      act(() => ui.deps.narrowViewport.set(event.narrow));
    },
  },
  preconditions: {
    // Only a shown sidebar can be clicked, and only the groups it lists.
    'group.toggled': (state, event) => state.matches('open') && state.context.groups.some((g) => g.title === event.title),
    // Tapping the current page's link: its group must be open to show it.
    'child.chosen': (state, event) =>
      state.matches('open') && event.route === state.context.route && groupOfRoute(state.context.groups, event.route) === state.context.openGroup,
    'route.changed': (state, event) => event.route !== state.context.route && (event.route !== null || state.context.route !== null),
    'menu.updated': (state, event) => JSON.stringify(event.groups) !== JSON.stringify(state.context.groups),
    'sidebar.toggled': (state, _event, variant) => variant !== 'backdrop' || (state.matches('open') && state.context.narrow),
    // Media queries report crossings only.
    'viewport.changed': (state, event) => event.narrow !== state.context.narrow,
  },
  states: {
    measuring: passedThrough('start-up: a narrow window starts with the drawer closed, a wide one open'),
    open: async ({ state, ui }) => {
      const nav = await showsMenu(state, ui);
      expect(nav.getAttribute('data-open')).toBe('true');
      expect(menuButton().getAttribute('aria-label')).toBe('Ocultar menú');
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      // On a narrow screen the open sidebar is a drawer over the page, with a backdrop to close it.
      expect(backdrop() !== null, 'the drawer backdrop').toBe(state.context.narrow);
    },
    closed: async ({ state, ui }) => {
      const nav = await showsMenu(state, ui);
      expect(nav.getAttribute('data-open')).toBe('false');
      expect(menuButton().getAttribute('aria-label')).toBe('Mostrar menú');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      expect(backdrop()).toBeNull();
    },
  },
});

