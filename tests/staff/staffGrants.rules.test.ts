/**
 * The grant rule in the app (machines/grants.ts): the role picker offers only what the caller may
 * give, and each 403 code of the rule is told apart from a plain 403 by the forms and dialogs.
 */
import { describe, expect, it } from 'vitest';
import { roleChoiceRefusal, staffActionRefusalOf, staffFormFailureOf, type StaffUser } from '../../machines/staff/index.ts';
import { roleFormFailureOf } from '../../machines/roles/index.ts';

const MANAGER = ['staff.manage', 'staff.view'];
const admin = { id_rol: 1, r_nombre: 'Administrador', permissions: ['cash.view', ...MANAGER] };
const managers = { id_rol: 5, r_nombre: 'Gestor', permissions: MANAGER };
const readers = { id_rol: 6, r_nombre: 'Lectura', permissions: ['staff.view'] };
const account = (id: number, id_rol: number): StaffUser => ({ id, username: `u${id}`, name: 'X', id_rol, r_nombre: 'X', enabled: true, perfil: null, version: 1 });

describe('roleChoiceRefusal', () => {
  const me = { id: 7, permissions: MANAGER };

  it('offers a new account only the roles within the caller’s', () => {
    expect(roleChoiceRefusal(me, null, admin)).toBe('roleBeyondGrant');
    expect(roleChoiceRefusal(me, null, managers)).toBeNull();
    expect(roleChoiceRefusal(me, null, readers)).toBeNull();
  });

  it('keeps one’s own account on its role', () => {
    const mine = account(7, 5);
    expect(roleChoiceRefusal(me, mine, managers)).toBeNull();
    expect(roleChoiceRefusal(me, mine, readers)).toBe('ownRole');
    expect(roleChoiceRefusal(me, mine, admin)).toBe('ownRole');
    expect(roleChoiceRefusal({ id: 7, permissions: null }, mine, readers)).toBe('ownRole');
  });

  it('offers everything when the permissions are unknown, and an account’s own role always', () => {
    expect(roleChoiceRefusal({ id: 7, permissions: null }, null, admin)).toBeNull();
    expect(roleChoiceRefusal(me, null, { id_rol: 1, r_nombre: 'Administrador' })).toBeNull();
    expect(roleChoiceRefusal(me, account(9, 1), admin)).toBeNull();
  });
});

describe('the 403 codes of the grant rule', () => {
  const failure = (status: number, code?: string) => ({ kind: 'status' as const, status, ...(code !== undefined && { code }) });

  it('are kept apart from a plain 403 by the staff form, the row actions and the role form', () => {
    expect(staffFormFailureOf(failure(403, 'roleBeyondGrant'))).toBe('roleBeyondGrant');
    expect(staffFormFailureOf(failure(403, 'ownRole'))).toBe('ownRole');
    expect(staffFormFailureOf(failure(403, 'forbidden'))).toBe('forbidden');
    expect(staffFormFailureOf(failure(500))).toBe('unavailable');
    expect(staffActionRefusalOf(failure(403, 'accountBeyondGrant'))).toBe('accountBeyondGrant');
    expect(staffActionRefusalOf(failure(422, 'selfDisable'))).toBe('selfDisable');
    expect(staffActionRefusalOf(failure(403, 'forbidden'))).toBeNull();
    expect(roleFormFailureOf(failure(403, 'permissionBeyondGrant'))).toBe('permissionBeyondGrant');
    expect(roleFormFailureOf(failure(403, 'roleBeyondGrant'))).toBe('roleBeyondGrant');
    expect(roleFormFailureOf(failure(403))).toBe('forbidden');
  });
});
