/**
 * Nobody grants more than they hold (issue 30): the one rule 'Usuarios' and 'Roles' share, on the
 * server (403 with the refusal's code) and in the app (the role picker offers only what may be
 * given; each refusal has its own text). Pure: the permission codes are passed in.
 *
 * - `ownRole`: nobody changes their own account's role (not even to a lesser one: an account
 *   manager could otherwise step to any role it may assign, then assign itself more from there);
 * - `roleBeyondGrant`: the role to give to an account, or the role to edit, holds a permission the
 *   actor's role does not;
 * - `permissionBeyondGrant`: a role would be given a permission the actor's role does not hold;
 * - `accountBeyondGrant`: the account to edit, disable, enable or whose password to reset has a
 *   role that holds a permission the actor's role does not (a reset would let the actor sign in
 *   as it).
 */
export const GRANT_REFUSALS = ['ownRole', 'roleBeyondGrant', 'permissionBeyondGrant', 'accountBeyondGrant'] as const;
export type GrantRefusal = (typeof GRANT_REFUSALS)[number];

export const isGrantRefusal = (value: string): value is GrantRefusal => (GRANT_REFUSALS as readonly string[]).includes(value);

/** The codes of `wanted` that `held` lacks, each once, in the order `wanted` names them. */
export const beyondGrant = (held: readonly string[], wanted: readonly string[]): string[] => [...new Set(wanted.filter((code) => !held.includes(code)))];

/** May an actor holding `held` give (or reach) something that holds `wanted`? */
export const mayGrant = (held: readonly string[], wanted: readonly string[]): boolean => beyondGrant(held, wanted).length === 0;

/** The refusals of an account change. */
export const ACCOUNT_GRANT_REFUSALS = ['ownRole', 'roleBeyondGrant', 'accountBeyondGrant'] as const satisfies readonly GrantRefusal[];
export type AccountGrantRefusal = (typeof ACCOUNT_GRANT_REFUSALS)[number];

/** The refusals of a role save. */
export const ROLE_GRANT_REFUSALS = ['roleBeyondGrant', 'permissionBeyondGrant'] as const satisfies readonly GrantRefusal[];
export type RoleGrantRefusal = (typeof ROLE_GRANT_REFUSALS)[number];

/** An account change as the grant rule sees it: who acts, on whom, and the roles' permission codes. */
export interface AccountGrant {
  actorId: number;
  /** The actor's role's codes. */
  held: readonly string[];
  /** The account changed; null when it is being created. */
  target: { id: number; idRol: number; permissions: readonly string[] } | null;
  /** The role the account gets; null when the change does not give a role (disable, reset). */
  role: { idRol: number; permissions: readonly string[] } | null;
}

/**
 * Why an account change gives more than the actor holds, or null when it does not: first the
 * account itself (out of reach: `accountBeyondGrant`), then one's own role (`ownRole`), then the
 * role given (`roleBeyondGrant`). Keeping an account's own role is no new grant.
 */
export function accountGrantRefusal(change: AccountGrant): AccountGrantRefusal | null {
  const { target, role, held } = change;
  if (target !== null && !mayGrant(held, target.permissions)) return 'accountBeyondGrant';
  const changesRole = role !== null && (target === null || role.idRol !== target.idRol);
  if (!changesRole) return null;
  if (target !== null && target.id === change.actorId) return 'ownRole';
  return mayGrant(held, role.permissions) ? null : 'roleBeyondGrant';
}

/**
 * Why a role save gives more than the actor holds, or null: the stored role (an edit) must be
 * within the actor's reach (`roleBeyondGrant`), and so must every permission it is saved with
 * (`permissionBeyondGrant`).
 */
export function roleGrantRefusal(held: readonly string[], stored: readonly string[] | null, saved: readonly string[]): RoleGrantRefusal | null {
  if (stored !== null && !mayGrant(held, stored)) return 'roleBeyondGrant';
  return mayGrant(held, saved) ? null : 'permissionBeyondGrant';
}
