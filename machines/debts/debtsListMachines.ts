/** The list and form statecharts of Deudas and Honorarios alone, for the registry's lazy `machines` loader (machines/areas.ts). */
export { debtsListMachine } from './debtsList.machine.ts';
export { debtFormMachine } from './debtForm.machine.ts';
