// @vitest-environment node
import { expect } from 'vitest';
import {
  passwordChangeErrors,
  passwordChangeMachine,
  selectPasswordChanged,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
} from '../../../machines/passwordChange/index.ts';
import { inertPasswordChange, passwordChangeFixtures } from '../../utils/fixtures/passwordChange.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: passwordChangeMachine,
  replayLogic: inertPasswordChange,
  fixtures: passwordChangeFixtures,
  checkState: (snapshot) => {
    const errors = passwordChangeErrors(snapshot.context.values, snapshot.context.wrongCurrent);
    expect(selectPasswordChangeBusy(snapshot)).toBe(snapshot.matches('submitting'));
    expect(selectPasswordChanged(snapshot)).toBe(snapshot.matches('changed'));
    // Only a valid form is ever sent.
    if (snapshot.matches('submitting')) expect(errors).toEqual({});
    // Errors show only after a submit was tried.
    if (!snapshot.context.showErrors) expect(selectPasswordChangeErrors(snapshot)).toEqual({});
    // A change done leaves an empty form, with nothing to say but that.
    if (snapshot.matches('changed')) expect(snapshot.context).toMatchObject({ wrongCurrent: null, showErrors: false, failure: null });
  },
});
