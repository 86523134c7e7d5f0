import type { LoginResponse, MenuResponse, PhotoResponse } from '../../machines/contract.ts';
import type { ApiFailure } from '../../machines/session/index.ts';
import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import type { StaffUser } from '../../machines/staff/index.ts';

/** A 200 that is not what the contract promises (an HTML page, a missing field) is a failure. */
const invalid: ApiFailure = { kind: 'invalidResponse' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function check<T>(ok: boolean, value: unknown): T {
  if (!ok) throw invalid;
  return value as T;
}

export function asLoginResponse(body: unknown): LoginResponse {
  const user = isObject(body) ? body.user : undefined;
  const rol = isObject(body) ? body.rol : undefined;
  return check<LoginResponse>(
    isObject(body) &&
      isString(body.accessToken) &&
      body.accessToken.length > 0 &&
      isObject(user) &&
      isInt(user.id) &&
      isString(user.name) &&
      (user.perfil === null || isString(user.perfil)) &&
      isInt(user.id_rol) &&
      isObject(rol) &&
      isString(rol.r_inicio) &&
      isString(rol.r_nombre),
    body,
  );
}

export function asMenuResponse(body: unknown): MenuResponse {
  const rowsOk =
    isObject(body) &&
    Array.isArray(body.menu) &&
    Array.isArray(body.sub_menu) &&
    body.menu.every((m) => isObject(m) && isInt(m.id_menu) && isString(m.m_descripcion) && isString(m.m_icono)) &&
    body.sub_menu.every(
      (s) => isObject(s) && isInt(s.id_menu) && isString(s.sm_descripcion) && isString(s.sm_ruta) && isString(s.sm_icono),
    );
  return check<MenuResponse>(rowsOk, body);
}

export function asPhotoResponse(body: unknown): PhotoResponse {
  return check<PhotoResponse>(isObject(body) && isString(body.perfil), body);
}

const isStaffUser = (u: unknown): boolean =>
  isObject(u) &&
  isInt(u.id) &&
  isString(u.username) &&
  isString(u.name) &&
  isString(u.r_nombre) &&
  typeof u.enabled === 'boolean' &&
  (u.perfil === null || isString(u.perfil));

/** GET /usuarios: a list of staff accounts. */
export function asStaffUsers(body: unknown): StaffUser[] {
  return check<StaffUser[]>(Array.isArray(body) && body.every(isStaffUser), body);
}

const isTemplate = (t: unknown): boolean =>
  isObject(t) && isInt(t.id) && isString(t.name) && isString(t.body) && isString(t.updated_at);

/** GET /conf_mensajes: a list of message templates. */
export function asMessageTemplates(body: unknown): MessageTemplate[] {
  return check<MessageTemplate[]>(Array.isArray(body) && body.every(isTemplate), body);
}

/** PUT /conf_mensajes/{id}: the updated template. */
export function asMessageTemplate(body: unknown): MessageTemplate {
  return check<MessageTemplate>(isTemplate(body), body);
}
