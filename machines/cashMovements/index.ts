export * from './cashMovements.schema.ts';
export * from './cashMovementsList.machine.ts';
export * from './cashMovements.connect.ts';
export * from './movementLifecycle.machine.ts';
export * from './movementReversal.machine.ts';
export * from './movementReversal.rules.ts';
export * from './movementReversal.connect.ts';
