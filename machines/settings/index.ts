export { settingsMachine } from './settings.machine.ts';
export * from './settings.selectors.ts';
export * from './settings.types.ts';
