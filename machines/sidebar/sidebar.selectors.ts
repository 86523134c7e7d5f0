import type { SnapshotFrom } from 'xstate';
import type { sidebarMachine } from './sidebar.machine.ts';

type SidebarSnapshot = SnapshotFrom<typeof sidebarMachine>;

export const selectSidebarOpen = (s: SidebarSnapshot) => s.matches('open');
export const selectGroups = (s: SidebarSnapshot) => s.context.groups;
export const selectOpenGroup = (s: SidebarSnapshot) => s.context.openGroup;
export const selectActiveRoute = (s: SidebarSnapshot) => s.context.route;
export const selectIsNarrow = (s: SidebarSnapshot) => s.context.narrow;
