// @vitest-environment node
import { expect } from 'vitest';
import { activeLocationMachine, selectBusinessDate, selectMoneyFormat } from '../../machines/locations/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { activeLocationFixtures, inertActiveLocation } from './locations.pathFixtures.ts';

describeModelPaths({
  machine: activeLocationMachine,
  replayLogic: inertActiveLocation,
  fixtures: activeLocationFixtures,
  checkState: (snapshot) => {
    // The last answer stays while a reload runs or fails: amounts never blink to unknown.
    const format = selectMoneyFormat(snapshot);
    if (snapshot.context.current !== null) expect(format).toEqual({ currency: 'ARS', digits: 2 });
    else expect(format).toBeNull();
    expect(selectBusinessDate(snapshot)).toBe(snapshot.context.current?.business_date ?? null);
  },
});
