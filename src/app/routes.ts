import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AREAS, isAreaRoute, type AreaRoute, type AreaSlug, type MenuGroupKey } from '../../machines/areas.ts';

/**
 * The protected business routes of the specification, one per area of the registry
 * (machines/areas.ts): route name = path segment. Analytics lives at /analytics; old links
 * beginning /sss are redirected there.
 */
export const BUSINESS_ROUTES: readonly BusinessRoute[] = AREAS.map((area) => area.route);
export type BusinessRoute = AreaRoute;

export const isBusinessRoute = (name: string): name is BusinessRoute => isAreaRoute(name);

/** 'Cambiar contraseña': the signed-in user's own password (the profile dropdown's header links to it). */
export const PASSWORD_PAGE_PATH = '/perfil/contrasena';

/** 'Pendientes': what waits on the signed-in user (the header's badge leads there). */
export const PENDING_PAGE_PATH = '/pendientes';

/** The path of a named route; every route name here equals its path segment. */
export const pathOfRoute = (name: string): string => `/${name}`;

/**
 * The business route a path belongs to: the route itself, or a page below it (`/clientes/7` is
 * 'Clientes', so the sidebar keeps its entry active on a customer's page).
 */
export function routeOfPath(pathname: string): BusinessRoute | null {
  const segment = pathname.replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
  return isBusinessRoute(segment) ? segment : null;
}

/**
 * Translated names of the business areas, by slug (menu entries, page titles, document titles).
 * The app's half of the area registry, with src/app/areas.tsx (the pages): kept here because
 * every view may read a title, and this file is src/app's public surface.
 */
export const AREA_TITLES: Record<AreaSlug, MessageDescriptor> = {
  staff: msg`Usuarios`,
  customers: msg`Clientes`,
  roles: msg`Roles`,
  cashbox: msg`Caja`,
  cashMovements: msg`Movimientos`,
  loans: msg`Préstamos`,
  loanPayments: msg`Pagos de préstamos`,
  rentals: msg`Alquileres`,
  rentPayments: msg`Pagos de alquiler`,
  deliveries: msg`Entregas de efectivo`,
  deliveryMovements: msg`Movimientos de entrega`,
  debts: msg`Deudas`,
  debtPayments: msg`Pagos de deudas`,
  fees: msg`Honorarios`,
  feePayments: msg`Pagos de honorarios`,
  messageTemplates: msg`Configuración de mensajes`,
  locations: msg`Configuración de ubicación`,
  analytics: msg`Analítica`,
  imports: msg`Importar`,
};

/** The same titles by route name (`ROUTE_TITLES.usuarios`), derived from the registry. */
export const ROUTE_TITLES = Object.fromEntries(AREAS.map((area) => [area.route, AREA_TITLES[area.slug]])) as Record<
  BusinessRoute,
  MessageDescriptor
>;

/**
 * Translated names of the menu groups, by the server's icon key; unknown keys show the server's
 * text. Every group of the area registry has one (`reports` is a group with no area yet).
 */
export const GROUP_TITLES: Record<string, MessageDescriptor> = {
  admin: msg`Administración`,
  customers: msg`Clientes`,
  cash: msg`Caja`,
  loans: msg`Préstamos`,
  rentals: msg`Alquileres`,
  debts: msg`Deudas`,
  fees: msg`Honorarios`,
  settings: msg`Configuración`,
  analytics: msg`Analítica`,
  reports: msg`Reportes`,
} satisfies Record<MenuGroupKey | 'reports', MessageDescriptor>;
