import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './passwordChange.machine.ts';
import { passwordChangeErrors, type PasswordChangeErrors } from './passwordChange.rules.ts';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

/** The fields' errors as the form shows them: none until a submit was tried. */
export const selectPasswordChangeErrors = (snapshot: Snapshot): PasswordChangeErrors =>
  snapshot.context.showErrors ? passwordChangeErrors(snapshot.context.values, snapshot.context.wrongCurrent) : {};

export const selectPasswordChangeBusy = (snapshot: Snapshot): boolean => snapshot.hasTag('busy');
export const selectPasswordChanged = (snapshot: Snapshot): boolean => snapshot.matches('changed');
