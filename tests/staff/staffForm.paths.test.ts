// @vitest-environment node
import { expect } from 'vitest';
import { connectStaffForm } from '../../machines/staff/index.ts';
import { expectVersionedForm } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { CARLOS, inertStaffForm, keyedStaffForm, staffFormFixtures } from './staffAccounts.fixtures.ts';

describeModelPaths({
  machine: keyedStaffForm,
  replayLogic: inertStaffForm,
  fixtures: staffFormFixtures,
  inputs: { create: { user: null }, edit: { user: CARLOS } },
  // What the guards and the view read; the replay still compares the whole context.
  stateKey: ({ context }) => ({
    values: context.values,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.failure,
    version: context.original?.version ?? null,
    taken: context.takenUsername,
    secret: context.secret,
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
