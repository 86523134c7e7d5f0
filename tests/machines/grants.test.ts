/** The grant rule (machines/grants.ts): nobody grants more than they hold. */
import { describe, expect, it } from 'vitest';
import { accountGrantRefusal, beyondGrant, mayGrant, roleGrantRefusal } from '../../machines/grants.ts';

const MANAGER = ['staff.manage', 'staff.view'];
const ADMIN = ['cash.view', 'role.manage', 'role.view', 'staff.manage', 'staff.view'];

describe('mayGrant', () => {
  it('allows a subset, refuses anything beyond, and names what is beyond once', () => {
    expect(mayGrant(MANAGER, ['staff.view'])).toBe(true);
    expect(mayGrant(MANAGER, [])).toBe(true);
    expect(mayGrant(MANAGER, ADMIN)).toBe(false);
    expect(beyondGrant(MANAGER, ['cash.view', 'staff.view', 'cash.view', 'role.view'])).toEqual(['cash.view', 'role.view']);
  });
});

describe('accountGrantRefusal', () => {
  const self = { id: 7, idRol: 5, permissions: MANAGER };
  const base = { actorId: 7, held: MANAGER };

  it('refuses an account whose role holds more, before anything else', () => {
    const admin = { id: 1, idRol: 1, permissions: ADMIN };
    expect(accountGrantRefusal({ ...base, target: admin, role: null })).toBe('accountBeyondGrant');
    expect(accountGrantRefusal({ ...base, target: admin, role: { idRol: 5, permissions: MANAGER } })).toBe('accountBeyondGrant');
  });

  it('refuses a change of one’s own role, even to a lesser one; keeping it is no grant', () => {
    expect(accountGrantRefusal({ ...base, target: self, role: { idRol: 1, permissions: ADMIN } })).toBe('ownRole');
    expect(accountGrantRefusal({ ...base, target: self, role: { idRol: 9, permissions: [] } })).toBe('ownRole');
    expect(accountGrantRefusal({ ...base, target: self, role: { idRol: 5, permissions: MANAGER } })).toBeNull();
    expect(accountGrantRefusal({ ...base, target: self, role: null })).toBeNull();
  });

  it('refuses giving a role that holds more, to a new or an existing account', () => {
    const clerk = { id: 8, idRol: 6, permissions: ['staff.view'] };
    const admin = { idRol: 1, permissions: ADMIN };
    expect(accountGrantRefusal({ ...base, target: null, role: admin })).toBe('roleBeyondGrant');
    expect(accountGrantRefusal({ ...base, target: clerk, role: admin })).toBe('roleBeyondGrant');
    expect(accountGrantRefusal({ ...base, target: null, role: { idRol: 5, permissions: MANAGER } })).toBeNull();
    expect(accountGrantRefusal({ ...base, target: clerk, role: { idRol: 5, permissions: MANAGER } })).toBeNull();
  });
});

describe('roleGrantRefusal', () => {
  it('refuses editing a role that holds more, then saving a permission one lacks', () => {
    expect(roleGrantRefusal(['role.manage'], ADMIN, ['role.manage'])).toBe('roleBeyondGrant');
    expect(roleGrantRefusal(['role.manage'], ['role.manage'], ['role.manage', 'staff.manage'])).toBe('permissionBeyondGrant');
    expect(roleGrantRefusal(['role.manage'], null, ['cash.view'])).toBe('permissionBeyondGrant');
    expect(roleGrantRefusal(ADMIN, ['role.manage'], ADMIN)).toBeNull();
    expect(roleGrantRefusal(['role.manage', 'role.view'], null, ['role.view'])).toBeNull();
  });
});
