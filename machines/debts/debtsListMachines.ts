/** The statecharts of Deudas and Honorarios alone (list, form, a record's page), for machines/areaCharts.ts. */
export { debtsListMachine } from './debtsList.machine.ts';
export { debtFormMachine } from './debtForm.machine.ts';
export { debtDetailMachine } from './debtDetail.machine.ts';
