export * from './cash.schema.ts';
export * from './cash.rules.ts';
export * from './cashRouting.ts';
