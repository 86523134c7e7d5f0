import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffField, StaffFieldError } from '../../../machines/staff/index.ts';
import { STAFF_LIMITS } from '../../../machines/staff/index.ts';

/** The labels of the account form's fields. */
export const STAFF_FIELD_LABELS = {
  username: msg`Usuario`,
  name: msg`Nombre`,
  id_rol: msg`Rol`,
  passwordMode: msg`Contraseña inicial`,
  password: msg`Contraseña`,
} as const satisfies Record<StaffField, unknown>;

/** The fields chosen from a list rather than typed. */
const PICKED: Partial<Record<StaffField, true>> = { id_rol: true };

/** What is wrong with a field, said so the person knows how to fix it. */
export function staffFieldErrorText(i18n: I18n, field: StaffField, error: StaffFieldError): string {
  const { usernameMin, usernameMax, name, passwordMin, passwordMax } = STAFF_LIMITS;
  switch (error) {
    case 'required':
      // The role is picked, not typed.
      return i18n._(field in PICKED ? msg`Elija un rol.` : msg`Este dato es obligatorio.`);
    case 'taken':
      return i18n._(msg`Ya existe una cuenta con este usuario (sin distinguir mayúsculas). Elija otro.`);
    case 'tooShort':
      return field === 'password'
        ? i18n._(msg`La contraseña debe tener al menos ${passwordMin} caracteres.`)
        : i18n._(msg`El usuario debe tener al menos ${usernameMin} caracteres.`);
    case 'tooLong':
      if (field === 'password') return i18n._(msg`La contraseña puede tener como máximo ${passwordMax} caracteres.`);
      if (field === 'name') return i18n._(msg`El nombre puede tener como máximo ${name} caracteres.`);
      return i18n._(msg`El usuario puede tener como máximo ${usernameMax} caracteres.`);
    case 'invalid':
      return i18n._(msg`Use solo letras sin acentos, números, punto, guion y guion bajo, sin espacios.`);
  }
}
