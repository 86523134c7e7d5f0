/** The statecharts of Deudas and Honorarios alone (list, its customer filter, form, a record's page), for machines/areaCharts.ts. */
export { debtsListMachine } from './debtsList.machine.ts';
// The lists' customer filter (records kit; 'Alquileres' uses it too): charted once, with the debts.
export { customerFilterMachine } from '../records/customerFilter.machine.ts';
export { debtFormMachine } from './debtForm.machine.ts';
export { debtDetailMachine } from './debtDetail.machine.ts';
