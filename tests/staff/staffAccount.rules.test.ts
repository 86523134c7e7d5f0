/** The staff-account rules shared by the server and the app (machines/staff/staffAccount.rules.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_ALPHABET,
  generatePassword,
  leavesNoManager,
  mayDisable,
  refusalOf,
  type AccountStanding,
} from '../../machines/staff/staffAccount.rules.ts';

const MANAGER: AccountStanding = { enabled: true, manages: true };
const DISABLED_MANAGER: AccountStanding = { enabled: false, manages: true };
const CLERK: AccountStanding = { enabled: true, manages: false };

describe('mayDisable', () => {
  it('lets an administrator disable anyone but themself', () => {
    expect(mayDisable(1, 2)).toBe(true);
    expect(mayDisable(1, 1)).toBe(false);
  });
});

describe('refusalOf', () => {
  it('refuses disabling your own account, whoever else manages', () => {
    expect(refusalOf({ actorId: 5, targetId: 5, before: CLERK, after: { ...CLERK, enabled: false }, otherEnabledManagers: 3 })).toBe('selfDisable');
  });

  it('refuses a change that leaves no enabled manager: disabling or demoting the last one', () => {
    expect(refusalOf({ actorId: 1, targetId: 2, before: MANAGER, after: DISABLED_MANAGER, otherEnabledManagers: 0 })).toBe('lastManager');
    expect(refusalOf({ actorId: 1, targetId: 1, before: MANAGER, after: CLERK, otherEnabledManagers: 0 })).toBe('lastManager');
  });

  it('allows the same changes while another enabled manager remains, and any change of a non-manager', () => {
    expect(refusalOf({ actorId: 1, targetId: 2, before: MANAGER, after: DISABLED_MANAGER, otherEnabledManagers: 1 })).toBeNull();
    expect(refusalOf({ actorId: 1, targetId: 1, before: MANAGER, after: CLERK, otherEnabledManagers: 1 })).toBeNull();
    expect(refusalOf({ actorId: 1, targetId: 2, before: CLERK, after: { ...CLERK, enabled: false }, otherEnabledManagers: 0 })).toBeNull();
    expect(refusalOf({ actorId: 1, targetId: 2, before: DISABLED_MANAGER, after: MANAGER, otherEnabledManagers: 0 })).toBeNull();
  });

  it('property: whatever the change, an allowed one never ends with zero enabled managers', () => {
    const standing = fc.record({ enabled: fc.boolean(), manages: fc.boolean() });
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), standing, standing, fc.nat(3), (actorId, targetId, before, after, others) => {
        const allowed = refusalOf({ actorId, targetId, before, after, otherEnabledManagers: others }) === null;
        const managersAfter = others + (after.enabled && after.manages ? 1 : 0);
        const managersBefore = others + (before.enabled && before.manages ? 1 : 0);
        if (allowed && managersBefore > 0) expect(managersAfter).toBeGreaterThan(0);
        expect(leavesNoManager({ before, after, otherEnabledManagers: others })).toBe(managersBefore > 0 && managersAfter === 0);
      }),
    );
  });
});

describe('generatePassword', () => {
  it('makes 16 symbols of the unambiguous alphabet from the random source', () => {
    let i = 0;
    const password = generatePassword((n) => (i += 1) % n);
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(password).toBe(PASSWORD_ALPHABET.slice(1, 17));
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });
});
