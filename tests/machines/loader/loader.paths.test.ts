// @vitest-environment node
import { expect } from 'vitest';
import { loaderMachine, selectLoaderVisible } from '../../../machines/loader/index.ts';
import { loaderFixtures } from '../../utils/fixtures/loader.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: loaderMachine,
  // No actors to fake: the delay's own timer never fires within a synchronous replay.
  replayLogic: loaderMachine,
  fixtures: loaderFixtures,
  checkState: (snapshot) => {
    expect(selectLoaderVisible(snapshot)).toBe(snapshot.matches('visible'));
    expect(snapshot.matches('visible')).not.toBe(snapshot.matches('hidden'));
  },
});
