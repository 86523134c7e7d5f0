import type { PasswordChoice, StaffCreated, StaffUser } from './staff.schema.ts';
import type { StaffFormValues } from './staffForm.rules.ts';

/** The row actions of 'Usuarios' that are one call each. */
export type StaffActionKind = 'disable' | 'enable' | 'resetPassword';

export type StaffActionFailure = 'forbidden' | 'unavailable';

/** The rules that refuse a row action (422 and its code): nobody disables themself; someone must keep managing accounts. */
export const STAFF_ACTION_REFUSALS = ['selfDisable', 'lastManager'] as const;
/**
 * Why a row action is refused: one of those rules, or (403 `accountBeyondGrant`, machines/grants.ts)
 * the account's role holds a permission the caller's does not.
 */
export type StaffActionRefusal = (typeof STAFF_ACTION_REFUSALS)[number] | 'accountBeyondGrant';

/** What the effect sends: POST /usuarios/{id}/deshabilitar, /habilitar, or /clave with the choice. */
export type StaffActionRequest = { kind: 'disable' | 'enable'; id: number } | { kind: 'resetPassword'; id: number; password: PasswordChoice };

/** The account as stored after the call, and the generated password of a reset (else null). */
export type StaffActionResult = StaffCreated;

export interface StaffActionInput {
  user: StaffUser;
  action: StaffActionKind;
}

export interface StaffActionContext {
  /** The account as the list showed it when the action was chosen. */
  user: StaffUser;
  action: StaffActionKind;
  /** A reset's choice: a generated password, or the one the administrator types. */
  values: Pick<StaffFormValues, 'passwordMode' | 'password'>;
  showErrors: boolean;
  failure: StaffActionFailure | null;
  /** Which rule refused the action (`refused`), said on its own. */
  refusal: StaffActionRefusal | null;
  /** A generated password while the dialog shows it; null before and once it is closed. */
  secret: string | null;
  /** The account as stored after the call. */
  result: StaffUser | null;
}

export type StaffActionEvent =
  | { type: 'field.changed'; field: 'passwordMode' | 'password'; value: string }
  | { type: 'action.confirmed' }
  | { type: 'action.retried' }
  | { type: 'action.cancelled' }
  | { type: 'secret.closed' };
