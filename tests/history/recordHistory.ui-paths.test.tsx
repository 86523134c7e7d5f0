/**
 * 'Historial' through the UI, on the shared `recordHistory` machine, on a location's settings
 * (/conf_ubicacion/4; the location itself answers at once): for a role with `audit.view` it loads
 * on its own, then shows who, when, what and each field before → after in the reader's words (the
 * tolerance as money), or says it failed with its own 'Reintentar' while the form stays; a role
 * without `audit.view` never asks for it and sees no panel. Every history GET is held until a step
 * answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectRecordHistory, recordHistoryMachine, type AuditEntry, type HistoryRef } from '../../machines/history/index.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { defineUiPaths, passedThrough, type UiRun } from '../paths/kit.ts';
import { Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { LOCATION_REF, recordHistoryFixtures, type RecordHistoryModelEvent } from './history.fixtures.ts';

const byAnswer = new WeakMap<object, Held<AuditEntry[], [HistoryRef, AbortSignal?]>>();
function heldHistoryApi() {
  const held = new Held<AuditEntry[], [HistoryRef, AbortSignal?]>('recordHistory');
  byAnswer.set(held.call, held);
  return { getLocation: async () => CENTRAL, recordHistory: held.call };
}
function historyCalls(ui: UiRun): Held<AuditEntry[], [HistoryRef, AbortSignal?]> {
  const answer = ui.deps.api.recordHistory.getMockImplementation();
  const held = answer ? byAnswer.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldHistoryApi()');
  return held;
}

const region = () => screen.queryByRole('region', { name: 'Historial' });
const inRegion = () => within(region() as HTMLElement);
const formShown = () => expect(screen.getByLabelText(/^Nombre/)).toBeTruthy();

defineUiPaths<typeof recordHistoryMachine, RecordHistoryModelEvent>({
  machine: recordHistoryMachine,
  name: 'record history',
  variants: {
    auditor: { input: { ref: LOCATION_REF, canSeeHistory: true } },
    clerk: { input: { ref: LOCATION_REF, canSeeHistory: false } },
  },
  setup: ({ name }) => ({
    route: '/conf_ubicacion/4',
    deps: {
      storage:
        name === 'clerk'
          ? signedInStorage({ rol: JSON.stringify({ id_rol: 5, r_nombre: 'Encargado', r_permisos: ['location.view', 'location.edit'] }) })
          : signedInStorage(),
      api: heldHistoryApi(),
    },
  }),
  events: recordHistoryFixtures,
  executors: {
    'history.retried': () => {
      fireEvent.click(inRegion().getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadHistory': ({ event, ui }) => historyCalls(ui).resolve(event.output),
    'xstate.error.actor.loadHistory': ({ event, ui }) => historyCalls(ui).reject(event.error),
  },
  states: {
    deciding: passedThrough('decides at once whether the role may read the history'),
    hidden: ({ ui }) => {
      formShown();
      expect(region()).toBeNull();
      expect(historyCalls(ui).calls).toHaveLength(0);
    },
    loading: ({ ui }) => {
      expect(inRegion().getByText('Cargando historial…').getAttribute('role')).toBe('status');
      expect(historyCalls(ui).last()?.[0]).toEqual(LOCATION_REF);
    },
    shown: ({ state }) => {
      const lines = connectRecordHistory(state, () => {}).lines;
      const items = inRegion().queryAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
      expect(items).toHaveLength(lines.length);
      if (lines.length === 0) {
        expect(inRegion().getByText('Sin cambios registrados.')).toBeTruthy();
        return;
      }
      expect(items[0]?.querySelector('strong')?.textContent).toMatch(/^Cambio por Carlos Ruiz \(/);
      expect(items[1]?.querySelector('strong')?.textContent).toMatch(/^Creación por Ana Torres \(/);
      const update = within(items[0] as HTMLElement);
      expect(update.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Días de gracia antes de la mora: 3 → 5',
        // Minor units said as money in the location's currency: 500 → 5,00, 1000 → 10,00.
        expect.stringMatching(/^Tolerancia del arqueo de caja: .*5,00.* → .*10,00/),
      ]);
      // A creation lists what it set, with nothing before; the bookkeeping (id, version) is no change.
      expect(within(items[1] as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Nombre: — → Centro',
        expect.stringMatching(/^Moneda: — → .*\(ARS\)$/),
        'Decimales de la moneda: — → 2',
        'Días de gracia antes de la mora: — → 3',
        expect.stringMatching(/^Tolerancia del arqueo de caja: — → .*5,00/),
      ]);
    },
    failed: () => {
      expect(inRegion().getByText('No se pudo cargar el historial.')).toBeTruthy();
      formShown();
    },
  },
});
