import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SHARED_ERROR_CODES, type SharedErrorCode } from '../../machines/errorCodes.ts';
import { GRANT_REFUSALS, type GrantRefusal } from '../../machines/grants.ts';

/** Every code the shared layer and the grant rule answer with (issue 30): each has its own text. */
export type RefusalCode = SharedErrorCode | GrantRefusal;

/**
 * The words for each refusal code any route may answer (machines/errorCodes.ts `SHARED_ERROR_CODES`)
 * and for the grant rule's (machines/grants.ts). Typed by the codes: a code added without its
 * text fails the typecheck. An area's own codes keep their texts in the area.
 */
export const REFUSAL_TEXTS: Readonly<Record<RefusalCode, MessageDescriptor>> = {
  badRequest: msg`El servidor no entendió el pedido. Recargue la página e intente nuevamente.`,
  unauthorized: msg`Su sesión terminó. Vuelva a iniciar sesión.`,
  forbidden: msg`Su rol no tiene permiso para esta acción.`,
  notFound: msg`No se encontró lo que buscaba: puede que ya no exista.`,
  notAcceptable: msg`El navegador pidió un formato que el servidor no ofrece.`,
  conflict: msg`Otra persona cambió estos datos. Recargue e intente nuevamente.`,
  tooLarge: msg`Lo que envió es demasiado grande.`,
  unsupportedMediaType: msg`El servidor no acepta este tipo de contenido.`,
  unprocessable: msg`El servidor no pudo aceptar estos datos. Revíselos e intente nuevamente.`,
  tooManyRequests: msg`Demasiados intentos. Espere un momento e intente nuevamente.`,
  busy: msg`El servidor está ocupado. Intente nuevamente en unos segundos.`,
  invalidJson: msg`El pedido llegó dañado. Recargue la página e intente nuevamente.`,
  invalidText: msg`Un texto tiene un carácter que no se puede guardar.`,
  invalidBody: msg`Un dato no tiene la forma esperada. Revíselo e intente nuevamente.`,
  idempotencyKeyRequired: msg`Falta la clave que evita registrar dos veces. Recargue la página e intente nuevamente.`,
  idempotencyKeyReused: msg`Este envío ya se usó para otro pedido. Recargue la página e intente nuevamente.`,
  idempotencyKeyInProgress: msg`Este pedido todavía se está procesando. Espere un momento.`,
  invalidCredentials: msg`Usuario o contraseña incorrectos.`,
  accountDisabled: msg`Usuario inhabilitado, contáctese con soporte.`,
  loginThrottled: msg`Demasiados intentos fallidos. Intente nuevamente más tarde.`,
  addressThrottled: msg`Demasiados ingresos simultáneos desde esta dirección. Intente nuevamente en unos segundos.`,
  ownRole: msg`No puede cambiar el rol de su propia cuenta: pídaselo a otra persona que administre cuentas.`,
  roleBeyondGrant: msg`Este rol tiene permisos que su rol no tiene: no puede asignarlo ni modificarlo.`,
  permissionBeyondGrant: msg`Solo puede dar a un rol permisos que su propio rol tiene.`,
  accountBeyondGrant: msg`El rol de esta cuenta tiene permisos que su rol no tiene: no puede modificarla, deshabilitarla ni restablecer su contraseña.`,
};

const KNOWN = new Set<string>([...SHARED_ERROR_CODES, ...GRANT_REFUSALS]);

export const isRefusalCode = (code: string): code is RefusalCode => KNOWN.has(code);

/** The text of a refusal's code in the user's language, or null for a code this table does not hold. */
export const refusalText = (i18n: I18n, code: string | null | undefined): string | null =>
  code !== null && code !== undefined && isRefusalCode(code) ? i18n._(REFUSAL_TEXTS[code]) : null;
