/**
 * The active location (the signed-in layout's `activeLocation` actor) through the UI, on a
 * location's page (/conf_ubicacion/4): today's business date while it loads, once loaded, when it
 * failed ('Reintentar'), and reloaded after the location is saved (its zone may have changed the
 * day). GET /ubicacion/actual is held until a step answers it; the location's own calls answer at once.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { activeLocationMachine, type CurrentLocation, type LocationUpdate } from '../../machines/locations/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from './locations.fixtures.ts';
import { activeLocationFixtures, type ActiveLocationModelEvent } from './locations.pathFixtures.ts';

type Active = SnapshotFrom<typeof activeLocationMachine>;

const heldCurrent = new WeakMap<object, Held<CurrentLocation, [void, AbortSignal?]>>();
function api() {
  const held = new Held<CurrentLocation, [void, AbortSignal?]>('currentLocation');
  heldCurrent.set(held.call, held);
  let version = CENTRAL.version;
  return {
    currentLocation: held.call,
    getLocation: async () => CENTRAL,
    updateLocation: async ({ update }: { id: number; update: LocationUpdate }) => ({ ...CENTRAL, ...update, version: (version += 1) }),
  };
}
function currentOf(ui: UiRun) {
  const answer = ui.deps.api.currentLocation.getMockImplementation();
  const held = answer ? heldCurrent.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with api()');
  return held;
}

const DATES: Record<string, string> = { '2026-11-23': 'Fecha de negocio: 23 nov 2026', '2026-11-24': 'Fecha de negocio: 24 nov 2026' };
let footer = 0;

defineUiPaths<typeof activeLocationMachine, ActiveLocationModelEvent>({
  machine: activeLocationMachine,
  name: 'active location',
  setup: () => ({ route: '/conf_ubicacion/4', deps: { storage: signedInStorage(), api: api() } }),
  events: activeLocationFixtures,
  executors: {
    'location.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    // Saving the location reloads the active one.
    'location.changed': async () => {
      const field = await eventually(() => (screen.queryByLabelText(/^Pie del recibo/) as HTMLTextAreaElement | null) ?? undefined, () => 'the form');
      fireEvent.change(field, { target: { value: `Pie ${(footer += 1)}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'xstate.done.actor.loadCurrent': ({ event, ui }) => currentOf(ui).resolve(event.output),
    'xstate.error.actor.loadCurrent': ({ event, ui }) => currentOf(ui).reject(event.error),
  },
  states: {
    loading: async ({ state }: { state: Active }) => {
      const current = state.context.current;
      // A reload keeps showing the last date; the first load says it is loading.
      const text = current === null ? 'Cargando la fecha de negocio…' : DATES[current.business_date] ?? '';
      await eventually(() => screen.queryByText(text) ?? undefined, () => text);
      expect(screen.queryByText('No se pudo cargar la fecha de negocio.')).toBeNull();
    },
    ready: async ({ state }: { state: Active }) => {
      const text = DATES[state.context.current?.business_date ?? ''] ?? '';
      await eventually(() => screen.queryByText(text) ?? undefined, () => text);
      expect(screen.getByText(text).getAttribute('role')).toBe('status');
    },
    failed: async () => {
      await eventually(() => screen.queryByText('No se pudo cargar la fecha de negocio.') ?? undefined, () => 'the failure');
      expect(screen.getByText('No se pudo cargar la fecha de negocio.').getAttribute('role')).toBe('alert');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
  },
});
