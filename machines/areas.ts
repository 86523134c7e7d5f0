/**
 * The business areas, one entry each: the registry every layer derives its lists from (the app's
 * route table, guard and sidebar titles in src/app; the server's menus; machines/areaCharts.ts
 * lists each area's statecharts for the scripts, apart so the login page never carries them). Plain data, no React, no HTTP:
 * server/, scripts/ and src/ all import it.
 *
 * One English `slug` per area names its folders in every root (`machines/<slug>/`,
 * `src/features/<slug>/`, `server/<slug>/`, `tests/<slug>/`) and its entries in every list; the
 * Spanish `route` of the specification stays in the URL (`/conf_mensajes`) and in the server's menu
 * (`sm_ruta`). Adding an area: its folders, one line here (and its charts in areaCharts.ts), and its title (and page, once it has a
 * screen) in src/app/routes.ts and src/app/areas.tsx (docs/architecture.md, "Add an area").
 */
import type { Permission } from './permissions.ts';

/** The menu groups of the server's menu, by their icon key (`m_icono`). */
export type MenuGroupKey = 'admin' | 'customers' | 'cash' | 'loans' | 'rentals' | 'debts' | 'fees' | 'settings' | 'analytics';

export interface AreaEntry<Slug extends string = string, Route extends string = string> {
  /** The area's one name in code: folders, registry keys, API slices. */
  slug: Slug;
  /** The specification's route name, equal to its path segment (`/${route}`). */
  route: Route;
  /** What a role needs to open the area; without it the guard shows the 403 page. */
  permission: Permission;
  /** The menu group the server lists it under. */
  menuGroup: MenuGroupKey;
}

const area = <const Slug extends string, const Route extends string>(entry: AreaEntry<Slug, Route>) => entry;

/** In the specification's order of the business routes. */
export const AREAS = [
  area({ slug: 'staff', route: 'usuarios', permission: 'staff.view', menuGroup: 'admin' }),
  area({ slug: 'customers', route: 'clientes', permission: 'customer.view', menuGroup: 'customers' }),
  area({ slug: 'roles', route: 'roles', permission: 'role.view', menuGroup: 'admin' }),
  area({ slug: 'cashbox', route: 'caja', permission: 'cash.view', menuGroup: 'cash' }),
  area({ slug: 'cashMovements', route: 'movimientos', permission: 'movement.view', menuGroup: 'cash' }),
  area({ slug: 'loans', route: 'prestamos', permission: 'loan.view', menuGroup: 'loans' }),
  area({ slug: 'loanPayments', route: 'pagos_prestamos', permission: 'loanPayment.view', menuGroup: 'loans' }),
  area({ slug: 'rentals', route: 'alquileres', permission: 'rental.view', menuGroup: 'rentals' }),
  area({ slug: 'rentPayments', route: 'pagos_alquiler', permission: 'rentPayment.view', menuGroup: 'rentals' }),
  area({ slug: 'deliveries', route: 'entregas', permission: 'delivery.view', menuGroup: 'cash' }),
  area({ slug: 'deliveryMovements', route: 'movimientos_entrega', permission: 'deliveryMovement.view', menuGroup: 'cash' }),
  area({ slug: 'debts', route: 'deudas', permission: 'debt.view', menuGroup: 'debts' }),
  area({ slug: 'debtPayments', route: 'pagos_deudas', permission: 'debtPayment.view', menuGroup: 'debts' }),
  // Served by the debts folder (kind 'fee'): its lifecycle is the debts entry's.
  area({ slug: 'fees', route: 'honorarios', permission: 'fee.view', menuGroup: 'fees' }),
  area({ slug: 'feePayments', route: 'pagos_honorario', permission: 'feePayment.view', menuGroup: 'fees' }),
  area({ slug: 'messageTemplates', route: 'conf_mensajes', permission: 'template.view', menuGroup: 'settings' }),
  area({ slug: 'locations', route: 'conf_ubicacion', permission: 'location.view', menuGroup: 'settings' }),
  area({ slug: 'analytics', route: 'analytics', permission: 'analytics.view', menuGroup: 'analytics' }),
  // Issue #37: moving a business in from its spreadsheets (an action: there is nothing to view).
  area({ slug: 'imports', route: 'importar', permission: 'import.run', menuGroup: 'admin' }),
] as const;

export type Area = (typeof AREAS)[number];
export type AreaSlug = Area['slug'];
/** A business route of the specification (route name = path segment). */
export type AreaRoute = Area['route'];

const byRoute = new Map<string, Area>(AREAS.map((entry) => [entry.route, entry]));

export const isAreaRoute = (name: string): name is AreaRoute => byRoute.has(name);

/** The area at a route name (`conf_mensajes` → messageTemplates), if it is one. */
export const areaOfRoute = (route: string): Area | undefined => byRoute.get(route);
