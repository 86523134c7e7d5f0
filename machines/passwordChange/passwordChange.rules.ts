/**
 * The 'Cambiar contraseña' form's rules: the current password, the new one (the accounts' rule,
 * `passwordErrors` of the staff forms, reused) and the new one again. Pure.
 */
import * as v from 'valibot';
import { NewPasswordSchema } from '../staff/staff.schema.ts';
import { passwordErrors } from '../staff/staffForm.rules.ts';
import type { PasswordChangeRequest } from './passwordChange.schema.ts';

/** The accounts' strength rule, the one an administrator's password follows (reused, not copied). */
export const isAcceptablePassword = (password: string): boolean => v.is(NewPasswordSchema, password);

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/**
 * Why a field is refused: empty, shorter or longer than the accounts' rule, the same as the
 * current one, a repeat that differs, or (the server said so) a current password that is wrong.
 */
export type PasswordChangeFieldError = 'required' | 'tooShort' | 'tooLong' | 'same' | 'mismatch' | 'wrong';
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, PasswordChangeFieldError>>;

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The new password by the accounts' rule: the staff forms' own check (required, too short, too long). */
function newPasswordError(password: string): PasswordChangeFieldError | undefined {
  const error = passwordErrors({ passwordMode: 'set', password }).password;
  if (error === 'tooShort' || error === 'tooLong') return error;
  return error === undefined ? undefined : 'required';
}

/** The verdict per field; `wrongCurrent` is the current password the server refused (until it is edited). */
export function passwordChangeErrors(values: PasswordChangeValues, wrongCurrent: string | null = null): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = 'required';
  else if (wrongCurrent !== null && values.currentPassword === wrongCurrent) errors.currentPassword = 'wrong';
  const next = newPasswordError(values.newPassword);
  if (next !== undefined) errors.newPassword = next;
  else if (values.newPassword === values.currentPassword) errors.newPassword = 'same';
  if (values.repeatPassword === '') errors.repeatPassword = 'required';
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'mismatch';
  return errors;
}

/** The first field with a problem, in the form's order (where the focus goes on submit). */
export const firstInvalidPasswordField = (errors: PasswordChangeErrors): PasswordChangeField | null =>
  PASSWORD_CHANGE_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/** POST /perfil/clave body; only called once the values passed `passwordChangeErrors`. */
export const passwordChangeBodyOf = (values: PasswordChangeValues): PasswordChangeRequest => ({
  currentPassword: values.currentPassword,
  newPassword: values.newPassword,
});
