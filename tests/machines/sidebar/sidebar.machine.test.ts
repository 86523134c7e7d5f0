// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  groupOfRoute,
  selectActiveRoute,
  selectGroups,
  selectIsNarrow,
  selectOpenGroup,
  selectSidebarOpen,
  sidebarMachine,
  type SidebarEvent,
  type SidebarInput,
} from '../../../machines/sidebar/index.ts';
import { controlledCallback } from '../../utils/fakes.ts';
import { debtsOnly, loansAndCash } from '../../utils/fixtures/sidebar.ts';

function startSidebar(input: Partial<SidebarInput> = {}) {
  const watcher = controlledCallback<SidebarEvent>();
  const actor = createActor(sidebarMachine.provide({ actors: { watchViewport: watcher.logic } }), {
    input: { groups: loansAndCash, route: null, narrow: false, ...input },
  });
  actor.start();
  return { actor, watcher: watcher.state, state: () => actor.getSnapshot() };
}

describe('measuring', () => {
  it('opens the sidebar on a wide screen', () => {
    expect(selectSidebarOpen(startSidebar({ narrow: false }).state())).toBe(true);
  });

  it('closes the sidebar on a narrow screen', () => {
    const sidebar = startSidebar({ narrow: true });
    expect(sidebar.state().value).toBe('closed');
    expect(selectIsNarrow(sidebar.state())).toBe(true);
  });

  it('opens the group of the current route and marks the route active', () => {
    const sidebar = startSidebar({ route: 'pagos_prestamos' });
    expect(selectOpenGroup(sidebar.state())).toBe('Préstamos');
    expect(selectActiveRoute(sidebar.state())).toBe('pagos_prestamos');
  });

  it('opens no group outside the menu\'s routes', () => {
    expect(selectOpenGroup(startSidebar({ route: 'perfil' }).state())).toBeNull();
  });

  it('starts the viewport watcher, whose reports reach the sidebar', () => {
    const sidebar = startSidebar({ narrow: false });
    expect(sidebar.watcher.running).toBe(true);
    sidebar.watcher.sendBack({ type: 'viewport.changed', narrow: true });
    expect(selectIsNarrow(sidebar.state())).toBe(true);
    expect(selectSidebarOpen(sidebar.state())).toBe(false);
  });
});

describe('group.toggled', () => {
  it('opens the group and closes the one that was open', () => {
    const sidebar = startSidebar({ route: 'caja' });
    expect(selectOpenGroup(sidebar.state())).toBe('Caja');
    sidebar.actor.send({ type: 'group.toggled', title: 'Préstamos' });
    expect(selectOpenGroup(sidebar.state())).toBe('Préstamos');
  });

  it('closes the open group when it is toggled again', () => {
    const sidebar = startSidebar({ route: 'caja' });
    sidebar.actor.send({ type: 'group.toggled', title: 'Caja' });
    expect(selectOpenGroup(sidebar.state())).toBeNull();
    sidebar.actor.send({ type: 'group.toggled', title: 'Caja' });
    expect(selectOpenGroup(sidebar.state())).toBe('Caja');
  });
});

describe('route.changed', () => {
  it('marks the route active and opens its group', () => {
    const sidebar = startSidebar({ route: 'caja' });
    sidebar.actor.send({ type: 'route.changed', route: 'prestamos' });
    expect(selectActiveRoute(sidebar.state())).toBe('prestamos');
    expect(selectOpenGroup(sidebar.state())).toBe('Préstamos');
  });

  it('keeps the open group for a route outside the menu', () => {
    const sidebar = startSidebar({ route: 'caja' });
    sidebar.actor.send({ type: 'route.changed', route: 'perfil' });
    expect(selectActiveRoute(sidebar.state())).toBe('perfil');
    expect(selectOpenGroup(sidebar.state())).toBe('Caja');
  });

  it('keeps the open group when leaving every route (null)', () => {
    const sidebar = startSidebar({ route: 'caja' });
    sidebar.actor.send({ type: 'route.changed', route: null });
    expect(selectActiveRoute(sidebar.state())).toBeNull();
    expect(selectOpenGroup(sidebar.state())).toBe('Caja');
  });
});

describe('menu.updated', () => {
  it('replaces the groups and opens the current route\'s group in the new menu', () => {
    const sidebar = startSidebar({ groups: debtsOnly, route: 'caja' });
    expect(selectOpenGroup(sidebar.state())).toBeNull();
    sidebar.actor.send({ type: 'menu.updated', groups: loansAndCash });
    expect(selectGroups(sidebar.state())).toEqual(loansAndCash);
    expect(selectOpenGroup(sidebar.state())).toBe('Caja');
  });

  it('closes the open group when the new menu has no group for the route', () => {
    const sidebar = startSidebar({ route: 'caja' });
    sidebar.actor.send({ type: 'menu.updated', groups: debtsOnly });
    expect(selectOpenGroup(sidebar.state())).toBeNull();
    expect(selectActiveRoute(sidebar.state())).toBe('caja');
  });
});

describe('open', () => {
  it('sidebar.toggled closes the sidebar', () => {
    const sidebar = startSidebar();
    sidebar.actor.send({ type: 'sidebar.toggled' });
    expect(selectSidebarOpen(sidebar.state())).toBe(false);
  });

  it.each([
    { screen: 'narrow', narrow: true, staysOpen: false },
    { screen: 'wide', narrow: false, staysOpen: true },
  ])('child.chosen on a $screen screen leaves the sidebar open: $staysOpen', ({ narrow, staysOpen }) => {
    const sidebar = startSidebar({ narrow });
    if (!selectSidebarOpen(sidebar.state())) sidebar.actor.send({ type: 'sidebar.toggled' });
    sidebar.actor.send({ type: 'child.chosen', route: 'prestamos' });
    expect(selectSidebarOpen(sidebar.state())).toBe(staysOpen);
  });

  it('viewport.changed to narrow closes the sidebar', () => {
    const sidebar = startSidebar({ narrow: false });
    sidebar.actor.send({ type: 'viewport.changed', narrow: true });
    expect(sidebar.state().value).toBe('closed');
    expect(selectIsNarrow(sidebar.state())).toBe(true);
  });

  it('viewport.changed to wide keeps the sidebar open', () => {
    const sidebar = startSidebar({ narrow: true });
    sidebar.actor.send({ type: 'sidebar.toggled' });
    sidebar.actor.send({ type: 'viewport.changed', narrow: false });
    expect(sidebar.state().value).toBe('open');
    expect(selectIsNarrow(sidebar.state())).toBe(false);
  });
});

describe('closed', () => {
  it('sidebar.toggled opens the sidebar', () => {
    const sidebar = startSidebar({ narrow: true });
    sidebar.actor.send({ type: 'sidebar.toggled' });
    expect(selectSidebarOpen(sidebar.state())).toBe(true);
  });

  it('viewport.changed to narrow keeps it closed', () => {
    const sidebar = startSidebar({ narrow: false });
    sidebar.actor.send({ type: 'sidebar.toggled' });
    sidebar.actor.send({ type: 'viewport.changed', narrow: true });
    expect(sidebar.state().value).toBe('closed');
    expect(selectIsNarrow(sidebar.state())).toBe(true);
  });

  it('viewport.changed to wide opens it again for the desktop layout', () => {
    const sidebar = startSidebar({ narrow: true });
    sidebar.actor.send({ type: 'viewport.changed', narrow: false });
    expect(sidebar.state().value).toBe('open');
    expect(selectIsNarrow(sidebar.state())).toBe(false);
  });

  it('child.chosen changes nothing', () => {
    const sidebar = startSidebar({ narrow: true });
    sidebar.actor.send({ type: 'child.chosen', route: 'caja' });
    expect(sidebar.state().value).toBe('closed');
  });
});

describe('groupOfRoute', () => {
  it('finds the group holding the route', () => {
    expect(groupOfRoute(loansAndCash, 'pagos_prestamos')).toBe('Préstamos');
  });

  it('finds nothing for an unknown route, a null route or an empty menu', () => {
    expect(groupOfRoute(loansAndCash, 'perfil')).toBeNull();
    expect(groupOfRoute(loansAndCash, null)).toBeNull();
    expect(groupOfRoute([], 'caja')).toBeNull();
  });
});
