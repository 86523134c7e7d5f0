import type { SnapshotFrom } from 'xstate';
import type { loaderMachine } from './loader.machine.ts';

export const selectLoaderVisible = (s: SnapshotFrom<typeof loaderMachine>) => s.matches('visible');
