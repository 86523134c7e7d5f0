/**
 * What Caja and 'Cajas' say on a new install instead of waiting forever (#29): no location yet, a
 * location with no active box; a link to where it is set up for who may set it up, else "ask an
 * administrator". The real app with faked effects.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagedCashBox } from '../../machines/cashbox/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { MAIN_BOX, NEW_BOX, OLD_BOX } from './cashBoxes.pathFixtures.ts';

setupFeatureTests();

const open = (path: string, options: FakeDepsOptions = {}) => openApp(path, { storage: signedInStorage(), ...options });
const roleWith = (codes: Permission[]) => signedInStorage({ inicio: 'caja', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero', r_permisos: codes }) });
const withCentral = { currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-23' }) };

describe('Caja on a new install', () => {
  it('says the location is missing and links to where it is set up (not "Cargando caja…")', async () => {
    await open('/caja', { api: { currentLocation: async () => ({ location: null, business_date: '2026-11-23' }) } });
    await screen.findByRole('heading', { level: 2, name: 'Falta configurar la ubicación del negocio' });
    expect(screen.getByRole('link', { name: 'Configurar la ubicación' }).getAttribute('href')).toBe('/conf_ubicacion/nueva');
    expect(screen.queryByText('Cargando caja…')).toBeNull();
  });

  it('tells a user who may not set up the location to ask an administrator', async () => {
    await open('/caja', { storage: roleWith(['cash.view', 'cash.open']), api: { currentLocation: async () => ({ location: null, business_date: '2026-11-23' }) } });
    await screen.findByText('Pida a un administrador que configure la ubicación.');
    expect(screen.queryByRole('link', { name: 'Configurar la ubicación' })).toBeNull();
  });

  it('says the location has no box and links to its page; without cashbox.manage, whom to ask', async () => {
    await open('/caja', { api: withCentral });
    await screen.findByRole('heading', { level: 2, name: 'Esta ubicación no tiene cajas' });
    expect(screen.getByRole('link', { name: 'Crear una caja en Configuración de ubicación' }).getAttribute('href')).toBe('/conf_ubicacion/4');
  });

  it('tells a cashier without cashbox.manage to ask for a box', async () => {
    await open('/caja', { storage: roleWith(['cash.view', 'cash.open']), api: withCentral });
    await screen.findByText('Pida a un administrador que cree una caja.');
  });
});

describe("'Cajas' on a location's page", () => {
  it('creates the first box: the note about no active box goes, the new box is listed', async () => {
    let boxes: ManagedCashBox[] = [];
    const rendered = await open('/conf_ubicacion/4', {
      api: {
        getLocation: async () => CENTRAL,
        listCashBoxes: async () => boxes,
        saveCashBox: async () => {
          boxes = [NEW_BOX];
          return NEW_BOX;
        },
      },
    });
    await screen.findByText(/Esta ubicación no tiene cajas activas/);
    fireEvent.click(screen.getByRole('button', { name: 'Nueva caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva caja' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escriba el nombre de la caja.')).toBeTruthy();
    expect(rendered.deps.api.saveCashBox).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la caja/), { target: { value: 'Ventanilla' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rendered.deps.api.saveCashBox.mock.calls[0]?.[0]).toMatchObject({ kind: 'create', locationId: 4, name: 'Ventanilla' });
    expect(screen.getByRole('rowheader', { name: 'Ventanilla' })).toBeTruthy();
    expect(screen.queryByText(/Esta ubicación no tiene cajas activas/)).toBeNull();
  });

  it('is read-only without cashbox.manage: the boxes, no buttons; a box in use cannot be deactivated', async () => {
    await open('/conf_ubicacion/4', {
      storage: signedInStorage({ inicio: 'conf_ubicacion', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Supervisor', r_permisos: ['location.view'] }) }),
      api: { getLocation: async () => CENTRAL, listCashBoxes: async () => [MAIN_BOX, OLD_BOX] },
    });
    const table = await screen.findByRole('table', { name: 'Cajas de la ubicación' });
    expect(within(table).getByText('Desactivada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva caja' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Renombrar/ })).toBeNull();
  });

  it('disables Desactivar for a box whose session is not closed', async () => {
    await open('/conf_ubicacion/4', { api: { getLocation: async () => CENTRAL, listCashBoxes: async () => [{ ...MAIN_BOX, in_use: true }] } });
    const button = await screen.findByRole('button', { name: `Desactivar ${MAIN_BOX.name}` });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Activa, en uso')).toBeTruthy();
  });
});
