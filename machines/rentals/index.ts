/** Rentals (#18): vocabulary and API contract, terms, late fees and settlement, lifecycle (payments: machines/receivables). */
export * from './rental.schema.ts';
export * from './terms.ts';
export * from './dues.ts';
export * from './balances.ts';
export * from './rental.lifecycle.ts';
export * from './rental.step.ts';
export * from './rentalsList.machine.ts';
