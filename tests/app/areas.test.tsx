// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREA_CHARTS } from '../../machines/areaCharts.ts';
import { AREAS, areaOfRoute } from '../../machines/areas.ts';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { APP_MACHINES, MACHINES } from '../../scripts/machines.ts';
import { buildRoutes, type RouteHandle } from '../../src/app/router.tsx';
import { AREA_TITLES, BUSINESS_ROUTES, GROUP_TITLES, ROUTE_TITLES } from '../../src/app/routes.ts';
import { childLabel } from '../../src/layouts/menuLabels.ts';

const root = join(import.meta.dirname, '../..');

/** The one English name of each route's area, the same in every layer (issue 14). */
const SLUGS = {
  usuarios: 'staff', clientes: 'customers', roles: 'roles', caja: 'cashbox', movimientos: 'cashMovements', prestamos: 'loans',
  pagos_prestamos: 'loanPayments', alquileres: 'rentals', pagos_alquiler: 'rentPayments', entregas: 'deliveries',
  movimientos_entrega: 'deliveryMovements', deudas: 'debts', pagos_deudas: 'debtPayments', honorarios: 'fees',
  pagos_honorario: 'feePayments', conf_mensajes: 'messageTemplates', conf_ubicacion: 'locations', analytics: 'analytics',
  importar: 'imports',
} as const;

/** The protected children of the route table (the `protected` route). */
function protectedRoutes(): RouteObject[] {
  const find = (routes: RouteObject[]): RouteObject | undefined =>
    routes.map((r) => (r.id === 'protected' ? r : find(r.children ?? []))).find(Boolean);
  return find(buildRoutes())?.children ?? [];
}

describe('the area registry (machines/areas.ts)', () => {
  it('has one area per business route of the specification, each under its one slug', () => {
    expect(Object.fromEntries(AREAS.map((a) => [a.route, a.slug]))).toEqual(SLUGS);
    expect(new Set(AREAS.map((a) => a.slug)).size).toBe(AREAS.length);
    expect([...BUSINESS_ROUTES]).toEqual(AREAS.map((a) => a.route));
    expect(areaOfRoute('conf_mensajes')?.slug).toBe('messageTemplates');
    expect(areaOfRoute('messageTemplates')).toBeUndefined();
  });

  it('asks for a known *.view permission per area, each its own', () => {
    // 'Importar' is an action with nothing to view: its one permission opens it.
    const actionAreas: Record<string, string> = { imports: 'import.run' };
    for (const area of AREAS) {
      expect(PERMISSIONS, area.slug).toContain(area.permission);
      if (Object.hasOwn(actionAreas, area.slug)) expect(area.permission, area.slug).toBe(actionAreas[area.slug]);
      else expect(area.permission, area.slug).toMatch(/\.view$/);
    }
    expect(new Set(AREAS.map((a) => a.permission)).size).toBe(AREAS.length);
  });

  it('gives the chart and coverage scripts the app-wide machines, then every area\'s own', () => {
    expect(MACHINES.slice(0, APP_MACHINES.length)).toEqual(APP_MACHINES);
    expect(MACHINES.slice(APP_MACHINES.length).map((m) => m.id)).toEqual(['staffList', 'staffForm', 'staffAction', 'customersList', 'customerForm', 'customerDetail', 'customerOwed', 'rolesList', 'roleForm', 'cashbox', 'cashSessionsList', 'cashBoxes', 'cashMovementsList', 'movementReversal', 'deliveryMovementsList', 'loansList', 'loanForm', 'loanDetail', 'payoffQuote', 'loanPaymentsList', 'paymentDialog', 'paymentReversal', 'receiptReprint', 'creditRefund', 'rentalsList', 'rentalForm', 'rentalDetail', 'deliveriesList', 'deliveryDialog', 'debtsList', 'customerFilter', 'debtForm', 'debtDetail', 'messageTemplates', 'locationsList', 'locationForm', 'activeLocation', 'lastBackup', 'analytics', 'import']);
    expect(new Set(MACHINES.map((m) => m.id)).size).toBe(MACHINES.length);
  });

  it('an area with machines has its folder, under its slug, in every root', () => {
    const built = AREAS.filter((a) => AREA_CHARTS[a.slug]?.machines !== undefined);
    expect(built.map((a) => a.slug)).toEqual(['staff', 'customers', 'roles', 'cashbox', 'cashMovements', 'loans', 'loanPayments', 'rentals', 'deliveries', 'debts', 'messageTemplates', 'locations', 'analytics', 'imports']);
    // The payments of every kind (loanPayments, rentPayments, debtPayments, feePayments) are one folder, charted under loanPayments.
    const folderOf = (slug: string) => (slug === 'loanPayments' ? 'payments' : slug);
    for (const { slug } of built) {
      for (const folder of ['machines', 'src/features', 'server', 'tests']) expect(existsSync(join(root, folder, folderOf(slug))), `${folder}/${slug}`).toBe(true);
    }
  });
});

describe('the app\'s half of the registry', () => {
  it('titles every area, and every menu group an area names', () => {
    for (const area of AREAS) {
      expect(AREA_TITLES[area.slug], area.slug).toBeDefined();
      expect(ROUTE_TITLES[area.route]).toBe(AREA_TITLES[area.slug]);
      expect(Object.hasOwn(GROUP_TITLES, area.menuGroup), area.menuGroup).toBe(true);
    }
  });

  it('builds one protected route per area: its path, title, permission and page', () => {
    const routes = protectedRoutes();
    // 'Clientes', the roles, the locations and the receivables have pages below their route (/clientes/nuevo, /roles/{id}, /conf_ubicacion/{id}, /prestamos/{id}, /alquileres/{id}, /deudas/{id}, /honorarios/{id}): their route matches them all.
    const withPages = ['customers', 'roles', 'locations', 'loans', 'rentals', 'debts', 'fees'];
    expect(routes.map((r) => r.path)).toEqual(AREAS.map((a) => (withPages.includes(a.slug) ? `${a.route}/*` : a.route)));
    for (const area of AREAS) {
      const route = routes.find((r) => r.id === area.route);
      expect(route?.id).toBe(area.route);
      expect(route?.handle as RouteHandle).toEqual({ title: AREA_TITLES[area.slug], requires: area.permission });
      expect(isValidElement(route?.element), area.slug).toBe(true);
    }
    const pageOf = (route: string) => {
      const element = routes.find((r) => r.id === route)?.element;
      return isValidElement(element) ? element.type : undefined;
    };
    // Areas with a screen get their own chunk; the others share the "being prepared" page.
    expect(pageOf('usuarios')).not.toBe(pageOf('conf_mensajes'));
    expect(pageOf('deudas')).not.toBe(pageOf('analytics'));
    expect(pageOf('deudas')).not.toBe(pageOf('honorarios'));
    // The payments of every kind have a screen: the one payments page.
    expect(pageOf('pagos_alquiler')).not.toBe(pageOf('analytics'));
    expect(pageOf('alquileres')).not.toBe(pageOf('analytics'));
    expect(pageOf('usuarios')).not.toBe(pageOf('alquileres'));
    expect(pageOf('prestamos')).not.toBe(pageOf('analytics'));
    // 'Analítica' has its own page now (#19), not the "being prepared" one the unbuilt areas share.
    const analytics = routes.find((r) => r.id === 'analytics')?.element;
    expect(isValidElement<{ route?: string }>(analytics) && analytics.props.route).toBe(undefined);
  });

  it('names a sidebar entry the server left blank with its area\'s title', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const label = childLabel(i18n, { title: '', route: 'conf_mensajes', icon: 'messages' });
    expect(label).toBe(i18n._(AREA_TITLES.messageTemplates));
    expect(childLabel(i18n, { title: '', route: 'desconocida', icon: 'x' })).toBe('');
  });
});
