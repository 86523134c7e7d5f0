/** The area's statecharts, for machines/areaCharts.ts's loader (never the barrel: docs/architecture.md). */
export { importMachine } from './import.machine.ts';
