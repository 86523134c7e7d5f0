/**
 * 'Cajas' on a location's page (/conf_ubicacion/4) through the UI, on the `cashBoxes` machine:
 * loading, failed ('Reintentar'), the list (active and deactivated boxes), 'Nueva caja' and
 * 'Renombrar' (the name's error after a submit, a refused name kept in the dialog, a write that
 * fails keeps the name and 'Reintentar' resends the same key), 'Desactivar' sent at once (a refusal
 * above the list with 'Recargar'). Every list and write is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { CashBoxRequest, ManagedCashBox } from '../../machines/cashbox/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { cashBoxesFixtures, keyedCashBoxes, MAIN_BOX, type CashBoxesModelEvent } from './cashBoxes.pathFixtures.ts';

type Boxes = SnapshotFrom<typeof keyedCashBoxes>;

interface Calls {
  listCashBoxes: Held<ManagedCashBox[], [number, AbortSignal?]>;
  saveCashBox: Held<ManagedCashBox, [CashBoxRequest, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, Calls>();
function heldApi() {
  const calls: Calls = { listCashBoxes: new Held('listCashBoxes'), saveCashBox: new Held('saveCashBox') };
  byAnswer.set(calls.listCashBoxes.call, calls);
  return { listCashBoxes: calls.listCashBoxes.call, saveCashBox: calls.saveCashBox.call, getLocation: async () => CENTRAL };
}
function callsOf(ui: UiRun): Calls {
  const answer = ui.deps.api.listCashBoxes.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldApi()');
  return calls;
}

const section = () => screen.getByRole('heading', { level: 2, name: 'Cajas' }).closest('section') as HTMLElement;
const dialogOf = (state: Boxes) => (state.context.dialog === null ? null : screen.getByRole('dialog', { name: state.context.dialog.kind === 'rename' ? 'Renombrar caja' : 'Nueva caja' }));
/** Where the notices of the current write show: its dialog, or the section for a deactivation. */
const noticeArea = (state: Boxes) => dialogOf(state) ?? section();
const nameInput = (state: Boxes) => within(dialogOf(state) as HTMLElement).getByLabelText(/^Nombre de la caja/) as HTMLInputElement;

defineUiPaths<typeof keyedCashBoxes, CashBoxesModelEvent>({
  machine: keyedCashBoxes,
  name: 'cashBoxes',
  context: ({ context: { idempotencyKey, ...rest } }) => ({ ...rest, keyed: idempotencyKey !== null }),
  variants: { central: { input: { locationId: 4 } } },
  setup: () => ({ route: '/conf_ubicacion/4', deps: { storage: signedInStorage(), api: heldApi() } }),
  events: cashBoxesFixtures,
  preconditions: {
    // 'Recargar' is offered with a refusal above the list.
    'boxes.reloaded': (state) => state.context.refusal !== null && state.context.dialog === null,
    'name.changed': (state, event) => state.context.dialog !== null && state.context.name !== event.value,
  },
  executors: {
    'boxes.retried': () => {
      fireEvent.click(within(section()).getByRole('button', { name: 'Reintentar' }));
    },
    'boxes.reloaded': () => {
      fireEvent.click(within(section()).getByRole('button', { name: 'Recargar' }));
    },
    'create.started': () => {
      fireEvent.click(within(section()).getByRole('button', { name: 'Nueva caja' }));
    },
    'rename.started': () => {
      fireEvent.click(within(section()).getByRole('button', { name: `Renombrar ${MAIN_BOX.name}` }));
    },
    'toggle.requested': () => {
      fireEvent.click(within(section()).getByRole('button', { name: `Desactivar ${MAIN_BOX.name}` }));
    },
    'name.changed': ({ event, before }) => {
      fireEvent.change(nameInput(before), { target: { value: event.value } });
    },
    'dialog.cancelled': ({ before }) => {
      fireEvent.click(within(noticeArea(before)).getByRole('button', { name: 'Cancelar' }));
    },
    'dialog.submitted': ({ before }) => {
      fireEvent.click(within(dialogOf(before) as HTMLElement).getByRole('button', { name: 'Guardar' }));
    },
    'submit.retried': ({ before }) => {
      fireEvent.click(within(noticeArea(before)).getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadBoxes': ({ event, ui }) => callsOf(ui).listCashBoxes.resolve(event.output),
    'xstate.error.actor.loadBoxes': ({ event, ui }) => callsOf(ui).listCashBoxes.reject(event.error),
    'xstate.done.actor.saveBox': ({ event, ui }) => callsOf(ui).saveCashBox.resolve(event.output),
    'xstate.error.actor.saveBox': ({ event, ui }) => callsOf(ui).saveCashBox.reject(event.error),
  },
  states: {
    loading: async () => {
      await eventually(() => screen.queryByText('Cargando las cajas…') ?? undefined, () => 'the loading status');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    failed: async () => {
      await eventually(() => screen.queryByText(/No se pudieron cargar las cajas/) ?? undefined, () => 'the failure');
      expect(within(section()).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    'ready.idle': async ({ state }) => {
      const table = await eventually(() => screen.queryByRole('table', { name: 'Cajas de la ubicación' }) ?? undefined, () => 'the boxes table');
      for (const box of state.context.boxes ?? []) expect(within(table).getByRole('rowheader', { name: box.name })).toBeTruthy();
      expect(within(table).getByText('Desactivada')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      const alert = within(section()).queryByRole('alert');
      if (state.context.refusal === 'staleVersion') expect(alert?.textContent).toMatch(/Otra persona cambió esta caja/);
      else if (state.context.refusal === 'boxNameTaken') expect(alert?.textContent).toMatch(/Ya existe una caja con ese nombre/);
      else expect(alert).toBeNull();
    },
    'ready.editing': async ({ state }) => {
      const dialog = await eventually(() => dialogOf(state) ?? undefined, () => 'the dialog');
      expect(nameInput(state).value).toBe(state.context.name);
      if (state.context.showErrors && state.context.name === '') expect(within(dialog).getByText('Escriba el nombre de la caja.')).toBeTruthy();
      if (state.context.refusal === 'boxNameTaken') expect(within(dialog).getByRole('alert').textContent).toMatch(/Ya existe una caja con ese nombre/);
      if (state.context.refusal === 'staleVersion') expect(within(dialog).getByRole('alert').textContent).toMatch(/Otra persona cambió esta caja/);
    },
    'ready.submitting': ({ state }) => {
      if (state.context.dialog !== null) expect(within(dialogOf(state) as HTMLElement).getByRole('button', { name: 'Guardando…' })).toBeTruthy();
      else expect(within(section()).getByRole('button', { name: `Desactivar ${MAIN_BOX.name}` }).hasAttribute('disabled')).toBe(true);
    },
    'ready.failed': ({ state }) => {
      const area = noticeArea(state);
      expect(within(area).getByRole('alert').textContent).toMatch(/No se pudo (guardar|cambiar la caja)/);
      // What was typed is still there.
      if (state.context.dialog !== null) expect(nameInput(state).value).toBe(state.context.name);
    },
  },
});
