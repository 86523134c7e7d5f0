/**
 * The rules of a role, one source for both sides: the server refuses a save that breaks one (422
 * with the rule's code) and the form shows the same verdict before sending. Pure: no React, no HTTP.
 */
import type { RoleInput } from './roles.schema.ts';

/**
 * Why a role save is refused:
 * - `nameRequired`: the name is empty (after trimming);
 * - `nameTaken`: another role has it (letter case ignored; only the server can tell);
 * - `startRouteNotChosen`: the start route (`r_inicio`) is not one of the role's menu entries;
 * - `unknownMenuEntry` / `unknownPermission`: a value the server does not know;
 * - `selfLockout`: the caller's own role would lose its way back to this screen;
 * - `lastManager`: taking `staff.manage` from the role would leave no enabled account holding it
 *   (nobody could manage staff accounts any more; only the server can count them).
 */
export const ROLE_REFUSALS = ['nameRequired', 'nameTaken', 'startRouteNotChosen', 'unknownMenuEntry', 'unknownPermission', 'selfLockout', 'lastManager'] as const;
export type RoleRefusal = (typeof ROLE_REFUSALS)[number];

export const isRoleRefusal = (value: string): value is RoleRefusal => (ROLE_REFUSALS as readonly string[]).includes(value);

/** The menu entry and the codes without which nobody can open and save this screen. */
export const WAY_BACK_IN = { entry: 'roles', permissions: ['role.view', 'role.manage'] } as const;

/** Does a role with these grants keep the way back in to 'Roles'? */
export const keepsWayBackIn = (input: Pick<RoleInput, 'menu_entries' | 'permissions'>): boolean =>
  input.menu_entries.includes(WAY_BACK_IN.entry) && WAY_BACK_IN.permissions.every((code) => input.permissions.includes(code));

/** What the server knows: the menu entries (by route) and the permission codes. */
export interface RoleKnown {
  entries: readonly string[];
  permissions: readonly string[];
}

/** Each value once, in code-unit order: what is stored and compared. */
export const normalizedList = (values: readonly string[]): string[] => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Every rule the input breaks, in the order the server reports them (it answers the first).
 * `own`: the role is the caller's, so the save must keep the way back in.
 */
export function roleRefusalsOf(input: RoleInput, known: RoleKnown, own: boolean): RoleRefusal[] {
  const refusals: RoleRefusal[] = [];
  if (input.r_nombre.trim() === '') refusals.push('nameRequired');
  if (input.menu_entries.some((entry) => !known.entries.includes(entry))) refusals.push('unknownMenuEntry');
  if (input.permissions.some((code) => !known.permissions.includes(code))) refusals.push('unknownPermission');
  if (!input.menu_entries.includes(input.r_inicio)) refusals.push('startRouteNotChosen');
  if (own && !keepsWayBackIn(input)) refusals.push('selfLockout');
  return refusals;
}
