/**
 * The area's statecharts alone, for the registry's lazy `machines` loader (machines/areas.ts).
 * Not the barrel (index.ts): the Clientes screens import the barrel's rules and view models too,
 * and a barrel that is both the registry's dynamic import and the screens' static one can make the
 * bundler split the login page's entry into shared chunks (machines/staff/staffMachines.ts).
 */
export { customersListMachine } from './customersList.machine.ts';
export { customerFormMachine } from './customerForm.machine.ts';
export { customerDetailMachine } from './customerDetail.machine.ts';
export { customerOwedMachine } from './customerOwed.machine.ts';
