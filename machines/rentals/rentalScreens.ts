/**
 * What a contract's page imports (#18): the area's vocabulary, its actions as data and its
 * machine. A barrel of its own beside index.ts, so the slices building on rentals in parallel
 * ('Nuevo alquiler') each add their own file.
 */
export * from './index.ts';
export * from './rentalActions.ts';
export * from './rentalDetail.machine.ts';
export * from './rentalDetail.connect.ts';
