/**
 * The area's statecharts alone, for the registry's lazy `machines` loader (machines/areas.ts).
 * Not the barrel (index.ts): the Usuarios screen imports the barrel's rules and view models too,
 * and a barrel that is both the registry's dynamic import and the screen's static one made the
 * bundler split the login page's entry into shared chunks (+3 KB gzip, over its budget).
 */
export { staffListMachine } from './staffList.machine.ts';
export { staffFormMachine } from './staffForm.machine.ts';
export { staffActionMachine } from './staffAction.machine.ts';
