/**
 * 'Primeros pasos' (src/layouts/FirstRunPanel.tsx) in the real app with faked effects: an
 * administrator signing in to an empty install still lands on the role's start page and sees what
 * is missing, each line a link to where it is set up; also on Caja; not elsewhere, not once the
 * location and a box exist, not for a role that can set nothing up.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentLocation } from '../../machines/locations/index.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from './locations.fixtures.ts';

setupFeatureTests();

const current = (location: CurrentLocation['location'], active_boxes: number, enabled_accounts = 1) => async (): Promise<CurrentLocation> => ({
  location,
  business_date: '2026-11-23',
  setup: { active_boxes, enabled_accounts },
});
const open = (path: string, options: FakeDepsOptions = {}) => openApp(path, { storage: signedInStorage(), ...options });
const panel = () => screen.findByRole('heading', { level: 2, name: 'Primeros pasos' }).then((heading) => heading.closest('section') as HTMLElement);

describe("'Primeros pasos'", () => {
  it('shows an administrator on the start page of an empty install what is missing, each line a link', async () => {
    await open('/usuarios', { api: { currentLocation: current(null, 0) } });
    const card = await panel();
    expect(within(card).getByRole('link', { name: 'La ubicación del negocio, con su moneda y su zona horaria' }).getAttribute('href')).toBe('/conf_ubicacion/nueva');
    // No location yet: the box line says so and is not a link.
    expect(within(card).queryByRole('link', { name: /Al menos una caja activa/ })).toBeNull();
    expect(within(card).getByText(/Primero, la ubicación/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Las cuentas del personal/ }).getAttribute('href')).toBe('/usuarios');
    // A business kept in spreadsheets moves in through 'Importar'.
    expect(within(card).getByRole('link', { name: /Importe sus clientes y sus préstamos/ }).getAttribute('href')).toBe('/importar');
  });

  it('with a location and no box: the location is done and the box links to the location page; also on Caja', async () => {
    await open('/caja', { api: { currentLocation: current(CENTRAL, 0) } });
    const card = await panel();
    expect(within(card).getByRole('link', { name: 'Al menos una caja activa en la ubicación' }).getAttribute('href')).toBe('/conf_ubicacion/4');
    expect(within(card).getAllByText(/Listo/)).toHaveLength(1);
  });

  it('tells of Importar only a role that may import', async () => {
    await open('/caja', {
      storage: signedInStorage({ inicio: 'caja', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Encargada', r_permisos: ['cash.view', 'location.edit', 'cashbox.manage'] }) }),
      api: { currentLocation: current(null, 0) },
    });
    const card = await panel();
    expect(within(card).queryByRole('link', { name: /Importe sus clientes/ })).toBeNull();
  });

  it('is not shown once the location and an active box exist (staff accounts are optional)', async () => {
    await open('/usuarios', { api: { currentLocation: current(CENTRAL, 1) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull();
  });

  it('is not shown on another page, nor to a role that can set nothing up', async () => {
    await open('/conf_mensajes', { api: { currentLocation: current(null, 0) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull();
  });

  it('is not shown to a cashier (Caja tells them whom to ask instead)', async () => {
    await open('/caja', {
      storage: signedInStorage({ inicio: 'caja', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero', r_permisos: ['cash.view', 'cash.open'] }) }),
      api: { currentLocation: current(null, 0) },
    });
    await screen.findByText('Pida a un administrador que configure la ubicación.');
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).toBeNull();
  });
});
