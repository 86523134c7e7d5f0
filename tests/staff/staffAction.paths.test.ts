// @vitest-environment node
import { expect } from 'vitest';
import { connectStaffAction, staffActionErrors, type StaffActionKind } from '../../machines/staff/index.ts';
import { describeModelPaths, fieldVerdicts } from '../utils/paths.ts';
import { CARLOS, inertStaffAction, staffActionFixtures } from './staffAccounts.fixtures.ts';

describeModelPaths({
  machine: inertStaffAction,
  replayLogic: inertStaffAction,
  fixtures: staffActionFixtures,
  inputs: {
    disable: { user: CARLOS, action: 'disable' as StaffActionKind },
    reset: { user: CARLOS, action: 'resetPassword' as StaffActionKind },
  },
  // What the chart distinguishes: the password's mode (a choice) and verdict, never the password typed (docs/testing.md).
  stateKey: ({ context }) => ({
    mode: context.values.passwordMode,
    errors: fieldVerdicts(staffActionErrors(context)),
    showErrors: context.showErrors,
    failure: context.failure,
    refusal: context.refusal,
    secret: context.secret !== null,
    action: context.action,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectStaffAction(snapshot, () => {});
    expect(context.secret !== null).toBe(snapshot.matches('revealing'));
    expect(view.secret).toBe(context.secret);
    expect(view.busy).toBe(snapshot.matches('working'));
    // Only a reset has fields.
    if (context.action !== 'resetPassword') expect(view.errors).toEqual({});
    if (snapshot.matches('done')) expect(view.result).not.toBeNull();
  },
});
