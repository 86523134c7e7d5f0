import { describe, expect, it } from 'vitest';
import { keepsWayBackIn, normalizedList, roleRefusalsOf, type RoleKnown } from '../../machines/roles/role.rules.ts';
import type { RoleInput } from '../../machines/roles/roles.schema.ts';

const KNOWN: RoleKnown = { entries: ['usuarios', 'roles', 'caja'], permissions: ['role.view', 'role.manage', 'cash.view'] };
const ADMIN: RoleInput = { r_nombre: 'Jefe', r_inicio: 'roles', menu_entries: ['roles', 'caja'], permissions: ['role.view', 'role.manage'] };

describe('role rules', () => {
  it('accepts a role that breaks no rule, own or not', () => {
    expect(roleRefusalsOf(ADMIN, KNOWN, true)).toEqual([]);
    expect(roleRefusalsOf(ADMIN, KNOWN, false)).toEqual([]);
  });

  it('lists every broken rule in the order the server reports them', () => {
    const input: RoleInput = { r_nombre: ' ', r_inicio: 'usuarios', menu_entries: ['nowhere'], permissions: ['cash.steal'] };
    expect(roleRefusalsOf(input, KNOWN, true)).toEqual(['nameRequired', 'unknownMenuEntry', 'unknownPermission', 'startRouteNotChosen', 'selfLockout']);
  });

  it('asks only the caller’s own role to keep role.view, role.manage and the roles entry', () => {
    for (const input of [
      { ...ADMIN, permissions: ['role.view'] },
      { ...ADMIN, permissions: ['role.manage'] },
      { ...ADMIN, r_inicio: 'caja', menu_entries: ['caja'] },
    ]) {
      expect(keepsWayBackIn(input)).toBe(false);
      expect(roleRefusalsOf(input, KNOWN, true)).toEqual(['selfLockout']);
      expect(roleRefusalsOf(input, KNOWN, false)).toEqual([]);
    }
  });

  it('normalizes a list to each value once, in code-unit order', () => {
    expect(normalizedList(['b', 'a', 'b', 'B'])).toEqual(['B', 'a', 'b']);
  });
});
