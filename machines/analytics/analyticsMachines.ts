/**
 * The area's statechart alone, for the registry's lazy `machines` loader (machines/areaCharts.ts):
 * not the barrel, which the page imports too (machines/customers/customersMachines.ts says why).
 */
export { analyticsMachine } from './analytics.machine.ts';
