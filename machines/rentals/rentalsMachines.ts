/** The area's screen statecharts alone, for the registry's lazy `machines` loader (machines/areas.ts). */
export { rentalsListMachine } from './rentalsList.machine.ts';
export { rentalDetailMachine } from './rentalDetail.machine.ts';
export { rentalFormMachine } from './rentalForm.machine.ts';
