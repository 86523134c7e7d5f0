import type { StaffCreate, StaffCreated, StaffRoleOption, StaffUpdate, StaffUser } from './staff.schema.ts';
import type { StaffField, StaffFormValues } from './staffForm.rules.ts';
import type { AccountGrantRefusal } from '../grants.ts';

/**
 * Why a save or a load failed without a verdict on the values: 403 (this role may not), 403 with
 * the grant rule's code (machines/grants.ts: said on its own, nothing to retry), or anything else.
 */
export type StaffFormFailure = 'forbidden' | 'unavailable' | AccountGrantRefusal;

/** What the save effect sends: a POST with its idempotency key, or a PUT with the version. */
export type SaveStaffRequest = { kind: 'create'; input: StaffCreate; idempotencyKey: string } | { kind: 'update'; id: number; update: StaffUpdate };

/** What a save answers: the account, and a generated password (create only, shown once). */
export type SaveStaffResult = StaffCreated;

export interface StaffFormInput {
  /** The account being edited; null: a new account. */
  user: StaffUser | null;
}

export interface StaffFormContext {
  /** The stored account the edit starts from (its id and version); null while creating. */
  original: StaffUser | null;
  /** The role picker's options (GET /usuarios/roles). */
  roles: StaffRoleOption[];
  values: StaffFormValues;
  /** The values the form started from: "unsaved" compares with them. */
  initial: StaffFormValues;
  /** The errors show from the first submit on. */
  showErrors: boolean;
  /** The user name the server refused (422) as another account's, trimmed. */
  takenUsername: string | null;
  /** One per user intent: made when a new account is submitted, reused by every retry of it. */
  idempotencyKey: string | null;
  failure: StaffFormFailure | null;
  /**
   * The generated password of the account just created, while the dialog shows it; null before
   * and once it is closed (it is never kept longer than it is on screen).
   */
  secret: string | null;
  /** The server's answer once saved. */
  saved: StaffUser | null;
}

export type StaffFormEvent =
  | { type: 'field.changed'; field: StaffField; value: string }
  | { type: 'form.submitted' }
  /** 'Reintentar' after the role list failed to load. */
  | { type: 'roles.retried' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  /** 'Recargar' after a 409: the stored account's new version, keeping what was typed. */
  | { type: 'conflict.reload' }
  /** The one-time password dialog was closed: the password is dropped. */
  | { type: 'secret.closed' }
  /** The router holds a navigation away from unsaved work. */
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
