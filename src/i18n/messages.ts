import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginFailure } from '../../machines/session/index.ts';

/** The specification's error catalogue (section 8), word for word in Spanish, the source language. */
export const CATALOGUE = {
  loginSuccess: { title: msg`Exito`, text: msg`Logueado correctamente` },
  /** A save went through: the specification words it for the profile photo; the templates screen says the same. */
  saved: { title: msg`Éxito`, text: msg`Guardado correctamente.` },
  /** A save failed (profile photo, message template). */
  notSaved: { title: msg`Error`, text: msg`No se pudo guardar` },
} satisfies Record<string, { title: MessageDescriptor; text: MessageDescriptor }>;

export const LOGIN_FAILURES: Record<LoginFailure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  invalidCredentials: { title: msg`Error`, text: msg`Usuario o contraseña incorrectos` },
  disabledUser: { title: msg`Error`, text: msg`Usuario inhabilitado, contáctese con soporte` },
  retry: { title: msg`Error`, text: msg`Intente nuevamente` },
  unreachable: { title: msg`Error`, text: msg`No se pudo conectar al servidor` },
};

/** Messages the specification does not word; ours, translated like everything else. */
export const APP_MESSAGES = {
  fileRejected: { title: msg`Archivo no válido`, text: msg`Elija una imagen JPEG.` },
  sessionExpired: { title: msg`Sesión terminada`, text: msg`Su sesión ha caducado. Inicie sesión de nuevo.` },
  catalogFailed: { title: msg`Error`, text: msg`No se pudo cargar el idioma elegido.` },
  unexpected: { title: msg`Error`, text: msg`Algo salió mal. Intente nuevamente.` },
  ok: msg`Aceptar`,
};
