export { groupOfRoute, sidebarMachine } from './sidebar.machine.ts';
export * from './sidebar.selectors.ts';
export type { SidebarContext, SidebarEvent, SidebarInput } from './sidebar.types.ts';
