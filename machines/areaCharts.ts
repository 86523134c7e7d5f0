/**
 * The statecharts each business area owns, by the area's slug (machines/areas.ts): what the chart,
 * coverage and Stately-export scripts report on (scripts/machines.ts). Apart from the registry, so
 * that the app's route table — in the login page's download — never carries these loaders.
 */
import type { AnyStateMachine } from 'xstate';
import { AREAS, type AreaSlug } from './areas.ts';

interface AreaCharts {
  /** The screens' statecharts, loaded on demand. */
  machines?: () => Promise<AnyStateMachine[]>;
  /**
   * The lifecycle statecharts of the area's records that the server runs to refuse what they do not
   * allow (a cash session, a delivery, a movement): charted and path-tested as models like every
   * machine, but no screen runs them as an actor, so they have no UI paths of their own (the
   * screens' machines do).
   */
  lifecycles?: () => Promise<AnyStateMachine[]>;
}

export const AREA_CHARTS: Partial<Record<AreaSlug, AreaCharts>> = {
  staff: {
    machines: () => import('./staff/staffMachines.ts').then((m) => [m.staffListMachine, m.staffFormMachine, m.staffActionMachine]),
  },
  customers: {
    machines: () => import('./customers/customersMachines.ts').then((m) => [m.customersListMachine, m.customerFormMachine, m.customerDetailMachine, m.customerOwedMachine]),
  },
  roles: {
    machines: () => import('./roles/index.ts').then((m) => [m.rolesListMachine, m.roleFormMachine]),
  },
  cashbox: {
    machines: () => import('./cashbox/index.ts').then((m) => [m.cashboxMachine, m.cashSessionsListMachine, m.cashBoxesMachine]),
    lifecycles: () => import('./cashbox/cashSession.lifecycle.ts').then((m) => [m.cashSessionLifecycle]),
  },
  cashMovements: {
    // 'Movimientos de entrega' lives in the same folders (docs/cash.md): its list is charted here.
    machines: () => import('./cashMovements/index.ts').then((m) => [m.cashMovementsListMachine, m.movementReversalMachine, m.deliveryMovementsListMachine]),
    lifecycles: () => import('./cashMovements/movementLifecycle.machine.ts').then((m) => [m.movementLifecycleMachine]),
  },
  loans: {
    machines: () => import('./loans/loansMachines.ts').then((m) => [m.loansListMachine, m.loanFormMachine, m.loanDetailMachine, m.payoffQuoteMachine]),
    lifecycles: () => import('./loans/loan.lifecycle.ts').then((m) => [m.loanLifecycle]),
  },
  loanPayments: {
    machines: () => import('./payments/index.ts').then((m) => [m.loanPaymentsListMachine, m.paymentDialogMachine, m.paymentReversalMachine, m.receiptReprintMachine, m.creditRefundMachine]),
  },
  rentals: {
    machines: () => import('./rentals/rentalsMachines.ts').then((m) => [m.rentalsListMachine, m.rentalFormMachine, m.rentalDetailMachine]),
    lifecycles: () => import('./rentals/rental.lifecycle.ts').then((m) => [m.rentalLifecycle]),
  },
  deliveries: {
    machines: () => import('./deliveries/index.ts').then((m) => [m.deliveriesListMachine, m.deliveryDialogMachine]),
    lifecycles: () => import('./deliveries/cashDelivery.lifecycle.ts').then((m) => [m.cashDeliveryLifecycle]),
  },
  debts: {
    // One page chart for debts and fees (the kind only names the route).
    machines: () => import('./debts/debtsListMachines.ts').then((m) => [m.debtsListMachine, m.customerFilterMachine, m.debtFormMachine, m.debtDetailMachine]),
    // One lifecycle for debts and fees (machines/debts serves both kinds).
    lifecycles: () => import('./debts/debt.lifecycle.ts').then((m) => [m.debtLifecycle]),
  },
  messageTemplates: {
    machines: () => import('./messageTemplates/index.ts').then((m) => [m.messageTemplatesMachine]),
  },
  analytics: {
    machines: () => import('./analytics/analyticsMachines.ts').then((m) => [m.analyticsMachine]),
  },
  imports: {
    machines: () => import('./imports/importMachines.ts').then((m) => [m.importMachine]),
  },
  locations: {
    machines: () => import('./locations/index.ts').then((m) => [m.locationsListMachine, m.locationFormMachine, m.activeLocationMachine, m.lastBackupMachine]),
  },
};

/** The statecharts every area owns, in registry order (for scripts/machines.ts). */
export async function areaMachines(): Promise<AnyStateMachine[]> {
  const lists = await Promise.all(AREAS.map((entry) => AREA_CHARTS[entry.slug]?.machines?.() ?? []));
  return lists.flat();
}

/** Every area's server-run lifecycle charts, in registry order. */
export async function areaLifecycles(): Promise<AnyStateMachine[]> {
  const lists = await Promise.all(AREAS.map((entry) => AREA_CHARTS[entry.slug]?.lifecycles?.() ?? []));
  return lists.flat();
}
