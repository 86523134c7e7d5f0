/** Loans (#17): vocabulary and API contract, schedule arithmetic, lifecycle (allocation and standing: machines/receivables). */
export * from './loan.schema.ts';
export * from './schedule.ts';
export * from './rate.ts';
export * from './loan.lifecycle.ts';
export * from './loan.step.ts';
export * from './finance.ts';
export * from './lateCharge.ts';
