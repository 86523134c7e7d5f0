/**
 * The rules of the staff-account forms ('Nuevo usuario', 'Editar usuario', 'Restablecer
 * contraseña'): the contract's checks per field (what the server checks too), the values a form
 * starts from, and the body it sends. No React, no HTTP.
 */
import * as v from 'valibot';
import {
  NewPasswordSchema,
  StaffNameSchema,
  UsernameSchema,
  type PasswordChoice,
  type StaffCreate,
  type StaffRoleOption,
  type StaffUser,
} from './staff.schema.ts';
import { accountGrantRefusal, type AccountGrantRefusal } from '../grants.ts';

export const STAFF_FIELDS = ['username', 'name', 'id_rol', 'passwordMode', 'password'] as const;
export type StaffField = (typeof STAFF_FIELDS)[number];

/** What the inputs hold, as typed. `id_rol` is the picked option's value ('' before one is picked). */
export type StaffFormValues = Record<StaffField, string>;

export const PASSWORD_MODES = ['generated', 'set'] as const;
export type PasswordMode = (typeof PASSWORD_MODES)[number];

/**
 * Why a field is refused: empty where required, shorter or longer than allowed, characters the
 * user name may not hold, or (the server said so) a user name another account has.
 */
export type StaffFieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'taken';
export type StaffFieldErrors = Partial<Record<StaffField, StaffFieldError>>;

export const EMPTY_STAFF_VALUES: StaffFormValues = { username: '', name: '', id_rol: '', passwordMode: 'generated', password: '' };

/** The form's values for a stored account (editing: no user name, no password). */
export const staffValuesOf = (user: StaffUser): StaffFormValues => ({ ...EMPTY_STAFF_VALUES, username: user.username, name: user.name, id_rol: String(user.id_rol) });

function errorOf(schema: v.GenericSchema, value: string): StaffFieldError | undefined {
  const [issue] = v.safeParse(schema, value, { abortPipeEarly: true }).issues ?? [];
  if (issue === undefined) return undefined;
  if (issue.type === 'min_length') return value.trim() === '' ? 'required' : 'tooShort';
  if (issue.type === 'max_length') return 'tooLong';
  if (issue.type === 'check') return 'required';
  return 'invalid';
}

const isPasswordMode = (value: string): value is PasswordMode => (PASSWORD_MODES as readonly string[]).includes(value);

/** The password part alone (the reset dialog has only that). */
export function passwordErrors(values: Pick<StaffFormValues, 'passwordMode' | 'password'>): StaffFieldErrors {
  if (!isPasswordMode(values.passwordMode)) return { passwordMode: 'invalid' };
  if (values.passwordMode === 'generated') return {};
  const password = values.password === '' ? 'required' : errorOf(NewPasswordSchema, values.password);
  return password === undefined ? {} : { password };
}

/**
 * The verdict per field: a new account checks every field, an edit only the name and the role;
 * plus 'taken' while the user name is the one the server refused.
 */
export function staffErrors(values: StaffFormValues, creating: boolean, takenUsername: string | null): StaffFieldErrors {
  const errors: StaffFieldErrors = {};
  if (creating) {
    const username = errorOf(UsernameSchema, values.username);
    if (username !== undefined) errors.username = username;
    else if (takenUsername !== null && values.username.trim().toLowerCase() === takenUsername.toLowerCase()) errors.username = 'taken';
  }
  const name = errorOf(StaffNameSchema, values.name);
  if (name !== undefined) errors.name = name;
  if (!/^[1-9][0-9]*$/.test(values.id_rol)) errors.id_rol = 'required';
  return creating ? { ...errors, ...passwordErrors(values) } : errors;
}

/** Who fills the form, as the grant rule needs them: their account's id and their role's codes (null: unknown). */
export interface StaffFormActor {
  id: number;
  permissions: readonly string[] | null;
}

/**
 * Why the role picker cannot give `option` to the account being created (`account` null) or
 * edited (machines/grants.ts), or null when it may: the account's own role is always kept; the
 * caller's own account keeps its role; a role holding more than the caller's is not offered.
 * Unknown permissions (an older server, or a session that did not say) offer every role: the
 * server's 403 answers then.
 */
export function roleChoiceRefusal(actor: StaffFormActor, account: StaffUser | null, option: StaffRoleOption): AccountGrantRefusal | null {
  if (account !== null && option.id_rol === account.id_rol) return null;
  if (actor.permissions === null || option.permissions === undefined) return account !== null && account.id === actor.id ? 'ownRole' : null;
  return accountGrantRefusal({
    actorId: actor.id,
    held: actor.permissions,
    // The account itself is judged by the server (its role's codes are not the picker's business).
    target: account === null ? null : { id: account.id, idRol: account.id_rol, permissions: [] },
    role: { idRol: option.id_rol, permissions: option.permissions },
  });
}

/** The first field with a problem, in the form's order (where the focus goes on submit). */
export const firstInvalidStaffField = (errors: StaffFieldErrors): StaffField | null => STAFF_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/** The password choice to send; only called once the values passed `passwordErrors`. */
export const passwordChoiceOf = (values: Pick<StaffFormValues, 'passwordMode' | 'password'>): PasswordChoice =>
  values.passwordMode === 'set' ? { mode: 'set', password: values.password } : { mode: 'generated' };

/** POST /usuarios body; only called once the values passed `staffErrors`. */
export const createBodyOf = (values: StaffFormValues): StaffCreate => ({
  username: values.username.trim(),
  name: values.name.trim(),
  id_rol: Number(values.id_rol),
  password: passwordChoiceOf(values),
});

/** Do the two sets of values say the same (as they would be saved)? */
export const sameStaffValues = (a: StaffFormValues, b: StaffFormValues): boolean =>
  STAFF_FIELDS.every((field) => (field === 'password' ? a[field] === b[field] : a[field].trim() === b[field].trim()));

/** The list's rows with the accounts changed on this screen since the page loaded (by id). */
export const withUpdatedRows = (rows: readonly StaffUser[], updated: ReadonlyMap<number, StaffUser>): StaffUser[] =>
  rows.map((row) => {
    const newer = updated.get(row.id);
    return newer !== undefined && newer.version > row.version ? newer : row;
  });
