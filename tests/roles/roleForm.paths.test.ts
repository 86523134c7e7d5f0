// @vitest-environment node
import { expect } from 'vitest';
import { connectRoleForm, roleErrorsOf } from '../../machines/roles/index.ts';
import { expectVersionedForm } from '../records/versionedFormPaths.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertRoleForm, keyedRoleForm, roleFormFixtures, roleFormStateKey } from './roles.pathFixtures.ts';

describeModelPaths({
  machine: keyedRoleForm,
  replayLogic: inertRoleForm,
  fixtures: roleFormFixtures,
  inputs: { create: { id: null }, edit: { id: 2 } },
  // What the chart distinguishes, never what was typed (docs/testing.md); the replay still compares the whole context.
  stateKey: roleFormStateKey,
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectRoleForm(snapshot, () => {});
    expectVersionedForm(snapshot, view);
    if (snapshot.matches({ form: 'saving' })) expect(Object.keys(roleErrorsOf(context))).toEqual([]);
    // The start page offers only chosen entries.
    for (const option of view.startOptions) expect(context.values.menu_entries).toContain(option.sm_ruta);
  },
});
