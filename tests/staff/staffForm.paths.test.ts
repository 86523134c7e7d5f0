// @vitest-environment node
import { expect } from 'vitest';
import { connectStaffForm, sameStaffValues, staffErrors } from '../../machines/staff/index.ts';
import { expectVersionedForm, versionedFormKey } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { CARLOS, inertStaffForm, keyedStaffForm, staffFormFixtures } from './staffAccounts.fixtures.ts';

describeModelPaths({
  machine: keyedStaffForm,
  replayLogic: inertStaffForm,
  fixtures: staffFormFixtures,
  inputs: { create: { user: null }, edit: { user: CARLOS } },
  // What the chart distinguishes, never what was typed (docs/testing.md); the replay still compares the whole context.
  stateKey: ({ context }) => ({
    ...versionedFormKey(context, {
      errors: staffErrors(context.values, context.original === null, context.takenUsername),
      unsaved: !sameStaffValues(context.values, context.initial),
    }),
    taken: context.takenUsername !== null,
    secret: context.secret !== null,
    roles: context.roles.length,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectStaffForm(snapshot, () => {});
    expectVersionedForm(snapshot, view);
    // The one-time password exists only while its dialog is open.
    expect(context.secret !== null).toBe(snapshot.matches({ form: 'revealing' }));
    expect(view.secret).toBe(context.secret);
    if (snapshot.matches({ form: 'taken' })) expect(view.errors.username).toBe('taken');
    expect(view.finished !== null).toBe(snapshot.matches({ form: 'saved' }));
  },
});
