/**
 * A contract's page (/alquileres/7) through the UI, on `rentalDetail`: the contract loading, shown,
 * refused (404) or failed (500: 'Reintentar'); 'Rescindir' with its date within the contract and its
 * required 'Motivo', sending (one key per intent, kept by 'Reintentar'), 422 `dateOutsideContract`
 * in its own words, 409 `stale` with 'Recargar' keeping what was typed, and 'Actualizar' (RELOAD,
 * also what the payments slot sends once a payment is posted). Every GET and POST is held until a
 * step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectRentalDetail, rentalActionsFor, type RentalActionRequest, type RentalDetail } from '../../machines/rentals/rentalScreens.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedRentalDetail, rentalDetailFixtures, type RentalDetailModelEvent } from './rentalDetail.pathFixtures.ts';

type Detail = SnapshotFrom<typeof keyedRentalDetail>;

interface DetailCalls {
  getRental: Held<RentalDetail, [number, AbortSignal?]>;
  runRentalAction: Held<RentalDetail, [RentalActionRequest, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, DetailCalls>();
function heldDetailApi() {
  const calls: DetailCalls = { getRental: new Held('getRental'), runRentalAction: new Held('runRentalAction') };
  byAnswer.set(calls.getRental.call, calls);
  return {
    getRental: calls.getRental.call,
    runRentalAction: calls.runRentalAction.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
  };
}
function callsOf(ui: UiRun): DetailCalls {
  const answer = ui.deps.api.getRental.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDetailApi()');
  return calls;
}

const viewOf = (state: Detail) => connectRentalDetail(state, () => {});
const dialog = () => screen.getByRole('dialog', { name: 'Rescindir' });
const inDialog = (state: Detail, ...states: string[]) => states.some((name) => state.matches({ ready: { dialog: name } } as never));
const BUTTONS: Record<string, string> = { sign: 'Firmar contrato', discard: 'Descartar borrador', renew: 'Renovar', end: 'Finalizar', terminate: 'Rescindir', settle: 'Liquidar depósito' };

/** Only this outcome of the contract is on screen. */
function onlyOutcome(shown: 'loading' | 'ready' | 'refused' | 'failed'): void {
  expect(screen.queryByText('Cargando contrato…') !== null, 'loading').toBe(shown === 'loading');
  expect(screen.queryByRole('heading', { name: 'Datos del contrato', hidden: true }) !== null, 'contract').toBe(shown === 'ready');
  expect(screen.queryByRole('heading', { name: /^(No existe ese contrato de alquiler|Sin acceso)$/ }) !== null, 'refused').toBe(shown === 'refused');
  expect(screen.queryByRole('heading', { name: 'No se pudo cargar el contrato' }) !== null, 'failed').toBe(shown === 'failed');
}

defineUiPaths<typeof keyedRentalDetail, RentalDetailModelEvent>({
  machine: keyedRentalDetail,
  name: 'rental detail',
  variants: { default: { input: { id: 7 } } },
  setup: () => ({ route: '/alquileres/7', deps: { storage: signedInStorage(), api: heldDetailApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: rentalDetailFixtures,
  executors: {
    'record.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    // 'Actualizar' (the payments slot's reload() sends the same event once a payment is posted).
    RELOAD: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    },
    'action.opened': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rescindir' }));
    },
    'reason.changed': ({ event }) => {
      fireEvent.change(within(dialog()).getByLabelText(/^Motivo/), { target: { value: event.reason } });
    },
    'date.changed': ({ event }) => {
      fireEvent.change(within(dialog()).getByLabelText(/^Fecha de rescisión/), { target: { value: event.date } });
    },
    'action.confirmed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Rescindir' }));
    },
    'action.retried': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reintentar' }));
    },
    'stale.reloaded': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Recargar' }));
    },
    'dialog.closed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    },
    'xstate.done.actor.loadRecord': ({ event, ui }) => callsOf(ui).getRental.resolve(event.output),
    'xstate.error.actor.loadRecord': ({ event, ui }) => callsOf(ui).getRental.reject(event.error),
    'xstate.done.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getRental.resolve(event.output),
    'xstate.error.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getRental.reject(event.error),
    'xstate.done.actor.reloadStale': ({ event, ui }) => callsOf(ui).getRental.resolve(event.output),
    'xstate.error.actor.reloadStale': ({ event, ui }) => callsOf(ui).getRental.reject(event.error),
    'xstate.done.actor.runAction': ({ event, ui }) => callsOf(ui).runRentalAction.resolve(event.output),
    'xstate.error.actor.runAction': ({ event, ui }) => callsOf(ui).runRentalAction.reject(event.error),
  },
  preconditions: {
    RELOAD: (state) => state.matches({ ready: 'idle' }),
    // 'Rescindir' exists while the contract is active (the administrator holds rental.terminate).
    'action.opened': (state) => state.matches({ ready: 'idle' }) && state.context.record !== null && rentalActionsFor(state.context.record, null).includes('terminate'),
    'reason.changed': (state, event) => inDialog(state, 'editing', 'failed', 'refused') && state.context.reason !== event.reason,
    'date.changed': (state, event) => inDialog(state, 'editing', 'failed', 'refused') && state.context.date !== event.date,
    'action.confirmed': (state) => inDialog(state, 'editing', 'refused'),
    'dialog.closed': (state) => inDialog(state, 'editing', 'failed', 'refused', 'stale'),
  },
  states: {
    loading: async ({ state }) => {
      if (viewOf(state).retrying) {
        expect(screen.getByRole('button', { name: 'Reintentando…' }).hasAttribute('disabled')).toBe(true);
        return;
      }
      await eventually(() => screen.queryByText('Cargando contrato…') ?? undefined, () => 'the loading status');
      onlyOutcome('loading');
    },
    failed: () => {
      onlyOutcome('failed');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    refused: () => {
      onlyOutcome('refused');
      expect(screen.getByRole('heading', { name: 'No existe ese contrato de alquiler' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    },
    ready: ({ state }) => {
      onlyOutcome('ready');
      const rental = state.context.record as RentalDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Alquiler N° 7', hidden: true })).toBeTruthy();
      const terms = screen.getByRole('table', { name: 'Períodos', hidden: true });
      expect(within(terms).getAllByRole('row', { hidden: true })).toHaveLength(rental.terms.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Firmar contrato|Descartar borrador|Renovar|Finalizar|Rescindir|Liquidar depósito)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(rentalActionsFor(rental, null).map((action) => BUTTONS[action]));
    },
    'ready.idle': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Actualizando el contrato…')).toBeNull();
    },
    'ready.reloading': () => {
      expect(screen.getByText('Actualizando el contrato…')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement).disabled).toBe(true);
    },
    'ready.dialog': ({ state }) => {
      // What was typed stays through failures, refusals and a 409.
      expect((within(dialog()).getByLabelText(/^Motivo/) as HTMLTextAreaElement).value).toBe(state.context.reason);
      expect((within(dialog()).getByLabelText(/^Fecha de rescisión/) as HTMLInputElement).value).toBe(state.context.date);
    },
    'ready.dialog.editing': ({ state }) => {
      const confirm = within(dialog()).getByRole('button', { name: 'Rescindir' }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(false);
      expect(within(dialog()).queryByText('Escriba el motivo.') !== null, 'reason error').toBe(state.context.showErrors && state.context.reason.trim() === '');
      expect(within(dialog()).queryByText('Elija la fecha.') !== null, 'date error').toBe(state.context.showErrors && state.context.date === '');
    },
    'ready.dialog.sending': () => {
      expect((within(dialog()).getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
    'ready.dialog.failed': () => {
      expect(within(dialog()).getByText('No se pudo completar la acción. Compruebe la conexión e intente nuevamente.')).toBeTruthy();
      expect(within(dialog()).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    'ready.dialog.refused': () => {
      expect(within(dialog()).getByRole('alert').textContent).toBe('La fecha de rescisión debe estar dentro del contrato: desde el inicio hasta el día anterior al fin.');
    },
    'ready.dialog.stale': ({ state }) => {
      expect(within(dialog()).getByText(/^Otra persona cambió este contrato/)).toBeTruthy();
      expect((within(dialog()).getByRole('button', { name: 'Recargar' }) as HTMLButtonElement).disabled).toBe(false);
      expect(within(dialog()).queryByText('No se pudo recargar el contrato. Intente nuevamente.') !== null).toBe(state.context.reloadFailed);
    },
    'ready.dialog.staleReloading': () => {
      expect((within(dialog()).getByRole('button', { name: 'Recargando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
  },
});
