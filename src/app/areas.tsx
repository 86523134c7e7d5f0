/**
 * The app's half of the area registry (machines/areas.ts holds the framework-free half): each
 * area's screen, as a lazy chunk. An area without its own screen yet shows the generic
 * BusinessPage ("being prepared"). Titles are in routes.ts (AREA_TITLES), since every view may
 * read them and this file, which imports the features, may only be imported inside src/app.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { AREAS, type AreaRoute, type AreaSlug } from '../../machines/areas.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { page } from './lazyPage.ts';
import { AREA_TITLES } from './routes.ts';

/** The payments list of `kind` (src/features/payments), as the lazy page of its area. */
const paymentsPage = (kind: PaymentKind) =>
  page(() =>
    import('../features/payments/PaymentsPage.tsx').then(({ PaymentsPage }) => {
      const KindPayments = () => <PaymentsPage kind={kind} />;
      return KindPayments;
    }),
  );

/** The payments feature's slot, which every receivable's page renders with its record. */
const withPayments = () => import('../features/payments/PaymentsSection.tsx').then((m) => m.paymentsSlot);

/** 'Deudas' or 'Honorarios' (one feature by kind), with the payments slot. */
const debtsPage = (kind: 'debt' | 'fee') =>
  page(() =>
    Promise.all([import('../features/debts/DebtsArea.tsx'), withPayments()]).then(([debts, slot]) => {
      const Debts = () => <debts.DebtsArea kind={kind} payments={slot} />;
      return Debts;
    }),
  );

const BusinessPage = page(() => import('../pages/business/BusinessPage.tsx').then((m) => m.BusinessPage));

/** The areas that have their own screen. A new area's screen is one line here. */
const AREA_PAGES: Partial<Record<AreaSlug, (props: Record<string, never>) => ReactNode>> = {
  staff: page(() => import('../features/staff/StaffPage.tsx').then((m) => m.StaffPage)),
  messageTemplates: page(() => import('../features/messageTemplates/MessageTemplatesPage.tsx').then((m) => m.MessageTemplatesPage)),
  customers: page(() => import('../features/customers/CustomersArea.tsx').then((m) => m.CustomersArea)),
  roles: page(() => import('../features/roles/RolesArea.tsx').then((m) => m.RolesArea)),
  locations: page(() => import('../features/locations/LocationsArea.tsx').then((m) => m.LocationsArea)),
  cashbox: page(() => import('../features/cashbox/CashboxPage.tsx').then((m) => m.CashboxPage)),
  cashMovements: page(() => import('../features/cashMovements/CashMovementsPage.tsx').then((m) => m.CashMovementsPage)),
  deliveryMovements: page(() => import('../features/cashMovements/DeliveryMovementsPage.tsx').then((m) => m.DeliveryMovementsPage)),
  deliveries: page(() => import('../features/deliveries/DeliveriesPage.tsx').then((m) => m.DeliveriesPage)),
  // A receivable's page shows its payments: the two features meet here, where the app is composed.
  loans: page(() =>
    Promise.all([import('../features/loans/LoansArea.tsx'), withPayments()]).then(([loans, slot]) => {
      const Loans = () => <loans.LoansArea payments={slot} />;
      return Loans;
    }),
  ),
  rentals: page(() =>
    Promise.all([import('../features/rentals/RentalsArea.tsx'), withPayments()]).then(([rentals, slot]) => {
      const Rentals = () => <rentals.RentalsArea payments={slot} />;
      return Rentals;
    }),
  ),
  debts: debtsPage('debt'),
  fees: debtsPage('fee'),
  // One payments screen for every kind of receivable, at each kind's route.
  loanPayments: paymentsPage('loan'),
  rentPayments: paymentsPage('rental'),
  debtPayments: paymentsPage('debt'),
  feePayments: paymentsPage('fee'),
  analytics: page(() => import('../features/analytics/AnalyticsPage.tsx').then((m) => m.AnalyticsPage)),
  imports: page(() => import('../features/imports/ImportsPage.tsx').then((m) => m.ImportsPage)),
};

/**
 * Areas whose screen has pages of its own under the area's path (`/clientes/nuevo`,
 * `/clientes/12`): their route matches `/<route>/*`, so the guard's permission covers every
 * page below it, and the screen routes among them.
 */
const AREAS_WITH_PAGES: ReadonlySet<AreaSlug> = new Set<AreaSlug>(['customers', 'roles', 'locations', 'loans', 'rentals', 'debts', 'fees']);

/** An area as the route table needs it. */
export interface AppArea {
  slug: AreaSlug;
  route: AreaRoute;
  /** The route table's path: the route name, or `<route>/*` for an area with pages below it. */
  path: string;
  title: MessageDescriptor;
  /** The permission its route handle requires. */
  requires: Permission;
  element: ReactNode;
}

function elementOf(slug: AreaSlug, route: AreaRoute): ReactNode {
  const Page = AREA_PAGES[slug];
  return Page ? <Page /> : <BusinessPage route={route} />;
}

/** Every area of the registry, in its order, with its title, permission and page. */
export const appAreas = (): AppArea[] =>
  AREAS.map(({ slug, route, permission }) => ({
    slug,
    route,
    path: AREAS_WITH_PAGES.has(slug) ? `${route}/*` : route,
    title: AREA_TITLES[slug], requires: permission, element: elementOf(slug, route) }));
