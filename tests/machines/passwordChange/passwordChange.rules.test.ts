// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isAcceptablePassword, passwordChangeErrors, type PasswordChangeValues } from '../../../machines/passwordChange/index.ts';
import { NewPasswordSchema, STAFF_LIMITS } from '../../../machines/staff/staff.schema.ts';

const values = (newPassword: string, over: Partial<PasswordChangeValues> = {}): PasswordChangeValues => ({
  currentPassword: 'la actual 123',
  newPassword,
  repeatPassword: newPassword,
  ...over,
});

describe('the new password follows the accounts\' rule (the staff forms\' own)', () => {
  const { passwordMin, passwordMax } = STAFF_LIMITS;
  it.each([
    ['x'.repeat(passwordMin - 1), 'tooShort'],
    ['x'.repeat(passwordMin), undefined],
    ['x'.repeat(passwordMax), undefined],
    ['x'.repeat(passwordMax + 1), 'tooLong'],
    [' '.repeat(passwordMin + 2), 'required'],
    ['', 'required'],
  ])('%j → %s, as the server decides', (password, error) => {
    expect(passwordChangeErrors(values(password)).newPassword).toBe(error);
    expect(isAcceptablePassword(password)).toBe(error === undefined);
    expect(v.is(NewPasswordSchema, password)).toBe(error === undefined);
  });
});

describe('passwordChangeErrors', () => {
  it('asks for the current password, a new one different from it, and the same one repeated', () => {
    expect(passwordChangeErrors(values('nueva clave 1', { currentPassword: '' })).currentPassword).toBe('required');
    expect(passwordChangeErrors(values('la actual 123')).newPassword).toBe('same');
    expect(passwordChangeErrors(values('nueva clave 1', { repeatPassword: 'nueva clave 2' })).repeatPassword).toBe('mismatch');
    expect(passwordChangeErrors(values('nueva clave 1', { repeatPassword: '' })).repeatPassword).toBe('required');
    expect(passwordChangeErrors(values('nueva clave 1'))).toEqual({});
  });

  it('marks the current password the server refused until it is edited', () => {
    expect(passwordChangeErrors(values('nueva clave 1'), 'la actual 123').currentPassword).toBe('wrong');
    expect(passwordChangeErrors(values('nueva clave 1', { currentPassword: 'otra' }), 'la actual 123').currentPassword).toBeUndefined();
  });
});
