/**
 * The receivables engine (#18): what every receivable — a loan, a rental, a debt, a fee — shares.
 * A schedule of dues, the payments replayed against it (allocation.ts), and where it stands at a
 * business date (standing.ts). Each area builds its own dues (a loan's schedule, a rental's terms
 * with their late fees, a debt's installments) and hands them here; nothing here knows which.
 */
export * from './dueStatus.ts';
export * from './due.schema.ts';
export * from './allocation.ts';
export * from './standing.ts';
export * from './lateCharges.ts';
