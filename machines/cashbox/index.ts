export * from './cashbox.schema.ts';
export * from './cashbox.types.ts';
export * from './cashbox.rules.ts';
export * from './cashbox.machine.ts';
export * from './cashbox.connect.ts';
export * from './denominations.ts';
export { cashSessionLifecycle } from './cashSession.lifecycle.ts';
export { nextSessionStatus } from './cashSession.step.ts';
export * from './cashSessionsList.machine.ts';
