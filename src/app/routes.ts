import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The protected business routes of the specification: route name = path segment. Analytics
 * lives at /analytics; old links beginning /sss are redirected there.
 */
export const BUSINESS_ROUTES = [
  'usuarios', 'roles', 'caja', 'movimientos', 'prestamos', 'pagos_prestamos', 'alquileres', 'pagos_alquiler',
  'entregas', 'movimientos_entrega', 'deudas', 'pagos_deudas', 'honorarios', 'pagos_honorario',
  'conf_mensajes', 'conf_ubicacion', 'analytics',
] as const;
export type BusinessRoute = (typeof BUSINESS_ROUTES)[number];

export const isBusinessRoute = (name: string): name is BusinessRoute => (BUSINESS_ROUTES as readonly string[]).includes(name);

/** The path of a named route; every route name here equals its path segment. */
export const pathOfRoute = (name: string): string => `/${name}`;

/** The route name of a path, if it is one of the business routes. */
export function routeOfPath(pathname: string): BusinessRoute | null {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  return isBusinessRoute(segment) ? segment : null;
}

/** Translated names of the business areas (menu entries, page titles). */
export const ROUTE_TITLES: Record<BusinessRoute, MessageDescriptor> = {
  usuarios: msg`Usuarios`,
  roles: msg`Roles`,
  caja: msg`Caja`,
  movimientos: msg`Movimientos`,
  prestamos: msg`Préstamos`,
  pagos_prestamos: msg`Pagos de préstamos`,
  alquileres: msg`Alquileres`,
  pagos_alquiler: msg`Pagos de alquiler`,
  entregas: msg`Entregas de efectivo`,
  movimientos_entrega: msg`Movimientos de entrega`,
  deudas: msg`Deudas`,
  pagos_deudas: msg`Pagos de deudas`,
  honorarios: msg`Honorarios`,
  pagos_honorario: msg`Pagos de honorarios`,
  conf_mensajes: msg`Configuración de mensajes`,
  conf_ubicacion: msg`Configuración de ubicación`,
  analytics: msg`Analítica`,
};

/** Translated names of the menu groups, by the server's icon key; unknown keys show the server's text. */
export const GROUP_TITLES: Record<string, MessageDescriptor> = {
  admin: msg`Administración`,
  cash: msg`Caja`,
  loans: msg`Préstamos`,
  rentals: msg`Alquileres`,
  debts: msg`Deudas`,
  fees: msg`Honorarios`,
  settings: msg`Configuración`,
  analytics: msg`Analítica`,
  reports: msg`Reportes`,
};
