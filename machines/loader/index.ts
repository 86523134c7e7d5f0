export { loaderMachine } from './loader.machine.ts';
export type { LoaderEvent } from './loader.machine.ts';
export * from './loader.selectors.ts';
