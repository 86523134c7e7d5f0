/**
 * An empty records list for a user who sees only their own portfolio (no `viewAll` code: the
 * collector) says "none of yours", not "none registered": the server answered only their records
 * (server/payments/portfolio.ts). One rule (listScopeOf) and one piece (<RecordsListEmpty>) for
 * every list that scopes: loans, rentals, debts, fees and the payments lists.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../machines/permissions.ts';
import { listScopeOf } from '../../machines/records/index.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });
const userWith = (codes: Permission[]) =>
  signedInStorage({ id: '3', inicio: 'prestamos', rol: JSON.stringify({ id_rol: 3, r_nombre: 'Cobrador', r_permisos: codes }) });

describe('listScopeOf', () => {
  it('is the whole kind with its viewAll code or for a list that never scopes, else the own portfolio', () => {
    expect(listScopeOf((code) => code === 'debt.viewAll', 'debt.viewAll')).toBe('all');
    expect(listScopeOf(() => false, 'debt.viewAll')).toBe('own');
    expect(listScopeOf(() => false, null)).toBe('all');
  });
});

const LISTS: { path: string; view: Permission; viewAll: Permission; all: string; own: [string, string] }[] = [
  { path: '/prestamos', view: 'loan.view', viewAll: 'loan.viewAll', all: 'No hay préstamos', own: ['No tiene préstamos a su cargo', 'Esta lista muestra solo los préstamos de los que usted es el oficial.'] },
  { path: '/alquileres', view: 'rental.view', viewAll: 'rental.viewAll', all: 'No hay alquileres', own: ['No tiene alquileres a su cargo', 'Esta lista muestra solo los contratos de los que usted es el oficial.'] },
  { path: '/deudas', view: 'debt.view', viewAll: 'debt.viewAll', all: 'No hay deudas', own: ['No tiene deudas a su cargo', 'Esta lista muestra solo las deudas de las que usted es el oficial.'] },
  { path: '/honorarios', view: 'fee.view', viewAll: 'fee.viewAll', all: 'No hay honorarios', own: ['No tiene honorarios a su cargo', 'Esta lista muestra solo los honorarios de los que usted es el oficial.'] },
  { path: '/pagos_prestamos', view: 'loanPayment.view', viewAll: 'loan.viewAll', all: 'No hay pagos', own: ['No recibió pagos', 'Esta lista muestra solo los pagos que usted recibió.'] },
  { path: '/pagos_deudas', view: 'debtPayment.view', viewAll: 'debt.viewAll', all: 'No hay pagos', own: ['No recibió pagos', 'Esta lista muestra solo los pagos que usted recibió.'] },
];

describe.each(LISTS)('$path with no records', ({ path, view, viewAll, all, own }) => {
  it(`without ${viewAll} says there are none in the user's portfolio`, async () => {
    await openApp(path, { storage: userWith([view]), api: { currentLocation: LOCATION } });
    expect(await screen.findByRole('heading', { name: own[0] })).toBeTruthy();
    expect(screen.getByText(own[1])).toBeTruthy();
    expect(screen.queryByRole('heading', { name: all })).toBeNull();
  });

  it(`with ${viewAll} says there are none at all`, async () => {
    await openApp(path, { storage: userWith([view, viewAll]), api: { currentLocation: LOCATION } });
    expect(await screen.findByRole('heading', { name: all })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: own[0] })).toBeNull();
  });
});
