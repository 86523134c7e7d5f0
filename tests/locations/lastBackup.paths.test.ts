// @vitest-environment node
import { expect } from 'vitest';
import { connectLastBackup, lastBackupMachine } from '../../machines/locations/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLastBackup, lastBackupFixtures } from './lastBackup.fixtures.ts';

describeModelPaths({
  machine: lastBackupMachine,
  replayLogic: inertLastBackup,
  fixtures: lastBackupFixtures,
  checkState: (snapshot) => {
    const view = connectLastBackup(snapshot, () => {});
    expect(view.answer !== null).toBe(snapshot.matches('shown'));
    expect(view.state === 'loading').toBe(snapshot.hasTag('busy'));
  },
});
