import type { RoleCatalogue, RoleDetail, RoleInput, RoleUpdate } from './roles.schema.ts';
import type { RoleFormField, RoleFormValues } from './roleForm.rules.ts';
import type { RoleRefusal } from './role.rules.ts';
import type { RoleGrantRefusal } from '../grants.ts';

/**
 * Why loading or saving failed without a verdict on the values: 403, 404 (no such role), 403 with
 * the grant rule's code (`roleBeyondGrant`, `permissionBeyondGrant`: machines/grants.ts), or anything else.
 */
export type RoleFormFailure = 'forbidden' | 'notFound' | 'unavailable' | RoleGrantRefusal;

/** What the load effect answers: the catalogue, and the role when editing one. */
export interface RoleFormData {
  catalogue: RoleCatalogue;
  role: RoleDetail | null;
}

/** What the save effect sends: a POST with its idempotency key, or a PUT with the version. */
export type SaveRoleRequest = { kind: 'create'; input: RoleInput; idempotencyKey: string } | { kind: 'update'; id: number; update: RoleUpdate };

export interface RoleFormInput {
  /** The role to edit; null: a new role. */
  id: number | null;
}

export interface RoleFormContext {
  id: number | null;
  catalogue: RoleCatalogue | null;
  /** The stored role the edit starts from (its version, and whether it is the caller's own). */
  original: RoleDetail | null;
  values: RoleFormValues;
  /** Where the form started (or last took from the server): "unsaved" compares with it. */
  initial: RoleFormValues;
  showErrors: boolean;
  /** The name the server refused (422 nameTaken), trimmed. */
  rejectedName: string | null;
  /** Another rule the server refused the save with (422 and its code), until the values change. */
  serverRefusal: RoleRefusal | null;
  /** One per user intent: made when a new role is submitted, reused by every retry of it. */
  idempotencyKey: string | null;
  failure: RoleFormFailure | null;
  /** After a 409 and 'Recargar': the stored version was taken, what was typed was kept. */
  reloaded: boolean;
  saved: RoleDetail | null;
}

export type RoleFormEvent =
  | { type: 'name.changed'; value: string }
  | { type: 'start.changed'; value: string }
  | { type: 'entry.toggled'; route: string }
  | { type: 'permission.toggled'; code: string }
  | { type: 'form.submitted' }
  /** 'Reintentar' after a failed load. */
  | { type: 'load.retried' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  /** 'Recargar' after a 409: take the stored version, keep what was typed. */
  | { type: 'conflict.reload' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };

export type { RoleFormField };
