/** Loans (#17): vocabulary and API contract, schedule arithmetic, allocation, standing, lifecycle. */
export * from './loan.schema.ts';
export * from './schedule.ts';
export * from './allocation.ts';
export * from './standing.ts';
export * from './rate.ts';
export * from './loan.lifecycle.ts';
export * from './loan.step.ts';
