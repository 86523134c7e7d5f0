/**
 * What the Préstamos screens import (#17 loans screens): the list, 'Nuevo préstamo', a loan's page
 * and their view models, with the foundation's vocabulary. A barrel of its own beside the
 * foundation's index.ts, so the slices building on loans in parallel each add their own file.
 */
export * from './index.ts';
export * from './loansList.machine.ts';
export * from './loanArrearsRange.ts';
export * from './loanActions.ts';
export * from './loanForm.rules.ts';
export * from './loanForm.types.ts';
export * from './loanForm.machine.ts';
export * from './loanForm.connect.ts';
export * from './loanDetail.types.ts';
export * from './loanDetail.machine.ts';
export * from './loanDetail.connect.ts';
export * from './payoffQuote.machine.ts';
