/**
 * The business areas, one entry each: the registry every layer derives its lists from (the app's
 * route table, guard and sidebar titles in src/app; the machine list of the chart and coverage
 * scripts in scripts/machines.ts; the server may read it too). Plain data, no React, no HTTP:
 * server/, scripts/ and src/ all import it.
 *
 * One English `slug` per area names its folders in every root (`machines/<slug>/`,
 * `src/features/<slug>/`, `server/<slug>/`, `tests/<slug>/`) and its entries in every list; the
 * Spanish `route` of the specification stays in the URL (`/conf_mensajes`) and in the server's menu
 * (`sm_ruta`). Adding an area: its folders, one line here, and its title (and page, once it has a
 * screen) in src/app/routes.ts and src/app/areas.tsx (docs/architecture.md, "Add an area").
 */
import type { AnyStateMachine } from 'xstate';
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
  /**
   * The statecharts the area owns, for the scripts that report on every machine. Loaded on
   * demand, so that reading the registry (the login page does, for the route table) never
   * downloads an area's machines.
   */
  machines?: () => Promise<AnyStateMachine[]>;
  /**
   * The lifecycle statecharts of the area's records that the server runs to refuse what they do not
   * allow (a cash session, a delivery, a movement): charted and path-tested as models like every
   * machine, but no screen runs them as an actor, so they have no UI paths of their own (the
   * screens' machines do).
   */
  lifecycles?: () => Promise<AnyStateMachine[]>;
}

const area = <const Slug extends string, const Route extends string>(entry: AreaEntry<Slug, Route>) => entry;

/** In the specification's order of the business routes. */
export const AREAS = [
  area({ slug: 'staff', route: 'usuarios', permission: 'staff.view', menuGroup: 'admin', machines: () => import('./staff/staffMachines.ts').then((m) => [m.staffListMachine, m.staffFormMachine, m.staffActionMachine]) }),
  area({
    slug: 'customers', route: 'clientes', permission: 'customer.view', menuGroup: 'customers',
    machines: () => import('./customers/customersMachines.ts').then((m) => [m.customersListMachine, m.customerFormMachine, m.customerDetailMachine]),
  }),
  area({
    slug: 'roles', route: 'roles', permission: 'role.view', menuGroup: 'admin',
    machines: () => import('./roles/index.ts').then((m) => [m.rolesListMachine, m.roleFormMachine]),
  }),
  area({
    slug: 'cashbox', route: 'caja', permission: 'cash.view', menuGroup: 'cash',
    machines: () => import('./cashbox/index.ts').then((m) => [m.cashboxMachine, m.cashSessionsListMachine]),
    lifecycles: () => import('./cashbox/cashSession.lifecycle.ts').then((m) => [m.cashSessionLifecycle]),
  }),
  area({
    slug: 'cashMovements', route: 'movimientos', permission: 'movement.view', menuGroup: 'cash',
    // 'Movimientos de entrega' lives in the same folders (docs/cash.md): its list is charted here.
    machines: () => import('./cashMovements/index.ts').then((m) => [m.cashMovementsListMachine, m.movementReversalMachine, m.deliveryMovementsListMachine]),
    lifecycles: () => import('./cashMovements/movementLifecycle.machine.ts').then((m) => [m.movementLifecycleMachine]),
  }),
  area({
    slug: 'loans', route: 'prestamos', permission: 'loan.view', menuGroup: 'loans',
    machines: () => import('./loans/loansMachines.ts').then((m) => [m.loansListMachine, m.loanFormMachine, m.loanDetailMachine]),
    lifecycles: () => import('./loans/loan.lifecycle.ts').then((m) => [m.loanLifecycle]),
  }),
  area({
    slug: 'loanPayments', route: 'pagos_prestamos', permission: 'loanPayment.view', menuGroup: 'loans',
    machines: () => import('./payments/index.ts').then((m) => [m.loanPaymentsListMachine, m.paymentDialogMachine, m.paymentReversalMachine, m.receiptReprintMachine]),
  }),
  area({
    slug: 'rentals', route: 'alquileres', permission: 'rental.view', menuGroup: 'rentals',
    machines: () => import('./rentals/rentalsMachines.ts').then((m) => [m.rentalsListMachine]),
    lifecycles: () => import('./rentals/rental.lifecycle.ts').then((m) => [m.rentalLifecycle]),
  }),
  area({ slug: 'rentPayments', route: 'pagos_alquiler', permission: 'rentPayment.view', menuGroup: 'rentals' }),
  area({
    slug: 'deliveries', route: 'entregas', permission: 'delivery.view', menuGroup: 'cash',
    machines: () => import('./deliveries/index.ts').then((m) => [m.deliveriesListMachine, m.deliveryDialogMachine]),
    lifecycles: () => import('./deliveries/cashDelivery.lifecycle.ts').then((m) => [m.cashDeliveryLifecycle]),
  }),
  area({ slug: 'deliveryMovements', route: 'movimientos_entrega', permission: 'deliveryMovement.view', menuGroup: 'cash' }),
  area({
    slug: 'debts', route: 'deudas', permission: 'debt.view', menuGroup: 'debts',
    // One list and one form for debts and fees (by kind): charted here, once.
    machines: () => import('./debts/debtsListMachines.ts').then((m) => [m.debtsListMachine, m.debtFormMachine]),
    // One lifecycle for debts and fees (machines/debts serves both kinds).
    lifecycles: () => import('./debts/debt.lifecycle.ts').then((m) => [m.debtLifecycle]),
  }),
  area({ slug: 'debtPayments', route: 'pagos_deudas', permission: 'debtPayment.view', menuGroup: 'debts' }),
  // Served by the debts folder (kind 'fee'): its lifecycle is the debts entry's.
  area({ slug: 'fees', route: 'honorarios', permission: 'fee.view', menuGroup: 'fees' }),
  area({ slug: 'feePayments', route: 'pagos_honorario', permission: 'feePayment.view', menuGroup: 'fees' }),
  area({
    slug: 'messageTemplates', route: 'conf_mensajes', permission: 'template.view', menuGroup: 'settings',
    machines: () => import('./messageTemplates/index.ts').then((m) => [m.messageTemplatesMachine]),
  }),
  area({
    slug: 'locations', route: 'conf_ubicacion', permission: 'location.view', menuGroup: 'settings',
    machines: () => import('./locations/index.ts').then((m) => [m.locationsListMachine, m.locationFormMachine, m.activeLocationMachine]),
  }),
  area({ slug: 'analytics', route: 'analytics', permission: 'analytics.view', menuGroup: 'analytics' }),
] as const;

export type Area = (typeof AREAS)[number];
export type AreaSlug = Area['slug'];
/** A business route of the specification (route name = path segment). */
export type AreaRoute = Area['route'];

const byRoute = new Map<string, Area>(AREAS.map((entry) => [entry.route, entry]));

export const isAreaRoute = (name: string): name is AreaRoute => byRoute.has(name);

/** The area at a route name (`conf_mensajes` → messageTemplates), if it is one. */
export const areaOfRoute = (route: string): Area | undefined => byRoute.get(route);

/** The statecharts every area owns, in registry order (for scripts/machines.ts). */
export async function areaMachines(): Promise<AnyStateMachine[]> {
  const lists = await Promise.all(AREAS.map((entry: AreaEntry) => entry.machines?.() ?? []));
  return lists.flat();
}

/** Every area's server-run lifecycle charts, in registry order. */
export async function areaLifecycles(): Promise<AnyStateMachine[]> {
  const lists = await Promise.all(AREAS.map((entry: AreaEntry) => entry.lifecycles?.() ?? []));
  return lists.flat();
}
