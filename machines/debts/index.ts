/** Deudas and Honorarios (#18): vocabulary and API contract, the dues rule, lifecycle (allocation and standing: machines/receivables). */
export * from './debt.schema.ts';
export * from './dues.ts';
export * from './debt.lifecycle.ts';
export * from './debt.step.ts';
export * from './debtsList.machine.ts';
export * from './debtsList.connect.ts';
export * from './debtForm.rules.ts';
export * from './debtForm.types.ts';
export * from './debtForm.machine.ts';
export * from './debtForm.connect.ts';
