import type { MenuGroup } from '../contract.ts';

export interface SidebarInput {
  groups: MenuGroup[];
  /** The route name of the current path, or null outside the menu's routes. */
  route: string | null;
  /** The viewport is narrower than 1024 px. */
  narrow: boolean;
}

export interface SidebarContext {
  groups: MenuGroup[];
  /** Title of the one open group, or null when all are closed. */
  openGroup: string | null;
  /** Route name of the current path; the matching child is shown active. */
  route: string | null;
  narrow: boolean;
}

export type SidebarEvent =
  | { type: 'group.toggled'; title: string }
  | { type: 'child.chosen'; route: string }
  | { type: 'route.changed'; route: string | null }
  | { type: 'menu.updated'; groups: MenuGroup[] }
  | { type: 'sidebar.toggled' }
  | { type: 'viewport.changed'; narrow: boolean };
