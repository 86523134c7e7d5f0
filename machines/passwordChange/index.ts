export { passwordChangeMachine } from './passwordChange.machine.ts';
export * from './passwordChange.selectors.ts';
export * from './passwordChange.rules.ts';
export * from './passwordChange.schema.ts';
export type { PasswordChangeContext, PasswordChangeEvent, PasswordChangeFailure } from './passwordChange.types.ts';
