import type { SnapshotFrom } from 'xstate';
import type { ApiRole } from '../contract.ts';
import { can, knownPermissions, type Permission, type PermissionList } from '../permissions.ts';
import type { sessionMachine } from './session.machine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Still reading the stored session: nothing protected or public may decide yet. */
export const selectIsRestoring = (s: SessionSnapshot) => s.matches('restoring');
/** A token is held: protected routes may render (access is by token only, as specified). */
export const selectHasToken = (s: SessionSnapshot) => s.hasTag('authenticated');
export const selectIsLocked = (s: SessionSnapshot) => s.hasTag('lockScreen');
/** An administrator set the password: the user must choose their own before anything else. */
export const selectMustChangePassword = (s: SessionSnapshot) => s.hasTag('passwordChange');
/**
 * The lock screen must ask for the user as well as the password: the session's sign-in name is
 * not known (stored by an older build), and the person's name is not what they sign in with.
 */
export const selectLockAsksForUser = (s: SessionSnapshot) => selectIsLocked(s) && s.context.login === null;
export const selectIsBusy = (s: SessionSnapshot) => s.hasTag('busy');
export const selectCanSubmitCredentials = (s: SessionSnapshot) =>
  s.can({ type: 'credentials.submitted', user: '', password: '' });
export const selectToken = (s: SessionSnapshot) => s.context.token;
export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectRole = (s: SessionSnapshot) => s.context.role;
export const selectMenu = (s: SessionSnapshot) => s.context.menu;
export const selectFailure = (s: SessionSnapshot) => s.context.failure;
/** The role's start route once signed in and settled (menu loaded or given up), else null. */
export const selectSettledStartRoute = (s: SessionSnapshot) => (s.matches({ authenticated: 'loggedIn' }) ? (s.context.role?.r_inicio ?? null) : null);

/** One list per role object, so that a view selecting the permissions re-renders only when the role changes. */
const permissionsOfRole = new WeakMap<ApiRole, PermissionList>();

/**
 * The signed-in role's permission codes, from the login answer (`rol.r_permisos`, unknown codes
 * dropped). null when signed out, and when the answer listed none (an API that follows only the
 * specification): then the app hides nothing and the server's 403 decides.
 */
export function selectPermissions(s: SessionSnapshot): PermissionList {
  const role = s.context.role;
  if (role === null) return null;
  let permissions = permissionsOfRole.get(role);
  if (permissions === undefined) {
    // Checked again here: a stored session read by an older check, or a lax answer, must not throw.
    permissions = Array.isArray(role.r_permisos) ? knownPermissions(role.r_permisos) : null;
    permissionsOfRole.set(role, permissions);
  }
  return permissions;
}

/** A selector: may the signed-in role do `code`? (Always, when the login answer listed no permissions.) */
export const selectCan = (code: Permission) => (s: SessionSnapshot): boolean => can(selectPermissions(s), code);
