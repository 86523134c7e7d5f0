/**
 * What 'Nuevo alquiler' imports: its rules, machine and view model. A barrel of its own beside the
 * area's index.ts (as machines/loans/loanScreens.ts), so the slices building rentals in parallel
 * each add their own file.
 */
export * from './rentalForm.rules.ts';
export * from './rentalForm.types.ts';
export * from './rentalForm.machine.ts';
export * from './rentalForm.connect.ts';
export type { PickedCustomer } from '../records/customerPick.ts';
