import type { PasswordChangeField, PasswordChangeValues } from './passwordChange.rules.ts';
import type { PasswordChanged, PasswordChangeRequest } from './passwordChange.schema.ts';

/**
 * A failure the form shows above its button: too many wrong passwords (429), the server busy or
 * out of reach, or a refusal the form's own rules did not foresee.
 */
export type PasswordChangeFailure = 'throttled' | 'unavailable' | 'refused';

export interface PasswordChangeContext {
  values: PasswordChangeValues;
  /** The current password the server refused, so the field says so until it is edited. */
  wrongCurrent: string | null;
  /** The fields' errors show once a submit was tried (not while typing the first time). */
  showErrors: boolean;
  failure: PasswordChangeFailure | null;
}

export type PasswordChangeEvent =
  | { type: 'field.changed'; field: PasswordChangeField; value: string }
  /** 'Cambiar contraseña' (the form's submit). */
  | { type: 'submitted' };

export type { PasswordChanged, PasswordChangeRequest };
