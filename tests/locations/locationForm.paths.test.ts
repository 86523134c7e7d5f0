// @vitest-environment node
import { expect } from 'vitest';
import { connectLocationForm } from '../../machines/locations/index.ts';
import { expectVersionedForm } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLocationForm, keyedLocationForm, locationFormFixtures, locationFormStateKey } from './locations.pathFixtures.ts';
import { ES } from '../support/amounts.ts';

describeModelPaths({
  machine: keyedLocationForm,
  replayLogic: inertLocationForm,
  fixtures: locationFormFixtures,
  inputs: { create: { id: null, conventions: ES }, edit: { id: 4, conventions: ES } },
  // What the chart distinguishes, never what was typed (docs/testing.md); the replay still compares the whole context.
  stateKey: locationFormStateKey,
  checkState: (snapshot) => {
    const view = connectLocationForm(snapshot, () => {});
    expectVersionedForm(snapshot, view);
    // A stored location's minor digits are never editable.
    expect(view.digitsLocked).toBe(snapshot.context.original !== null);
  },
});
