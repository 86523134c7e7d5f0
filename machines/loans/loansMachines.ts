/**
 * The area's statecharts alone, for the registry's lazy `machines` loader (machines/areas.ts):
 * not the barrel, which the screens import (machines/customers/customersMachines.ts says why).
 */
export { loansListMachine } from './loansList.machine.ts';
export { loanFormMachine } from './loanForm.machine.ts';
export { loanDetailMachine } from './loanDetail.machine.ts';
export { payoffQuoteMachine } from './payoffQuote.machine.ts';
